/** /notifications with its real actors: the one place they are provided. */
import { fromCallback, fromPromise } from 'xstate';
import {
  type NotificationsEvent,
  notificationsMachine,
} from '../../../machines/notifications/notifications.machine';
import type {
  MarkReadInput,
  NotificationsPage,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { notificationsService, watchViewer } from './service';

const loadNotifications = fromPromise<NotificationsPage, NotificationsQuery>(async ({ input }) =>
  (await notificationsService()).page(input),
);

export const notificationsLogic = notificationsMachine.provide({
  actors: {
    loadNotifications,
    refreshNotifications: loadNotifications,
    markRead: fromPromise<number, MarkReadInput>(async ({ input }) =>
      (await notificationsService()).markRead(input.ids),
    ),
    // What the bell hears, on the channel it shares: every change, and every rejoin after the
    // first (the page's own read came first), is a reason to read the first page again.
    watchChanges: fromCallback<NotificationsEvent>(({ sendBack }) => {
      let joined = false;
      return watchViewer(
        () => sendBack({ type: 'changed' }),
        () => {
          if (joined) sendBack({ type: 'changed' });
          joined = true;
        },
      );
    }),
  },
});
