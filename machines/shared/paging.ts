import { errorOf, outputOf } from './params';

/**
 * A catalogue that loads its list a page at a time (events, groups): how a page arrives, when the
 * list is over and what the screen says about it. The machines keep their own named actions and
 * states; these are the rules those actions apply, so both lists page alike.
 */

/** One page as the service answers it. */
export interface Page<TItem> {
  items: TItem[];
  /** All matches, or the cap of the count; null when the service did not count them. */
  total: number | null;
  /** More than `total` match: the service stopped counting at its cap. */
  capped: boolean;
}

/** The pages loaded so far, as the machine's context holds them. */
export interface Paged<TItem> extends Page<TItem> {
  /** An uncounted (or capped) list is over once a page comes back short. */
  exhausted: boolean;
}

/** What a list holds before its first page answers. */
export const noPages: Paged<never> = { items: [], total: null, capped: false, exhausted: false };

/** Whether another page may follow: the exact total says so, else a short page ends the list. */
export const pagesLeft = (c: Paged<unknown>) =>
  c.total !== null && !c.capped ? c.items.length < c.total : !c.exhausted;

export const firstPage = <TItem>(page: Page<TItem>, pageSize: number): Paged<TItem> => ({
  items: page.items,
  total: page.total,
  capped: page.capped,
  exhausted: page.items.length < pageSize,
});

export const nextPage = <TItem extends { id: string }>(
  loaded: Paged<TItem>,
  page: Page<TItem>,
  pageSize: number,
): Paged<TItem> => {
  // An item moved between pages while paging (a new one published, a group joined): no duplicates.
  const seen = new Set(loaded.items.map((item) => item.id));
  return {
    items: [...loaded.items, ...page.items.filter((item) => !seen.has(item.id))],
    total: page.total ?? loaded.total,
    capped: page.total === null ? loaded.capped : page.capped,
    exhausted: page.items.length < pageSize,
  };
};

export type PagedStatus = 'loading' | 'loaded' | 'loadingMore' | 'moreFailed' | 'empty' | 'failed';

/** The states a paged catalogue machine has; a snapshot of one answers `matches` for them. */
type PagedStateValue =
  'loading' | 'empty' | 'failed' | 'loaded' | { loaded: 'idle' | 'loadingMore' | 'moreFailed' };

interface PagedSnapshot {
  matches(value: PagedStateValue): boolean;
}

export const pagedStatus = (s: PagedSnapshot): PagedStatus => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('empty')) return 'empty';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ loaded: 'loadingMore' })) return 'loadingMore';
  if (s.matches({ loaded: 'moreFailed' })) return 'moreFailed';
  return 'loaded';
};

/** What ends the list: the «more» button (loading or not), «that is all», or nothing yet. */
export type ListEnd = 'more' | 'allShown' | null;

export const listEndOf = (status: PagedStatus, hasMore: boolean): ListEnd => {
  const listed = status === 'loaded' || status === 'loadingMore' || status === 'moreFailed';
  return listed ? (hasMore || status === 'loadingMore' ? 'more' : 'allShown') : null;
};

/**
 * A filter changed on the page: the filters applied (`applyFilters`), written to the address
 * (`updateUrl`), and the list loaded again from its first page. The machine declares these names.
 */
export const reloadList = <TContext extends { filters: unknown }>() =>
  ({
    target: '.loading',
    reenter: true,
    actions: [
      'applyFilters',
      {
        type: 'updateUrl',
        params: ({ context }: { context: TContext }): { filters: TContext['filters'] } => ({
          filters: context.filters,
        }),
      },
    ],
  }) as const;

/**
 * The `loaded` state of a paged catalogue machine: idle until `more.load` (when `hasMore`), then
 * the next `pageSize` after what is listed from its `loadPage` actor, appended (`appendPage`), or
 * a failure kept (`setError`) until `more.load` tries again (`clearError`). The machine declares
 * these names in its setup().
 */
export const loadedPages = <TContext extends { filters: unknown; items: unknown[] }>(
  pageSize: number,
) =>
  ({
    initial: 'idle',
    states: {
      idle: {
        on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } },
      },
      loadingMore: {
        invoke: {
          id: 'loadMore',
          src: 'loadPage',
          input: ({
            context,
          }: {
            context: TContext;
          }): { filters: TContext['filters']; offset: number; limit: number } => ({
            filters: context.filters,
            offset: context.items.length,
            limit: pageSize,
          }),
          onDone: { target: 'idle', actions: { type: 'appendPage', params: outputOf } },
          onError: { target: 'moreFailed', actions: { type: 'setError', params: errorOf } },
        },
      },
      moreFailed: {
        on: { 'more.load': { target: 'loadingMore', actions: 'clearError' } },
      },
    },
  }) as const;
