/** /notifications with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import type {
  MarkReadInput,
  NotificationsPage,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { notificationsService } from './service';

export const notificationsLogic = notificationsMachine.provide({
  actors: {
    loadNotifications: fromPromise<NotificationsPage, NotificationsQuery>(async ({ input }) =>
      (await notificationsService()).page(input),
    ),
    markRead: fromPromise<number, MarkReadInput>(async ({ input }) =>
      (await notificationsService()).markRead(input.ids),
    ),
  },
});
