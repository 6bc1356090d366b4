import type { SnapshotFrom } from 'xstate';
import { type catalogueMachine, pagesLeft } from './catalogue.machine';

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
});
