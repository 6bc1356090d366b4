/** The language machine with its real side effects: the language files, storage and <html lang>. */
import { fromPromise } from 'xstate';
import { languageMachine } from '../../../machines/i18n/language.machine';
import { applyDocumentLocale, storeLocale } from '../../i18n/document';
import { loadMessages } from '../../i18n/load-messages';
import { AUTH_STORAGE_KEY } from '../../services/config';

// A member's emails are written later, from the profile's language (the outbox): a choice made in
// the header reaches the profile too. Best effort and lazy: only a stored session loads the client,
// and /settings' language section says whether its own save went through.
function rememberOnProfile(locale: Parameters<typeof storeLocale>[0]) {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) ?? null;
  } catch {
    return;
  }
  if (stored)
    void import('../../services/settings')
      .then((settings) => settings.saveLanguage({ locale }))
      .catch(() => {});
}

export const appLanguageMachine = languageMachine.provide({
  actors: {
    loadMessages: fromPromise(({ input }) => loadMessages(input.locale)),
  },
  actions: {
    persistLocale: (_, { locale }) => {
      storeLocale(locale);
      rememberOnProfile(locale);
    },
    applyDocumentLocale: (_, { locale }) => applyDocumentLocale(locale),
  },
});
