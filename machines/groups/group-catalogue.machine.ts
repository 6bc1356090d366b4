import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
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
import {
  DEFAULT_GROUP_FILTERS,
  GROUPS_PAGE_SIZE,
  type GroupFilters,
  sameGroupFilters,
} from './group-catalogue.filters';
import { type GroupSummary, type GroupsFailure, toGroupsFailure } from './groups.types';

export type GroupCataloguePage = Page<GroupSummary>;

export interface LoadGroupsInput {
  filters: GroupFilters;
  offset: number;
  limit: number;
}

export interface GroupCatalogueContext extends Paged<GroupSummary> {
  filters: GroupFilters;
  error: GroupsFailure | null;
}

export type GroupCatalogueEvent =
  /** The address changed (back/forward, a shared link). */
  | { type: 'url.change'; filters: GroupFilters }
  /** Someone changed a control on the page. */
  | { type: 'filter.change'; patch: Partial<GroupFilters> }
  | { type: 'filters.reset' }
  | { type: 'more.load' }
  | { type: 'retry' };

const merged = (context: GroupCatalogueContext, event: GroupCatalogueEvent): GroupFilters => {
  if (event.type === 'url.change') return event.filters;
  // The words stay: reset clears the filters beside the search, not the search itself.
  if (event.type === 'filters.reset') return { ...DEFAULT_GROUP_FILTERS, q: context.filters.q };
  if (event.type === 'filter.change') return { ...context.filters, ...event.patch };
  return context.filters;
};

const reload = reloadList<GroupCatalogueContext>();

export const groupCatalogueMachine = setup({
  types: {
    context: {} as GroupCatalogueContext,
    events: {} as GroupCatalogueEvent,
    input: {} as { filters: GroupFilters },
  },
  actors: {
    loadPage: notProvided<GroupCataloguePage, LoadGroupsInput>('loadPage'),
  },
  actions: {
    /** Writes the filters to the address; the page provides it with the router. */
    updateUrl: (_, _params: { filters: GroupFilters }) => {},
    applyFilters: assign(({ context, event }) => ({ filters: merged(context, event) })),
    clearResults: assign({ ...noPages, error: null }),
    takeFirstPage: assign((_, { output }: { output: GroupCataloguePage }) =>
      firstPage(output, GROUPS_PAGE_SIZE),
    ),
    appendPage: assign(({ context }, { output }: { output: GroupCataloguePage }) =>
      nextPage(context, output, GROUPS_PAGE_SIZE),
    ),
    setError: assign((_, { error }: { error: unknown }) => ({ error: toGroupsFailure(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    filtersDiffer: ({ context, event }) =>
      !sameGroupFilters(context.filters, merged(context, event)),
    isEmpty: (_, { output }: { output: GroupCataloguePage }) => output.items.length === 0,
    hasMore: ({ context }) => pagesLeft(context),
  },
}).createMachine({
  id: 'groupCatalogue',
  context: ({ input }) => ({ filters: input.filters, ...noPages, error: null }),
  initial: 'loading',
  on: {
    // The address is already what it says: only the list follows it.
    'url.change': {
      guard: 'filtersDiffer',
      target: '.loading',
      reenter: true,
      actions: 'applyFilters',
    },
    'filter.change': { guard: 'filtersDiffer', ...reload },
    'filters.reset': { guard: 'filtersDiffer', ...reload },
  },
  states: {
    loading: {
      entry: 'clearResults',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, offset: 0, limit: GROUPS_PAGE_SIZE }),
        onDone: [
          { guard: { type: 'isEmpty', params: outputOf }, target: 'empty' },
          { target: 'loaded', actions: { type: 'takeFirstPage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
    },
    loaded: loadedPages<GroupCatalogueContext>(GROUPS_PAGE_SIZE),
    empty: {},
    failed: {
      on: { retry: { target: 'loading' } },
    },
  },
});
