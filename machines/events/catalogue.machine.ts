import { assign, setup } from 'xstate';
import { answeredSnapshot } from '../shared/answered';
import {
  firstPage,
  loadedPages,
  nextPage,
  noPages,
  type Page,
  type Paged,
  pagesLeft,
  reloadList,
} from '../shared/paging';
import { notProvided } from '../shared/placeholders';
import { PAGE_SIZE } from './catalogue.constants';
import { type EventsFailure, type EventSummary, toEventsFailure } from './events.types';
import { type EventFilters, DEFAULT_FILTERS, sameFilters } from './filters';

export { PAGE_SIZE };

export type CataloguePage = Page<EventSummary>;

export interface LoadPageInput {
  filters: EventFilters;
  offset: number;
  limit: number;
}

export interface CatalogueContext extends Paged<EventSummary> {
  filters: EventFilters;
  error: EventsFailure | null;
  /**
   * A range as typed that ends before it starts: refused (neither applied nor written to the
   * address) and kept only so the inputs show it beside the reason until it is corrected.
   */
  refusedRange: DateRange | null;
  /** The phone's filter dialog is open (the side panel of wide screens needs no opening). */
  filtersOpen: boolean;
}

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** Why the typed range was refused; the view words it. */
export type RangeError = 'reversed';

export type CatalogueEvent =
  /** The address changed (back/forward, the header's search, a shared link). */
  | { type: 'url.change'; filters: EventFilters }
  /** Someone changed a control on the page. */
  | { type: 'filter.change'; patch: Partial<EventFilters> }
  | { type: 'filters.reset' }
  /** The phone's filter dialog: its button, or Ark asking to close it (Escape, outside, done). */
  | { type: 'filters.open' }
  | { type: 'filters.close' }
  | { type: 'more.load' }
  | { type: 'retry' };

/** `yyyy-MM-dd` strings compare as the days they name. */
const reversed = (f: Pick<EventFilters, 'date' | 'from' | 'to'>) =>
  f.date === 'range' && f.from !== null && f.to !== null && f.to < f.from;

const merged = (context: CatalogueContext, event: CatalogueEvent): EventFilters => {
  if (event.type === 'url.change') return event.filters;
  if (event.type === 'filters.reset') return { ...DEFAULT_FILTERS, q: context.filters.q };
  if (event.type !== 'filter.change') return context.filters;
  const next = { ...context.filters, ...event.patch };
  // Leaving the chosen-range preset forgets its dates, so the URL does not carry dead params.
  if (next.date !== 'range') return { ...next, from: null, to: null };
  return next;
};

const reload = reloadList<CatalogueContext>();

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
    applyFilters: assign(({ context, event }) => ({
      filters: merged(context, event),
      refusedRange: null,
    })),
    refuseRange: assign(({ context, event }) => {
      const { from, to } = merged(context, event);
      return { refusedRange: { from, to } };
    }),
    forgetRefusedRange: assign({ refusedRange: null }),
    openFilters: assign({ filtersOpen: true }),
    closeFilters: assign({ filtersOpen: false }),
    clearResults: assign({ ...noPages, error: null }),
    markEmpty: assign({ total: 0, exhausted: true }),
    takeFirstPage: assign((_, { page }: { page: CataloguePage }) => firstPage(page, PAGE_SIZE)),
    appendPage: assign(({ context }, { output }: { output: CataloguePage }) =>
      nextPage(context, output, PAGE_SIZE),
    ),
    setError: assign((_, { error }: { error: unknown }) => ({ error: toEventsFailure(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    filtersDiffer: ({ context, event }) => !sameFilters(context.filters, merged(context, event)),
    touchesRange: ({ event }) =>
      event.type === 'filter.change' && ('from' in event.patch || 'to' in event.patch),
    /** The change would make the range end before it starts. */
    rangeReversed: ({ context, event }) => reversed(merged(context, event)),
    isEmpty: (_, { page }: { page: CataloguePage }) => page.items.length === 0,
    hasMore: ({ context }) => pagesLeft(context),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    filters: input.filters,
    ...noPages,
    error: null,
    refusedRange: null,
    filtersOpen: false,
  }),
  initial: 'loading',
  on: {
    'url.change': [
      {
        guard: 'filtersDiffer',
        target: '.loading',
        reenter: true,
        actions: 'applyFilters',
      },
      // Back to the filters on screen: whatever was refused meanwhile is gone with the address
      { actions: 'forgetRefusedRange' },
    ],
    'filter.change': [
      // Refused before anything else: a reversed range never reaches the list or the address.
      { guard: 'rangeReversed', actions: 'refuseRange' },
      { guard: 'filtersDiffer', ...reload },
      // Dates typed back to what is applied: nothing to load, but the refused range is corrected.
      { guard: 'touchesRange', actions: 'forgetRefusedRange' },
    ],
    'filters.reset': { guard: 'filtersDiffer', ...reload },
    // Open or not, the dialog changes no result: filters chosen in it apply as they are chosen.
    'filters.open': { actions: 'openFilters' },
    'filters.close': { actions: 'closeFilters' },
  },
  states: {
    loading: {
      entry: 'clearResults',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, offset: 0, limit: PAGE_SIZE }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: 'markEmpty',
          },
          {
            target: 'loaded',
            actions: { type: 'takeFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: loadedPages<CatalogueContext>(PAGE_SIZE),
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
