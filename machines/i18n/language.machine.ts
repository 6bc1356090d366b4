import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholders';
import { type Locale, isLocale, resolveInitialLocale } from './locales';

/** Compiled ICU messages as produced by `formatjs compile --ast`; opaque to the machine. */
export type CompiledMessages = Record<string, unknown>;
export type LanguageErrorCode = 'load_failed';

export interface LanguageContext {
  /** The language the interface is rendered in right now. */
  locale: Locale;
  messages: CompiledMessages | null;
  /** The language being loaded; the interface stays in `locale` until it arrives. */
  pending: Locale | null;
  error: LanguageErrorCode | null;
}

export type LanguageEvent =
  | { type: 'language.select'; locale: string }
  | { type: 'language.retry' }
  | { type: 'error.dismiss' };

export interface LanguageInput {
  /** What was stored under the `language` key, if anything. */
  stored?: string | null;
}

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
  },
  actors: {
    loadMessages: notProvided<CompiledMessages, { locale: Locale }>('loadMessages'),
  },
  actions: {
    // Side effects on the page and in storage are provided by the app; the model only names them.
    persistLocale: (_, _params: { locale: Locale }) => {},
    applyDocumentLocale: (_, _params: { locale: Locale }) => {},
  },
  guards: {
    isOtherSupportedLocale: ({ context, event }) =>
      event.type === 'language.select' &&
      isLocale(event.locale) &&
      event.locale !== (context.pending ?? context.locale),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    locale: resolveInitialLocale(input.stored),
    messages: null,
    pending: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ messages: ({ event }) => event.output, error: null }),
            { type: 'applyDocumentLocale', params: ({ context }) => ({ locale: context.locale }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: 'load_failed' as const }),
        },
      },
    },
    failed: {
      on: {
        'language.retry': { target: 'loading' },
      },
    },
    ready: {
      on: {
        'language.select': {
          guard: 'isOtherSupportedLocale',
          target: 'switching',
          actions: assign({ pending: ({ event }) => event.locale as Locale, error: null }),
        },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    switching: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.pending ?? context.locale }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              locale: ({ context }) => context.pending ?? context.locale,
              messages: ({ event }) => event.output,
              pending: null,
            }),
            { type: 'persistLocale', params: ({ context }) => ({ locale: context.locale }) },
            { type: 'applyDocumentLocale', params: ({ context }) => ({ locale: context.locale }) },
          ],
        },
        onError: {
          // The old language keeps working; the user is told the new one could not be loaded.
          target: 'ready',
          actions: assign({ pending: null, error: 'load_failed' as const }),
        },
      },
    },
  },
});
