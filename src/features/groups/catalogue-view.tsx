import { Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { GroupFilters, GroupSort } from '../../../machines/groups/group-catalogue.filters';
import type { GroupCatalogueView as ViewModel } from '../../../machines/groups/group-catalogue.selectors';
import { type CategoryId, GROUP_CATEGORY_IDS } from '../../../machines/groups/groups.types';
import {
  CatalogueCards,
  CatalogueEmpty,
  CatalogueListEnd,
  CatalogueSearch,
  cataloguePage,
} from '../../components/catalogue/catalogue-parts';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { LinkButton } from '../../components/ui/link-button';
import { groupCatalogueMessages as m } from './catalogue.messages';
import { GroupCard, GroupCardSkeleton } from './group-card';
import { groupCategoryMessages, groupErrorMessages } from './groups.messages';
import { SelectField } from './select-field';

export interface GroupCatalogueViewProps extends ViewModel {
  onFilterChange: (patch: Partial<GroupFilters>) => void;
  onReset: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** Two covers fill a phone's first screen; further down they load lazily. */
const PRIORITY_CARDS = 2;

export function GroupCatalogueView(props: GroupCatalogueViewProps) {
  const { status, filters, items, canReset, found, capped, busy, listEnd, error } = props;
  const { onFilterChange, onReset, onLoadMore, onRetry } = props;
  const t = useIntl().formatMessage;

  const applyCity = (value: string) => onFilterChange({ city: value.trim() });

  const summary =
    status === 'loading'
      ? t(m.loading)
      : status === 'loadingMore'
        ? t(m.loadingMore)
        : status === 'loaded' || status === 'moreFailed'
          ? t(capped ? m.foundMore : m.found, { count: found })
          : '';

  return (
    <div className={cataloguePage}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: '3',
          mb: '4',
        })}
      >
        <div>
          <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
            {t(m.title)}
          </h1>
          <p className={css({ mt: '1', color: 'fg.muted' })}>{t(m.subtitle)}</p>
        </div>
        <LinkButton href="/groups/create" variant="outline">
          <Plus aria-hidden />
          {t(m.create)}
        </LinkButton>
      </div>

      <CatalogueSearch
        q={filters.q}
        label={t(m.searchLabel)}
        placeholder={t(m.searchPlaceholder)}
        submit={t(m.searchSubmit)}
        onSearch={(q) => onFilterChange({ q })}
      />

      <div
        role="group"
        aria-label={t(m.filters)}
        className={css({
          mt: '4',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
          gap: '3',
          alignItems: 'end',
        })}
      >
        <SelectField<CategoryId | ''>
          label={t(m.category)}
          value={filters.category ?? ''}
          onChange={(value) => onFilterChange({ category: value || null })}
          options={[
            { value: '', label: t(m.anyCategory) },
            ...GROUP_CATEGORY_IDS.map((id) => ({ value: id, label: t(groupCategoryMessages[id]) })),
          ]}
        />
        <Field label={t(m.city)}>
          <Input
            // Applied when the person is done typing (Enter or leaving the field), not per letter.
            key={filters.city}
            defaultValue={filters.city}
            autoComplete="address-level2"
            enterKeyHint="search"
            title={t(m.cityHint)}
            onBlur={(e) => applyCity(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyCity(e.currentTarget.value);
            }}
          />
        </Field>
        <SelectField<GroupSort>
          label={t(m.sort)}
          value={filters.sort}
          onChange={(sort) => onFilterChange({ sort })}
          options={[
            { value: 'members', label: t(m.mostMembers) },
            { value: 'newest', label: t(m.newest) },
          ]}
        />
      </div>

      <section aria-labelledby="groups-results-title" aria-busy={busy} className={css({ mt: '6' })}>
        <h2 id="groups-results-title" className={css({ srOnly: true })}>
          {t(m.results)}
        </h2>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '3',
            mb: '4',
          })}
        >
          <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm', minH: '5' })}>
            {summary}
          </p>
          {canReset && status !== 'empty' && (
            <Button variant="ghost" size="sm" onClick={onReset}>
              {t(m.reset)}
            </Button>
          )}
        </div>

        {status === 'failed' && (
          <RetryAlert title={t(m.errorTitle)} retry={t(m.retry)} onRetry={onRetry} size="md">
            {t(groupErrorMessages[error ?? 'unknown'])}
          </RetryAlert>
        )}

        {status === 'empty' && (
          <CatalogueEmpty
            title={t(m.emptyTitle)}
            text={t(m.emptyText)}
            canReset={canReset}
            reset={t(m.reset)}
            onReset={onReset}
            create={t(m.create)}
            createHref="/groups/create"
          />
        )}

        <CatalogueCards
          status={status}
          items={items}
          card={(group, index) => <GroupCard group={group} priority={index < PRIORITY_CARDS} />}
          skeleton={<GroupCardSkeleton />}
        />

        <CatalogueListEnd
          status={status}
          listEnd={listEnd}
          loadMore={t(m.loadMore)}
          loadingMore={t(m.loadingMore)}
          allShown={t(m.allShown)}
          moreFailed={`${t(m.moreFailed)} ${t(groupErrorMessages[error ?? 'unknown'])}`}
          onLoadMore={onLoadMore}
        />
      </section>
    </div>
  );
}
