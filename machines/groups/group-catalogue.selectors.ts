import type { SnapshotFrom } from 'xstate';
import { activeGroupFilters } from './group-catalogue.filters';
import { type PagedStatus, listEndOf, pagedStatus, pagesLeft } from '../shared/paging';
import { type groupCatalogueMachine } from './group-catalogue.machine';

type GroupCatalogueSnapshot = SnapshotFrom<typeof groupCatalogueMachine>;

export type GroupCatalogueStatus = PagedStatus;

/** Everything the catalogue's view reads. */
export const selectGroupCatalogueView = (s: GroupCatalogueSnapshot) => {
  const status: GroupCatalogueStatus = pagedStatus(s);
  const { filters, items, total, capped } = s.context;
  const hasMore = status === 'moreFailed' || (status === 'loaded' && pagesLeft(s.context));
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
    listEnd: listEndOf(status, hasMore),
    hasMore,
    error: s.context.error?.code ?? null,
  } as const;
};

export type GroupCatalogueView = ReturnType<typeof selectGroupCatalogueView>;
