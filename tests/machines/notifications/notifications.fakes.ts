/** The notifications machines' services as controllable fakes: machine tests, page tests and stories. */
import { fromCallback } from 'xstate';
import type { BellEvent } from '../../../machines/notifications/bell.machine';
import type {
  MarkReadInput,
  NotificationPreference,
  NotificationsPage,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { controllable } from '../../support/controllable';

/** The page's reads and marks. */
export function notificationsFakes() {
  return {
    loadNotifications: controllable<NotificationsPage, NotificationsQuery>(),
    markRead: controllable<number, MarkReadInput>(),
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
export function channelFake() {
  let deliver: ((event: BellEvent) => void) | null = null;
  return {
    logic: fromCallback<BellEvent>(({ sendBack }) => {
      deliver = sendBack;
      return () => {
        deliver = null;
      };
    }),
    get joined() {
      return deliver !== null;
    },
    send(event: BellEvent) {
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
