import type { SnapshotFrom } from 'xstate';
import type { notificationPreferencesMachine } from './preferences.machine';

type Snapshot = SnapshotFrom<typeof notificationPreferencesMachine>;

export type PreferencesStatus = 'loading' | 'failed' | 'idle' | 'saving' | 'saveFailed';

export const selectPreferencesView = (s: Snapshot) => {
  const status: PreferencesStatus = s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches({ ready: 'saving' })
        ? 'saving'
        : s.matches({ ready: 'saveFailed' })
          ? 'saveFailed'
          : 'idle';
  return {
    status,
    preferences: s.context.preferences,
    /** The type whose choice is on its way. */
    savingType: s.context.saving?.type ?? null,
    errorCode: s.context.error?.code ?? null,
  };
};

export type PreferencesView = ReturnType<typeof selectPreferencesView>;
