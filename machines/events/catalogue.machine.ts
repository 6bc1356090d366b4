import { assign, setup } from 'xstate';
import { answeredSnapshot } from '../shared/answered';
import { notProvided } from '../shared/placeholders';
import { PAGE_SIZE } from './catalogue.constants';
import { type EventsFailure, type EventSummary, toEventsFailure } from './events.types';
import { type EventFilters, DEFAULT_FILTERS, sameFilters } from './filters';

export { PAGE_SIZE };

export interface CataloguePage {
  items: EventSummary[];
  /** All matches, or the cap of the count; null when the service did not count them. */
  total: number | null;
  /** More than `total` match: the service stopped counting at its cap. */
  capped: boolean;
}

export interface LoadPageInput {
  filters: EventFilters;
  offset: number;
  limit: number;
}

export interface CatalogueContext {
  filters: EventFilters;
  items: EventSummary[];
  total: number | null;
  /** The total is a cap ("more than 100"), so it cannot tell where the list ends. */
  capped: boolean;
  /** An uncounted (or capped) list is over once a page comes back short. */
  exhausted: boolean;
  error: EventsFailure | null;
}

export type CatalogueEvent =
  /** The address changed (back/forward, the header's search, a shared link). */
  | { type: 'url.change'; filters: EventFilters }
  /** Someone changed a control on the page. */
  | { type: 'filter.change'; patch: Partial<EventFilters> }
  | { type: 'filters.reset' }
  | { type: 'more.load' }
  | { type: 'retry' };

/** Whether another page may follow: the exact total says so, else a short page ends the list. */
export const pagesLeft = (c: Pick<CatalogueContext, 'items' | 'total' | 'capped' | 'exhausted'>) =>
  c.total !== null && !c.capped ? c.items.length < c.total : !c.exhausted;

const merged = (context: CatalogueContext, event: CatalogueEvent): EventFilters => {
  if (event.type === 'url.change') return event.filters;
  if (event.type === 'filters.reset') return { ...DEFAULT_FILTERS, q: context.filters.q };
  if (event.type !== 'filter.change') return context.filters;
  const next = { ...context.filters, ...event.patch };
  // Leaving the chosen-range preset forgets its dates, so the URL does not carry dead params.
  if (next.date !== 'range') return { ...next, from: null, to: null };
  return next;
};

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as { filters: EventFilters },
  },
  actors: {
    loadPage: notProvided<CataloguePage, LoadPageInput>('loadPage'),
  },
  actions: {
    /** Writes the filters to the address; the page provides it with the router. */
    updateUrl: (_, _params: { filters: EventFilters }) => {},
    applyFilters: assign(({ context, event }) => ({ filters: merged(context, event) })),
  },
  guards: {
    filtersDiffer: ({ context, event }) => !sameFilters(context.filters, merged(context, event)),
    isEmpty: ({ event }) =>
      (event as unknown as { output: CataloguePage }).output.items.length === 0,
    hasMore: ({ context }) => pagesLeft(context),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    filters: input.filters,
    items: [],
    total: null,
    capped: false,
    exhausted: false,
    error: null,
  }),
  initial: 'loading',
  on: {
    'url.change': {
      guard: 'filtersDiffer',
      target: '.loading',
      reenter: true,
      actions: 'applyFilters',
    },
    'filter.change': {
      guard: 'filtersDiffer',
      target: '.loading',
      reenter: true,
      actions: [
        'applyFilters',
        { type: 'updateUrl', params: ({ context }) => ({ filters: context.filters }) },
      ],
    },
    'filters.reset': {
      guard: 'filtersDiffer',
      target: '.loading',
      reenter: true,
      actions: [
        'applyFilters',
        { type: 'updateUrl', params: ({ context }) => ({ filters: context.filters }) },
      ],
    },
  },
  states: {
    loading: {
      entry: assign({ items: [], total: null, capped: false, exhausted: false, error: null }),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, offset: 0, limit: PAGE_SIZE }),
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: assign({ total: 0, exhausted: true }) },
          {
            target: 'loaded',
            actions: assign({
              items: ({ event }) => event.output.items,
              total: ({ event }) => event.output.total,
              capped: ({ event }) => event.output.capped,
              exhausted: ({ event }) => event.output.items.length < PAGE_SIZE,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toEventsFailure(event.error) }),
        },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({
              filters: context.filters,
              offset: context.items.length,
              limit: PAGE_SIZE,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                // An event moved between pages while paging (a new one published): no duplicates.
                items: ({ context, event }) => {
                  const seen = new Set(context.items.map((e) => e.id));
                  return [...context.items, ...event.output.items.filter((e) => !seen.has(e.id))];
                },
                total: ({ context, event }) => event.output.total ?? context.total,
                capped: ({ context, event }) =>
                  event.output.total === null ? context.capped : event.output.capped,
                exhausted: ({ event }) => event.output.items.length < PAGE_SIZE,
              }),
            },
            onError: {
              target: 'moreFailed',
              actions: assign({ error: ({ event }) => toEventsFailure(event.error) }),
            },
          },
        },
        moreFailed: {
          on: { 'more.load': { target: 'loadingMore', actions: assign({ error: null }) } },
        },
      },
    },
    empty: {},
    failed: {
      on: { retry: { target: 'loading' } },
    },
  },
});

/**
 * The snapshot the machine reaches once `page` has loaded as the first page for `filters`, to
 * start an actor in when that page is already at hand: see answeredSnapshot.
 */
export function withFirstPage(
  machine: typeof catalogueMachine,
  filters: EventFilters,
  page: CataloguePage,
) {
  return answeredSnapshot(machine, { filters }, 'loadPage', page);
}
