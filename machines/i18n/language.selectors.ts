import type { SnapshotFrom } from 'xstate';
import type { languageMachine } from './language.machine';

type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export const selectLocale = (s: LanguageSnapshot) => s.context.locale;
export const selectMessages = (s: LanguageSnapshot) => s.context.messages;
/** The locale the switcher should show as chosen: the one being loaded, else the current one. */
export const selectChosenLocale = (s: LanguageSnapshot) => s.context.pending ?? s.context.locale;
export const selectIsSwitching = (s: LanguageSnapshot) => s.matches('switching');
export const selectIsBooting = (s: LanguageSnapshot) => s.matches('loading');
export const selectHasFailed = (s: LanguageSnapshot) => s.matches('failed');
export const selectError = (s: LanguageSnapshot) => s.context.error;
