import type { SnapshotFrom } from 'xstate';
import { type PagedStatus, listEndOf, pagedStatus, pagesLeft } from '../shared/paging';
import { type DateRange, type RangeError, type catalogueMachine } from './catalogue.machine';
import { activeFilterCount } from './filters';

type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export type CatalogueStatus = PagedStatus;

/** What the line above the cards says; the view words it. */
export type CatalogueSummary = 'loading' | 'loadingMore' | 'found' | 'foundMore' | null;

export const selectCatalogueStatus = (s: CatalogueSnapshot): CatalogueStatus => pagedStatus(s);

const summaryOf = (status: CatalogueStatus, capped: boolean): CatalogueSummary => {
  if (status === 'loading' || status === 'loadingMore') return status;
  if (status === 'loaded' || status === 'moreFailed') return capped ? 'foundMore' : 'found';
  return null;
};

/**
 * The controls: the filters as applied, the dates as typed, how many filters are on and whether
 * the phone's dialog is open.
 */
export const selectCatalogueFilters = (s: CatalogueSnapshot) => {
  const { filters, refusedRange } = s.context;
  const activeFilters = activeFilterCount(filters);
  return {
    filters,
    /** The dates the range inputs show: a refused range as typed, else the applied one. */
    range: (refusedRange ?? { from: filters.from, to: filters.to }) satisfies DateRange,
    rangeError: (refusedRange ? 'reversed' : null) as RangeError | null,
    activeFilters,
    /** Something to reset: the reset buttons show only then. */
    canReset: activeFilters > 0,
    filtersOpen: s.context.filtersOpen,
  };
};

/** The list and what surrounds it. Flat too, so the page can defer drawing it as one value. */
export const selectCatalogueResults = (s: CatalogueSnapshot) => {
  const status = selectCatalogueStatus(s);
  const { items, total, capped } = s.context;
  const hasMore =
    s.matches({ loaded: 'moreFailed' }) || (s.matches('loaded') && pagesLeft(s.context));
  return {
    status,
    items,
    total,
    capped,
    hasMore,
    error: s.context.error?.code ?? null,
    summary: summaryOf(status, capped),
    /** The number the summary names: every match, or the cap, or what is shown. */
    found: total ?? items.length,
    busy: status === 'loading' || status === 'loadingMore',
    listEnd: listEndOf(status, hasMore),
  };
};

export const selectCatalogueView = (s: CatalogueSnapshot) => ({
  ...selectCatalogueFilters(s),
  ...selectCatalogueResults(s),
});

export type CatalogueFiltersView = ReturnType<typeof selectCatalogueFilters>;
export type CatalogueResultsView = ReturnType<typeof selectCatalogueResults>;
