/**
 * The header's bell with its real actors, started once the session is known to be a member's.
 * Loaded on its own after the first frame (src/app/notifications/bell.tsx), so neither
 * supabase-js nor the realtime client is in the first page's JS.
 */
import { fromCallback, fromPromise } from 'xstate';
import { type BellEvent, bellMachine } from '../../../machines/notifications/bell.machine';
import type {
  MarkReadInput,
  NotificationsPage,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { notificationsService, watchViewer } from './service';

export const bellLogic = bellMachine.provide({
  actors: {
    loadCount: fromPromise<number, void>(async () => (await notificationsService()).unreadCount()),
    loadLatest: fromPromise<NotificationsPage, NotificationsQuery>(async ({ input }) =>
      (await notificationsService()).page(input),
    ),
    markAllRead: fromPromise<number, MarkReadInput>(async ({ input }) =>
      (await notificationsService()).markRead(input.ids),
    ),
    // The count as the database broadcasts it; on every (re)join it is read again, for what
    // changed while the socket was away.
    watchCount: fromCallback<BellEvent>(({ sendBack }) => {
      let joined = false;
      return watchViewer(
        (count) => sendBack({ type: 'count.changed', count }),
        () => {
          // The first join follows the first read; later ones catch up.
          if (joined) sendBack({ type: 'refresh' });
          joined = true;
        },
      );
    }),
  },
});
