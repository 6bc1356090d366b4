import type { SnapshotFrom } from 'xstate';
import {
  type DateRange,
  type RangeError,
  type catalogueMachine,
  pagesLeft,
} from './catalogue.machine';

type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export type CatalogueStatus =
  'loading' | 'loaded' | 'loadingMore' | 'moreFailed' | 'empty' | 'failed';

export const selectCatalogueStatus = (s: CatalogueSnapshot): CatalogueStatus => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('empty')) return 'empty';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ loaded: 'loadingMore' })) return 'loadingMore';
  if (s.matches({ loaded: 'moreFailed' })) return 'moreFailed';
  return 'loaded';
};

export const selectCatalogueView = (s: CatalogueSnapshot) => ({
  status: selectCatalogueStatus(s),
  filters: s.context.filters,
  items: s.context.items,
  total: s.context.total,
  capped: s.context.capped,
  hasMore: s.matches({ loaded: 'moreFailed' }) || (s.matches('loaded') && pagesLeft(s.context)),
  error: s.context.error?.code ?? null,
  /** The dates the range inputs show: a refused range as typed, else the applied one. */
  range: (s.context.refusedRange ?? {
    from: s.context.filters.from,
    to: s.context.filters.to,
  }) satisfies DateRange,
  rangeError: (s.context.refusedRange ? 'reversed' : null) as RangeError | null,
});
