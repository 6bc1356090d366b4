import type { SnapshotFrom } from 'xstate';
import { activeGroupFilters } from './group-catalogue.filters';
import { type groupCatalogueMachine, groupPagesLeft } from './group-catalogue.machine';

type GroupCatalogueSnapshot = SnapshotFrom<typeof groupCatalogueMachine>;

export type GroupCatalogueStatus =
  'loading' | 'loaded' | 'loadingMore' | 'moreFailed' | 'empty' | 'failed';

const statusOf = (s: GroupCatalogueSnapshot): GroupCatalogueStatus => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('empty')) return 'empty';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ loaded: 'loadingMore' })) return 'loadingMore';
  if (s.matches({ loaded: 'moreFailed' })) return 'moreFailed';
  return 'loaded';
};

/** Everything the catalogue's view reads. */
export const selectGroupCatalogueView = (s: GroupCatalogueSnapshot) => {
  const status = statusOf(s);
  const { filters, items, total, capped } = s.context;
  const listed = status === 'loaded' || status === 'loadingMore' || status === 'moreFailed';
  const hasMore = status === 'moreFailed' || (status === 'loaded' && groupPagesLeft(s.context));
  return {
    status,
    filters,
    items,
    /** Something to reset: the reset buttons show only then. */
    canReset: activeGroupFilters(filters) > 0,
    /** How many the line above the cards names: every match, or the cap («more than»). */
    found: total ?? items.length,
    capped,
    busy: status === 'loading' || status === 'loadingMore',
    /** What ends the list: the «more» button (loading or not), «that is all», or nothing. */
    listEnd: listed ? (hasMore || status === 'loadingMore' ? 'more' : 'allShown') : null,
    hasMore,
    error: s.context.error?.code ?? null,
  } as const;
};

export type GroupCatalogueView = ReturnType<typeof selectGroupCatalogueView>;
