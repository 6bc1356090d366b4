import type { EventFrom, SnapshotFrom } from 'xstate';
import { notificationPreferencesMachine } from '../../../machines/notifications/preferences.machine';
import { createModel } from '../../support/model';
import { EMAIL_RSVPS, NETWORK, NO_REMINDERS, PREFERENCES } from './notifications.fixtures';

type Snap = SnapshotFrom<typeof notificationPreferencesMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: NETWORK }) as never;

export const preferencesEvents: EventFrom<typeof notificationPreferencesMachine>[] = [
  done('loadPreferences', PREFERENCES),
  error('loadPreferences'),
  { type: 'retry' },
  { type: 'preference.set', preference: EMAIL_RSVPS },
  { type: 'preference.set', preference: NO_REMINDERS },
  done('savePreference', undefined),
  error('savePreference'),
  { type: 'error.dismiss' },
];

export const preferencesState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.preferences.map((p) => `${p.inApp ? 1 : 0}${p.email ? 1 : 0}`).join(),
    s.context.saving?.type ?? null,
    s.context.error !== null,
  ]);

export const preferencesModel = createModel(notificationPreferencesMachine, {
  events: preferencesEvents,
  serializeState: preferencesState,
});
