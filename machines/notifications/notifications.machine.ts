import { assign, fromCallback, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import {
  type MarkReadInput,
  type NotificationItem,
  type NotificationsFailure,
  type NotificationsPage,
  type NotificationsQuery,
  toNotificationsFailure,
} from './notifications.types';

/** Notifications a page holds; the bell's popover shows the first few of the same list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsContext {
  items: NotificationItem[];
  /** Keyset cursor of the next (older) page; null when the list is over. */
  next: number | null;
  unreadOnly: boolean;
  /** A read that failed (the list, or a later page). */
  error: NotificationsFailure | null;
  /** The notification being marked read, or that failed to be; null for «mark all». */
  marking: number | null;
  markError: NotificationsFailure | null;
}

export type NotificationsEvent =
  | { type: 'retry' }
  | { type: 'more.load' }
  /** Everything, or only what is unread. */
  | { type: 'filter.set'; unreadOnly: boolean }
  /** One notification read: its button, or the person followed its link. */
  | { type: 'item.read'; id: number }
  | { type: 'all.read' }
  | { type: 'error.dismiss' }
  /** The database says the viewer's notifications changed (the live channel, or a rejoin). */
  | { type: 'changed' };

const now = () => new Date().toISOString();

const idOf = ({ event }: { event: { id: number } }) => ({ id: event.id });

/** Marking one (still unread) or all starts alike from idle and again after a refusal. */
const startMarking = {
  'item.read': {
    guard: { type: 'isUnread', params: idOf },
    target: 'one',
    actions: { type: 'startMarking', params: idOf },
  },
  'all.read': {
    guard: 'anyUnread',
    target: 'all',
    actions: { type: 'startMarking', params: { id: null } },
  },
} as const;

/**
 * The list after the first page is read again: that page replaces what it covers, and what was
 * paged in below it stays, so the person keeps their place and new ones come in on top. A first
 * page with nothing after it is the whole list (a row that folded into a newer one, or was read
 * under the unread filter, is gone from it).
 */
function withFreshFirstPage(context: NotificationsContext, fresh: NotificationsPage) {
  const oldest = fresh.items.at(-1)?.id;
  if (fresh.next === null || oldest === undefined) return { items: fresh.items, next: fresh.next };
  const listed = new Set(fresh.items.map((n) => n.id));
  const below = context.items.filter((n) => n.id < oldest && !listed.has(n.id));
  return below.length > 0
    ? { items: [...fresh.items, ...below], next: context.next }
    : { items: fresh.items, next: fresh.next };
}

