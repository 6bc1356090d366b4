import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import {
  type AdminUser,
  type UserFilters,
  type UsersPage,
  type UsersQuery,
  DEFAULT_USER_FILTERS,
  QUERY_MAX_LENGTH,
} from './users.types';

/** Rows a page of the table holds. */
export const USERS_PAGE_SIZE = 25;

/** Long enough to let a name be typed, short enough to feel like the list follows it. */
export const SEARCH_DELAY_MS = 300;

export interface AdminUsersContext {
  filters: UserFilters;
  /** The search box as typed; it becomes `filters.query` once typing pauses or on Enter. */
  typed: string;
  /** 0-based, as the contract counts pages. */
  page: number;
  items: AdminUser[];
  /** Everyone the filters match, over all pages; null before the first answer. */
  total: number | null;
  error: AdminFailure | null;
}

export type AdminUsersEvent =
  | { type: 'query.change'; value: string }
  /** Enter in the search box: no need to wait for the pause. */
  | { type: 'query.submit' }
  | { type: 'filter.change'; patch: Partial<Omit<UserFilters, 'query'>> }
  | { type: 'page.change'; page: number }
  | { type: 'retry' }
  /** An action on a row answered with the person as they are now. */
  | { type: 'user.changed'; user: AdminUser }
  | { type: 'user.created'; user: AdminUser }
  | { type: 'user.deleted'; userId: string };

const searchOf = (typed: string) => typed.trim().slice(0, QUERY_MAX_LENGTH);

const patched = (filters: UserFilters, patch: Partial<UserFilters>) => ({ ...filters, ...patch });

const sameFilters = (a: UserFilters, b: UserFilters) =>
  (Object.keys(a) as (keyof UserFilters)[]).every((key) => a[key] === b[key]);

export const pageCountOf = (total: number | null, pageSize: number) =>
  total === null ? 0 : Math.ceil(total / pageSize);

/**
 * The admin's users table (issue 19, /admin/users): the server searches, filters, sorts and pages,
 * so every change asks it again from the first page, and typing asks once the typing pauses. The
 * rows on screen stay while the next answer is on its way. What an action on a row answers
 * replaces that row in place: the table never reads everything again for one person.
 */
export const adminUsersMachine = setup({
  types: {
    context: {} as AdminUsersContext,
    events: {} as AdminUsersEvent,
  },
  actors: {
    listUsers: notProvided<UsersPage, UsersQuery>('listUsers'),
  },
  actions: {
    storeTyped: assign((_, { value }: { value: string }) => ({ typed: value })),
    applyQuery: assign(({ context }) => ({
      filters: patched(context.filters, { query: searchOf(context.typed) }),
      page: 0,
    })),
    applyFilters: assign(({ context }, { patch }: { patch: Partial<UserFilters> }) => ({
      filters: patched(context.filters, patch),
      page: 0,
    })),
    turnPage: assign((_, { page }: { page: number }) => ({ page })),
    storePage: assign((_, { output }: { output: UsersPage }) => ({
      items: output.items,
      total: output.total,
      error: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({
      error: adminFailureOf(error),
    })),
    replaceRow: assign(({ context }, { user }: { user: AdminUser }) => ({
      items: context.items.map((row) => (row.id === user.id ? user : row)),
    })),
    /** A new person heads the page they were created from, whatever its sort. */
    prependRow: assign(({ context }, { user }: { user: AdminUser }) => {
      const listed = context.items.some((row) => row.id === user.id);
      return listed ? {} : { items: [user, ...context.items], total: (context.total ?? 0) + 1 };
    }),
    dropRow: assign(({ context }, { userId }: { userId: string }) => {
      const listed = context.items.some((row) => row.id === userId);
      return listed
        ? {
            items: context.items.filter((row) => row.id !== userId),
            total: Math.max(0, (context.total ?? 1) - 1),
          }
        : {};
    }),
    /** The page's last row is gone: the page before it is the one that still has people. */
    stepBack: assign(({ context }) => ({ page: Math.max(0, context.page - 1) })),
  },
  guards: {
    isEmpty: (_, { output }: { output: UsersPage }) => output.items.length === 0,
    filtersDiffer: ({ context }, { patch }: { patch: Partial<UserFilters> }) =>
      !sameFilters(context.filters, patched(context.filters, patch)),
    isOtherPage: ({ context }, { page }: { page: number }) =>
      page !== context.page && page >= 0 && page < pageCountOf(context.total, USERS_PAGE_SIZE),
    isLastRow: ({ context }, { userId }: { userId: string }) =>
      context.items.length === 1 && context.items[0]!.id === userId,
  },
  delays: {
    searchDelay: SEARCH_DELAY_MS,
  },
}).createMachine({
  id: 'adminUsers',
  context: () => ({
    filters: DEFAULT_USER_FILTERS,
    typed: '',
    page: 0,
    items: [],
    total: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Each key restarts the pause.
    'query.change': {
      target: '.typing',
      reenter: true,
      actions: { type: 'storeTyped', params: ({ event }) => ({ value: event.value }) },
    },
    'query.submit': { target: '.loading', reenter: true, actions: 'applyQuery' },
    'filter.change': {
      guard: { type: 'filtersDiffer', params: ({ event }) => ({ patch: event.patch }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'applyFilters', params: ({ event }) => ({ patch: event.patch }) },
    },
    'user.changed': {
      actions: { type: 'replaceRow', params: ({ event }) => ({ user: event.user }) },
    },
    'user.created': {
      actions: { type: 'prependRow', params: ({ event }) => ({ user: event.user }) },
    },
  },
  states: {
    typing: {
      after: { searchDelay: { target: 'loading', actions: 'applyQuery' } },
    },
    loading: {
      invoke: {
        id: 'listUsers',
        src: 'listUsers',
        input: ({ context }) => ({
          filters: context.filters,
          page: context.page,
          pageSize: USERS_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: outputOf },
            target: 'empty',
            actions: { type: 'storePage', params: outputOf },
          },
          { target: 'loaded', actions: { type: 'storePage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    loaded: {
      on: {
        'page.change': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: { type: 'turnPage', params: ({ event }) => ({ page: event.page }) },
        },
        'user.deleted': [
          {
            guard: { type: 'isLastRow', params: ({ event }) => ({ userId: event.userId }) },
            target: 'loading',
            actions: [
              { type: 'dropRow', params: ({ event }) => ({ userId: event.userId }) },
              'stepBack',
            ],
          },
          { actions: { type: 'dropRow', params: ({ event }) => ({ userId: event.userId }) } },
        ],
      },
    },
    empty: {
      on: {
        'user.created': {
          target: 'loaded',
          actions: { type: 'prependRow', params: ({ event }) => ({ user: event.user }) },
        },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
  },
});
