/**
 * The parts the events and groups catalogues draw alike: the search form, the empty result and
 * what ends the list. Texts come in as words, already translated by the catalogue that draws them.
 */
import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ListEnd, PagedStatus } from '../../../machines/shared/paging';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Input } from '../ui/field';

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

/** Nothing matches: a heading, a line, and the ways out (reset, create) as children. */
export function CatalogueEmpty({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
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
        {children}
      </div>
    </div>
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