/**
 * /notifications: the viewer's notifications, newest first, a page at a time (keyset by id), all
 * or only the unread; one or all of them marked read, each with its pending and failed state.
 * Marking and paging are regions of their own: a page may load while a mark is on its way. When
 * the live channel says something changed, the first page is read again under the same filter
 * and merged in (the `live` region); a failed reread keeps what is listed.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    loadNotifications: notProvided<NotificationsPage, NotificationsQuery>('loadNotifications'),
    markRead: notProvided<number, MarkReadInput>('markRead'),
    // The first page read again after a change: a read of its own, since it may overlap a page
    // being loaded further down.
    refreshNotifications: notProvided<NotificationsPage, NotificationsQuery>(
      'refreshNotifications',
    ),
    // The viewer's live channel: sends `changed` when the database says so, and on a rejoin.
    watchChanges: fromCallback<NotificationsEvent>(() => {
      throw new Error('watchChanges not provided');
    }),
  },
  actions: {
    applyFilter: assign((_, { unreadOnly }: { unreadOnly: boolean }) => ({
      unreadOnly,
      items: [],
      next: null,
      error: null,
      marking: null,
      markError: null,
    })),
    takeFirstPage: assign((_, { output }: { output: NotificationsPage }) => ({
      items: output.items,
      next: output.next,
      error: null,
    })),
    takeFreshPage: assign(({ context }, { output }: { output: NotificationsPage }) =>
      withFreshFirstPage(context, output),
    ),
    appendPage: assign(({ context }, { output }: { output: NotificationsPage }) => {
      // A repeat folds into an unread notification and moves it up: never list one twice.
      const seen = new Set(context.items.map((n) => n.id));
      return {
        items: [...context.items, ...output.items.filter((n) => !seen.has(n.id))],
        next: output.next,
      };
    }),
    setError: assign((_, { error }: { error: unknown }) => ({
      error: toNotificationsFailure(error),
    })),
    clearError: assign({ error: null }),
    startMarking: assign((_, { id }: { id: number | null }) => ({ marking: id, markError: null })),
    markOneRead: assign(({ context }) => ({
      items: context.items.map((n) =>
        n.id === context.marking && !n.readAt ? { ...n, readAt: now() } : n,
      ),
      marking: null,
    })),
    markAllRead: assign(({ context }) => ({
      items: context.items.map((n) => (n.readAt ? n : { ...n, readAt: now() })),
      marking: null,
    })),
    clearList: assign({ items: [], next: null, marking: null }),
    setMarkError: assign((_, { error }: { error: unknown }) => ({
      markError: toNotificationsFailure(error),
    })),
    dismissMarkError: assign({ marking: null, markError: null }),
  },
  guards: {
    isEmpty: (_, { output }: { output: NotificationsPage }) => output.items.length === 0,
    freshEmpty: ({ context }, { output }: { output: NotificationsPage }) =>
      withFreshFirstPage(context, output).items.length === 0,
    hasMore: ({ context }) => context.next !== null,
    filterChanged: ({ context }, { unreadOnly }: { unreadOnly: boolean }) =>
      context.unreadOnly !== unreadOnly,
    isUnread: ({ context }, { id }: { id: number }) =>
      context.items.some((n) => n.id === id && !n.readAt),
    anyUnread: ({ context }) => context.items.some((n) => !n.readAt),
    unreadOnly: ({ context }) => context.unreadOnly,
  },
}).createMachine({
  id: 'notifications',
  context: {
    items: [],
    next: null,
    unreadOnly: false,
    error: null,
    marking: null,
    markError: null,
  },
  initial: 'loading',
  invoke: { id: 'watchChanges', src: 'watchChanges' },
  on: {
    'filter.set': {
      guard: {
        type: 'filterChanged',
        params: ({ event }) => ({ unreadOnly: event.unreadOnly }),
      },
      target: '.loading',
      reenter: true,
      actions: { type: 'applyFilter', params: ({ event }) => ({ unreadOnly: event.unreadOnly }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        input: ({ context }) => ({
          before: null,
          unreadOnly: context.unreadOnly,
          limit: NOTIFICATIONS_PAGE_SIZE,
        }),
        onDone: [
          { guard: { type: 'isEmpty', params: outputOf }, target: 'empty' },
          { target: 'loaded', actions: { type: 'takeFirstPage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    empty: {
      on: { changed: 'loading' },
    },
    loaded: {
      type: 'parallel',
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                id: 'loadMore',
                src: 'loadNotifications',
                input: ({ context }) => ({
                  before: context.next,
                  unreadOnly: context.unreadOnly,
                  limit: NOTIFICATIONS_PAGE_SIZE,
                }),
                onDone: { target: 'idle', actions: { type: 'appendPage', params: outputOf } },
                onError: {
                  target: 'moreFailed',
                  actions: { type: 'setError', params: errorOf },
                },
              },
            },
            moreFailed: {
              on: { 'more.load': { target: 'loadingMore', actions: 'clearError' } },
            },
          },
        },
        marking: {
          initial: 'idle',
          states: {
            idle: { on: startMarking },
            one: {
              invoke: {
                id: 'markOne',
                src: 'markRead',
                input: ({ context }) => ({ ids: [context.marking!] }),
                onDone: { target: 'idle', actions: 'markOneRead' },
                onError: { target: 'failed', actions: { type: 'setMarkError', params: errorOf } },
              },
            },
            all: {
              invoke: {
                id: 'markAll',
                src: 'markRead',
                input: { ids: null },
                onDone: [
                  // Nothing unread is left to list.
                  { guard: 'unreadOnly', target: '#notifications.empty', actions: 'clearList' },
                  { target: 'idle', actions: 'markAllRead' },
                ],
                onError: { target: 'failed', actions: { type: 'setMarkError', params: errorOf } },
              },
            },
            failed: {
              on: {
                ...startMarking,
                'error.dismiss': { target: 'idle', actions: 'dismissMarkError' },
              },
            },
          },
        },
        live: {
          initial: 'idle',
          states: {
            idle: {
              on: { changed: 'refreshing' },
            },
            refreshing: {
              // A change while reading: read again, for what the read in flight may have missed.
              on: { changed: { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refresh',
                src: 'refreshNotifications',
                input: ({ context }) => ({
                  before: null,
                  unreadOnly: context.unreadOnly,
                  limit: NOTIFICATIONS_PAGE_SIZE,
                }),
                onDone: [
                  {
                    guard: { type: 'freshEmpty', params: outputOf },
                    target: '#notifications.empty',
                    actions: 'clearList',
                  },
                  { target: 'idle', actions: { type: 'takeFreshPage', params: outputOf } },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});
