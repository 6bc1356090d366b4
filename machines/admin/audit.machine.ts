import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import {
  type AuditEntry,
  type AuditFilters,
  type AuditPage,
  type AuditQuery,
  NO_AUDIT_FILTERS,
} from './audit.types';

/** Rows a page of the log holds. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditContext {
  filters: AuditFilters;
  /** The page shown, or asked for (0-based). */
  page: number;
  entries: AuditEntry[];
  total: number;
  error: AdminFailure | null;
}

export type AuditEvent =
  /** Some filters changed; the others stay. */
  | { type: 'filters.set'; filters: Partial<AuditFilters> }
  | { type: 'filters.clear' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'retry' };

const filtersOf = ({ event }: { event: { filters: Partial<AuditFilters> } }) => ({
  filters: event.filters,
});

/** Another filter: the list again from its first page. */
const filter = {
  'filters.set': {
    target: '.loading',
    reenter: true,
    actions: { type: 'applyFilters', params: filtersOf },
  },
  'filters.clear': {
    guard: 'isFiltered',
    target: '.loading',
    reenter: true,
    actions: 'clearFilters',
  },
} as const;

const readPage = (id: string) =>
  ({
    id,
    src: 'loadAudit',
    input: ({ context }: { context: AuditContext }): AuditQuery => ({
      filters: context.filters,
      page: context.page,
      pageSize: AUDIT_PAGE_SIZE,
    }),
  }) as const;

/**
 * /admin/audit: who did what, newest first (issue 19), a page at a time, narrowed by kind of
 * action, by admin, by target type and by dates. Turning a page keeps the rows shown until the
 * next arrive (`paging`); a filter lists again from the first page.
 */
export const auditMachine = setup({
  types: {
    context: {} as AuditContext,
    events: {} as AuditEvent,
  },
  actors: {
    loadAudit: notProvided<AuditPage, AuditQuery>('loadAudit'),
  },
  actions: {
    applyFilters: assign(({ context }, { filters }: { filters: Partial<AuditFilters> }) => ({
      filters: { ...context.filters, ...filters },
      page: 0,
      error: null,
    })),
    clearFilters: assign({ filters: NO_AUDIT_FILTERS, page: 0, error: null }),
    nextPage: assign(({ context }) => ({ page: context.page + 1 })),
    previousPage: assign(({ context }) => ({ page: context.page - 1 })),
    setPage: assign((_, { output }: { output: AuditPage }) => ({
      entries: output.items,
      total: output.total,
      error: null,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({ error: adminFailureOf(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    isEmpty: (_, { output }: { output: AuditPage }) => output.items.length === 0,
    hasNext: ({ context }) => (context.page + 1) * AUDIT_PAGE_SIZE < context.total,
    hasPrevious: ({ context }) => context.page > 0,
    isFiltered: ({ context }) => Object.values(context.filters).some((value) => value !== null),
  },
}).createMachine({
  id: 'audit',
  context: { filters: NO_AUDIT_FILTERS, page: 0, entries: [], total: 0, error: null },
  initial: 'loading',
  on: filter,
  states: {
    loading: {
      invoke: {
        ...readPage('loadAudit'),
        onDone: [
          {
            guard: { type: 'isEmpty', params: outputOf },
            target: 'empty',
            actions: { type: 'setPage', params: outputOf },
          },
          { target: 'loaded', actions: { type: 'setPage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
    },
    loaded: {
      on: {
        'page.next': { guard: 'hasNext', target: 'paging', actions: 'nextPage' },
        'page.previous': { guard: 'hasPrevious', target: 'paging', actions: 'previousPage' },
      },
    },
    paging: {
      invoke: {
        ...readPage('loadPage'),
        onDone: { target: 'loaded', actions: { type: 'setPage', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
    },
    empty: {},
    failed: {
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
  },
});
