/** /settings' notifications section with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import type { NotificationPreference } from '../../../machines/notifications/notifications.types';
import { notificationPreferencesMachine } from '../../../machines/notifications/preferences.machine';
import { notificationsService } from './service';

export const notificationPreferencesLogic = notificationPreferencesMachine.provide({
  actors: {
    loadPreferences: fromPromise<NotificationPreference[], void>(async () =>
      (await notificationsService()).preferences(),
    ),
    savePreference: fromPromise<void, NotificationPreference>(async ({ input }) =>
      (await notificationsService()).setPreference(input),
    ),
  },
});
