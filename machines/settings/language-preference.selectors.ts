import type { SnapshotFrom } from 'xstate';
import type { languagePreferenceMachine } from './language-preference.machine';

type Snapshot = SnapshotFrom<typeof languagePreferenceMachine>;

export type LanguagePreferenceStatus = 'idle' | 'saving' | 'saved' | 'failed';

export const selectLanguagePreferenceView = (s: Snapshot) => ({
  status: (['saving', 'saved', 'failed'] as const).find((k) => s.matches(k)) ?? 'idle',
  errorCode: s.matches('failed') ? (s.context.error?.code ?? null) : null,
});

export type LanguagePreferenceView = ReturnType<typeof selectLanguagePreferenceView>;
