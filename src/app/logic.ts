/**
 * The composition root: machines get their real side effects here, and nowhere else.
 * Tests and stories provide fakes with `.provide()` instead.
 */
import { languageMachine } from '../../machines/i18n/language.machine';
import { applyDocumentLocale, storeLocale } from '../i18n/document';
import { loadMessages } from '../i18n/load-messages';
import { fromPromise } from 'xstate';

export const appLanguageMachine = languageMachine.provide({
  actors: {
    loadMessages: fromPromise(({ input }) => loadMessages(input.locale)),
  },
  actions: {
    persistLocale: (_, { locale }) => storeLocale(locale),
    applyDocumentLocale: (_, { locale }) => applyDocumentLocale(locale),
  },
});
