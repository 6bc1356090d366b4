import { assertEvent, assign, setup } from 'xstate';
import { outputOf } from '../shared/params';
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

/** The language asked for last: the one being loaded, else the current one. */
export const chosenLocale = (context: Pick<LanguageContext, 'locale' | 'pending'>) =>
  context.pending ?? context.locale;

const currentLocale = ({ context }: { context: LanguageContext }) => ({ locale: context.locale });

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
    storeMessages: assign((_, { output }: { output: CompiledMessages }) => ({
      messages: output,
      error: null,
    })),
    startSwitching: assign(({ event }) => {
      assertEvent(event, 'language.select');
      // isOtherSupportedLocale let only a supported locale through.
      return { pending: event.locale as Locale, error: null };
    }),
    switchToPending: assign(({ context }, { output }: { output: CompiledMessages }) => ({
      locale: chosenLocale(context),
      messages: output,
      pending: null,
    })),
    storeLoadFailure: assign({ pending: null, error: 'load_failed' as const }),
    clearError: assign({ error: null }),
  },
  guards: {
    isOtherSupportedLocale: ({ context }, { locale }: { locale: string }) =>
      isLocale(locale) && locale !== chosenLocale(context),
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
            { type: 'storeMessages', params: outputOf },
            { type: 'applyDocumentLocale', params: currentLocale },
          ],
        },
        onError: { target: 'failed', actions: 'storeLoadFailure' },
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
          guard: {
            type: 'isOtherSupportedLocale',
            params: ({ event }) => ({ locale: event.locale }),
          },
          target: 'switching',
          actions: 'startSwitching',
        },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    switching: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: chosenLocale(context) }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'switchToPending', params: outputOf },
            { type: 'persistLocale', params: currentLocale },
            { type: 'applyDocumentLocale', params: currentLocale },
          ],
        },
        // The old language keeps working; the user is told the new one could not be loaded.
        onError: { target: 'ready', actions: 'storeLoadFailure' },
      },
    },
  },
});
