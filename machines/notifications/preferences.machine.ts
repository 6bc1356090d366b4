import { assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { loadingStates } from '../shared/reading';
import { notProvided } from '../shared/placeholders';
import {
  type NotificationPreference,
  type NotificationsFailure,
  toNotificationsFailure,
} from './notifications.types';

export interface PreferencesContext {
  preferences: NotificationPreference[];
  /** The choice on its way, shown at once; put back as it was if the database refuses it. */
  saving: NotificationPreference | null;
  previous: NotificationPreference | null;
  error: NotificationsFailure | null;
}

export type PreferencesEvent =
  | { type: 'retry' }
  /** One type's channels as the person set them. */
  | { type: 'preference.set'; preference: NotificationPreference }
  | { type: 'error.dismiss' };

const preferenceOf = ({ event }: { event: { preference: NotificationPreference } }) => ({
  preference: event.preference,
});

/** A choice starts saving alike from rest and after a refusal. */
const setPreference = {
  'preference.set': {
    guard: { type: 'changes', params: preferenceOf },
    target: 'saving',
    actions: { type: 'apply', params: preferenceOf },
  },
} as const;

/**
 * /settings' notifications section: per type, in the app and by email. Each switch shows its
 * new state at once and is saved on its own (one at a time); a refusal puts it back and says so.
 */
export const notificationPreferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  actors: {
    loadPreferences: notProvided<NotificationPreference[]>('loadPreferences'),
    savePreference: notProvided<void, NotificationPreference>('savePreference'),
  },
  actions: {
    store: assign((_, { output }: { output: NotificationPreference[] }) => ({
      preferences: output,
      error: null,
    })),
    apply: assign(({ context }, { preference }: { preference: NotificationPreference }) => ({
      preferences: context.preferences.map((p) => (p.type === preference.type ? preference : p)),
      saving: preference,
      previous: context.preferences.find((p) => p.type === preference.type) ?? null,
      error: null,
    })),
    saved: assign({ saving: null, previous: null }),
    putBack: assign(({ context }, { error }: { error: unknown }) => ({
      preferences: context.preferences.map((p) =>
        context.previous && p.type === context.previous.type ? context.previous : p,
      ),
      saving: null,
      previous: null,
      error: toNotificationsFailure(error),
    })),
    setError: assign((_, { error }: { error: unknown }) => ({
      error: toNotificationsFailure(error),
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    changes: ({ context }, { preference }: { preference: NotificationPreference }) =>
      context.preferences.some(
        (p) =>
          p.type === preference.type &&
          (p.inApp !== preference.inApp || p.email !== preference.email),
      ),
  },
}).createMachine({
  id: 'notificationPreferences',
  context: { preferences: [], saving: null, previous: null, error: null },
  initial: 'loading',
  states: {
    ...loadingStates({
      loader: 'loadPreferences',
      store: 'store',
      storeError: 'setError',
      clearError: 'clearError',
      then: 'ready',
    }),
    ready: {
      initial: 'idle',
      states: {
        idle: { on: setPreference },
        saving: {
          invoke: {
            id: 'savePreference',
            src: 'savePreference',
            input: ({ context }) => context.saving!,
            onDone: { target: 'idle', actions: 'saved' },
            onError: { target: 'saveFailed', actions: { type: 'putBack', params: errorOf } },
          },
        },
        saveFailed: {
          on: { ...setPreference, 'error.dismiss': { target: 'idle', actions: 'clearError' } },
        },
      },
    },
  },
});
