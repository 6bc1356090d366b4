/** The language machine with its real side effects: the language files, storage and <html lang>. */
import { fromPromise } from 'xstate';
import { languageMachine } from '../../../machines/i18n/language.machine';
import { applyDocumentLocale, storeLocale } from '../../i18n/document';
import { loadMessages } from '../../i18n/load-messages';

export const appLanguageMachine = languageMachine.provide({
  actors: {
    loadMessages: fromPromise(({ input }) => loadMessages(input.locale)),
  },
  actions: {
    persistLocale: (_, { locale }) => storeLocale(locale),
    applyDocumentLocale: (_, { locale }) => applyDocumentLocale(locale),
  },
});
