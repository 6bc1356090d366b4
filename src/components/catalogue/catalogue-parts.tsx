/**
 * The parts the events and groups catalogues draw alike: the search form, the cards, the empty
 * result and what ends the list. Texts come in as words, already translated by the catalogue that draws them.
 */
import { Plus, Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ListEnd, PagedStatus } from '../../../machines/shared/paging';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { cardGrid } from '../event-card/card-grid';
import { Input } from '../ui/field';
import { LinkButton } from '../ui/link-button';

export const cataloguePage = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});

export interface CatalogueSearchProps {
  q: string;
  label: string;
  placeholder: string;
  submit: string;
  /** The words searched for, trimmed. */
  onSearch: (q: string) => void;
}

export function CatalogueSearch({ q, label, placeholder, submit, onSearch }: CatalogueSearchProps) {
  const submitSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const words = new FormData(e.currentTarget).get('q');
    onSearch(typeof words === 'string' ? words.trim() : '');
  };
  return (
    <form role="search" onSubmit={submitSearch} className={css({ display: 'flex', gap: '2' })}>
      <Input
        // Another search from the address (back, a link) shows its words, not the ones typed before
        key={q}
        type="search"
        name="q"
        defaultValue={q}
        aria-label={label}
        placeholder={placeholder}
        enterKeyHint="search"
        className={css({ flex: '1', minW: 0 })}
      />
      <Button type="submit">
        <Search aria-hidden />
        {submit}
      </Button>
    </form>
  );
}

export interface CatalogueEmptyProps {
  title: string;
  text: string;
  /** Offered only while a filter narrows the list. */
  canReset: boolean;
  reset: string;
  onReset: () => void;
  create: string;
  createHref: string;
}

/** Nothing matches: a heading, a line, and the ways out: back to everything, or create one. */
export function CatalogueEmpty(props: CatalogueEmptyProps) {
  const { title, text, canReset, reset, onReset, create, createHref } = props;
  return (
    <div className={css({ textAlign: 'center', py: '12', px: '4' })}>
      <h3 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h3>
      <p className={css({ mt: '2', color: 'fg.muted' })}>{text}</p>
      <div
        className={css({
          mt: '6',
          display: 'flex',
          gap: '3',
          justifyContent: 'center',
          flexWrap: 'wrap',
        })}
      >
        {canReset && (
          <Button variant="outline" onClick={onReset}>
            {reset}
          </Button>
        )}
        <LinkButton href={createHref} variant="ghost">
          <Plus aria-hidden />
          {create}
        </LinkButton>
      </div>
    </div>
  );
}

const cardItem = css({ display: 'flex', '& > *': { flex: '1' } });

/**
 * The cards found so far; while the first page loads, six placeholders in their place (hidden
 * from screen readers, which hear the status line), and three under the list while more load.
 */
export function CatalogueCards<TItem extends { id: string }>({
  status,
  items,
  card,
  skeleton,
}: {
  status: PagedStatus;
  items: TItem[];
  card: (item: TItem, index: number) => ReactNode;
  skeleton: ReactNode;
}) {
  const loading = status === 'loading';
  if (!loading && items.length === 0) return null;
  return (
    <ul className={cardGrid} aria-hidden={loading || undefined}>
      {items.map((item, index) => (
        <li key={item.id} className={cardItem}>
          {card(item, index)}
        </li>
      ))}
      {(loading || status === 'loadingMore') &&
        Array.from({ length: loading ? 6 : 3 }, (_, i) => (
          <li key={`skeleton-${i}`} aria-hidden="true">
            {skeleton}
          </li>
        ))}
    </ul>
  );
}

export interface CatalogueListEndProps {
  status: PagedStatus;
  listEnd: ListEnd;
  loadMore: string;
  loadingMore: string;
  allShown: string;
  /** Why the next page did not come, shown while it has not. */
  moreFailed: string;
  onLoadMore: () => void;
}

/** Under the cards: why more did not load, then the «more» button or «that is all». */
export function CatalogueListEnd(props: CatalogueListEndProps) {
  const { status, listEnd, loadMore, loadingMore, allShown, moreFailed, onLoadMore } = props;
  return (
    <>
      {status === 'moreFailed' && (
        <Alert variant="destructive" className={css({ mt: '6' })}>
          {moreFailed}
        </Alert>
      )}
      {listEnd && (
        <div className={css({ mt: '8', display: 'flex', justifyContent: 'center' })}>
          {listEnd === 'more' ? (
            <Button
              variant="outline"
              onClick={onLoadMore}
              loading={status === 'loadingMore'}
              loadingText={loadingMore}
            >
              {loadMore}
            </Button>
          ) : (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{allShown}</p>
          )}
        </div>
      )}
    </>
  );
}
