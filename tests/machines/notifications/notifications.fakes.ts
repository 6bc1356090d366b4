/** The notifications machines' services as controllable fakes: machine tests, page tests and stories. */
import { type EventObject, fromCallback } from 'xstate';
import type { BellEvent } from '../../../machines/notifications/bell.machine';
import type { NotificationsEvent } from '../../../machines/notifications/notifications.machine';
import type {
  MarkReadInput,
  NotificationPreference,
  NotificationsPage,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { controllable } from '../../support/controllable';

/** The page's reads and marks, and its live channel. */
export function notificationsFakes() {
  return {
    loadNotifications: controllable<NotificationsPage, NotificationsQuery>(),
    markRead: controllable<number, MarkReadInput>(),
    refreshNotifications: controllable<NotificationsPage, NotificationsQuery>(),
    watchChanges: channelFake<NotificationsEvent>(),
  };
}

/** The bell's count, newest few and «mark all read». */
export function bellFakes() {
  return {
    loadCount: controllable<number>(),
    loadLatest: controllable<NotificationsPage, NotificationsQuery>(),
    markAllRead: controllable<number, MarkReadInput>(),
  };
}

/** A live channel the test speaks for: `send` delivers what the database would broadcast. */
export function channelFake<E extends EventObject = BellEvent>() {
  let deliver: ((event: E) => void) | null = null;
  return {
    logic: fromCallback<E>(({ sendBack }) => {
      deliver = sendBack;
      return () => {
        deliver = null;
      };
    }),
    get joined() {
      return deliver !== null;
    },
    send(event: E) {
      deliver?.(event);
    },
  };
}

/** The settings section's read and save. */
export function preferencesFakes() {
  return {
    loadPreferences: controllable<NotificationPreference[]>(),
    savePreference: controllable<void, NotificationPreference>(),
  };
}
