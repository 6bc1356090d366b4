import { assign, setup } from 'xstate';
import type { Locale } from '../i18n/locales';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type SettingsFailure, toSettingsFailure } from './settings.types';

export interface LanguagePreferenceContext {
  /** The language chosen last, saved or being saved to the profile. */
  locale: Locale | null;
  error: SettingsFailure | null;
}

export type LanguagePreferenceEvent =
  { type: 'language.choose'; locale: Locale } | { type: 'retry' };

/**
 * Settings' language: the app's language machine switches the page and keeps the choice in this
 * browser; this one saves it to the profile too, since emails are written long after the browser
 * that chose it has gone.
 */
export const languagePreferenceMachine = setup({
  types: {
    context: {} as LanguagePreferenceContext,
    events: {} as LanguagePreferenceEvent,
  },
  actors: {
    saveLanguage: notProvided<void, { locale: Locale }>('saveLanguage'),
  },
  actions: {
    keepLocale: assign((_, locale: Locale) => ({ locale, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: toSettingsFailure(error) })),
  },
}).createMachine({
  id: 'languagePreference',
  context: { locale: null, error: null },
  initial: 'idle',
  // A newer choice replaces one still on its way: the last one chosen is the one kept.
  on: {
    'language.choose': {
      target: '.saving',
      reenter: true,
      actions: { type: 'keepLocale', params: ({ event }) => event.locale },
    },
  },
  states: {
    idle: {},
    saving: {
      invoke: {
        id: 'saveLanguage',
        src: 'saveLanguage',
        input: ({ context }) => ({ locale: context.locale! }),
        onDone: { target: 'saved' },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    saved: {},
    failed: {
      on: { retry: { target: 'saving' } },
    },
  },
});
