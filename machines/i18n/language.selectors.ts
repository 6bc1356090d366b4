import type { SnapshotFrom } from 'xstate';
import { chosenLocale, type languageMachine } from './language.machine';

type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export const selectLocale = (s: LanguageSnapshot) => s.context.locale;
export const selectMessages = (s: LanguageSnapshot) => s.context.messages;
/** The locale the switcher shows as chosen. */
export const selectChosenLocale = (s: LanguageSnapshot) => chosenLocale(s.context);
export const selectIsSwitching = (s: LanguageSnapshot) => s.matches('switching');
export const selectIsBooting = (s: LanguageSnapshot) => s.matches('loading');
export const selectHasFailed = (s: LanguageSnapshot) => s.matches('failed');
export const selectError = (s: LanguageSnapshot) => s.context.error;
