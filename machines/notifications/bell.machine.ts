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

/** The popover lists this many of the newest; the page has the rest. */
export const BELL_LATEST = 5;

export interface BellContext {
  /** Unread notifications; null until first known. */
  count: number | null;
  latest: NotificationItem[];
  error: NotificationsFailure | null;
}

export type BellEvent =
  /** The database said the unread count changed (the live channel). */
  | { type: 'count.changed'; count: number }
  /** Something may have changed while the channel could not tell (it rejoined, the tab came back). */
  | { type: 'refresh' }
  | { type: 'popover.open' }
  | { type: 'popover.close' }
  | { type: 'popover.retry' }
  | { type: 'all.read' };

const countOf = ({ event }: { event: { count: number } }) => ({ count: event.count });

const latestQuery: NotificationsQuery = { before: null, unreadOnly: false, limit: BELL_LATEST };
const allIds: MarkReadInput = { ids: null };

/**
 * The header's bell for a signed-in person: the unread count, read once and then kept by the live
 * channel (`watchCount` sends `count.changed`), and a popover of the newest few, opened on demand,
 * with «mark all read», read again while open when the count changes. A failed count keeps what
 * the bell showed: it is a hint, never an error.
 */
export const bellMachine = setup({
  types: {
    context: {} as BellContext,
    events: {} as BellEvent,
  },
  actors: {
    loadCount: notProvided<number>('loadCount'),
    loadLatest: notProvided<NotificationsPage, NotificationsQuery>('loadLatest'),
    markAllRead: notProvided<number, MarkReadInput>('markAllRead'),
    // The live channel: sends `count.changed` when the database says so, `refresh` on a rejoin.
    watchCount: fromCallback<BellEvent>(() => {
      throw new Error('watchCount not provided');
    }),
  },
  actions: {
    storeCount: assign((_, { output }: { output: number }) => ({ count: output })),
    setCount: assign((_, { count }: { count: number }) => ({ count })),
    storeLatest: assign((_, { output }: { output: NotificationsPage }) => ({
      latest: output.items,
      error: null,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({
      error: toNotificationsFailure(error),
    })),
    clearError: assign({ error: null }),
    allRead: assign(({ context }) => {
      const at = new Date().toISOString();
      return {
        count: 0,
        error: null,
        latest: context.latest.map((n) => (n.readAt ? n : { ...n, readAt: at })),
      };
    }),
  },
  guards: {
    anyUnread: ({ context }) => (context.count ?? 0) > 0 || context.latest.some((n) => !n.readAt),
  },
}).createMachine({
  id: 'notificationsBell',
  context: { count: null, latest: [], error: null },
  type: 'parallel',
  invoke: { id: 'watchCount', src: 'watchCount' },
  on: {
    'count.changed': { actions: { type: 'setCount', params: countOf } },
  },
  states: {
    count: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCount',
            src: 'loadCount',
            onDone: { target: 'known', actions: { type: 'storeCount', params: outputOf } },
            onError: { target: 'known' },
          },
        },
        known: {
          on: { refresh: 'loading' },
        },
      },
    },
    popover: {
      initial: 'closed',
      on: { 'popover.close': '.closed' },
      states: {
        closed: {
          on: { 'popover.open': 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadLatest',
            src: 'loadLatest',
            input: latestQuery,
            onDone: { target: 'open', actions: { type: 'storeLatest', params: outputOf } },
            onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
          },
        },
        failed: {
          on: { 'popover.retry': { target: 'loading', actions: 'clearError' } },
        },
        open: {
          on: {
            'all.read': { guard: 'anyUnread', target: 'marking' },
            'count.changed': {
              target: 'refreshing',
              actions: { type: 'setCount', params: countOf },
            },
          },
        },
        // The list open while something changed: read the newest again, showing the old meanwhile.
        refreshing: {
          on: {
            'all.read': { guard: 'anyUnread', target: 'marking' },
            'count.changed': {
              target: 'refreshing',
              reenter: true,
              actions: { type: 'setCount', params: countOf },
            },
          },
          invoke: {
            id: 'refreshLatest',
            src: 'loadLatest',
            input: latestQuery,
            onDone: { target: 'open', actions: { type: 'storeLatest', params: outputOf } },
            // The list shown stays; it is as old as it was a moment ago.
            onError: { target: 'open' },
          },
        },
        marking: {
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            input: allIds,
            onDone: { target: 'open', actions: 'allRead' },
            onError: { target: 'markFailed', actions: { type: 'setError', params: errorOf } },
          },
        },
        markFailed: {
          on: { 'all.read': { target: 'marking', actions: 'clearError' } },
        },
      },
    },
  },
});
