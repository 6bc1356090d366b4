import type { EventFrom } from 'xstate';
import { type CompiledMessages, languageMachine } from '../../machines/i18n/language.machine';
import { createModel } from '../support/model';

export const messages = (locale: string): CompiledMessages => ({ 'app.name': `name-${locale}` });

export const languageModel = createModel(languageMachine, {
  input: { stored: null },
  events: [
    { type: 'language.select', locale: 'en' },
    { type: 'language.select', locale: 'de' },
    { type: 'language.select', locale: 'xx' },
    { type: 'language.retry' },
    { type: 'error.dismiss' },
    { type: 'xstate.done.actor.loadMessages', output: messages('loaded') } as never,
    { type: 'xstate.error.actor.loadMessages', error: new Error('offline') } as never,
  ],
});

// What a person can do in each state: choose a language when the switcher is usable, retry after a
// failed start, dismiss an error that is shown; the network decides when loading ends.
export const languagePageModel = createModel(languageMachine, {
  input: { stored: null },
  events: (s): EventFrom<typeof languageMachine>[] => {
    const load = [
      { type: 'xstate.done.actor.loadMessages', output: {} } as never,
      { type: 'xstate.error.actor.loadMessages', error: new Error('offline') } as never,
    ];
    if (s.matches('loading') || s.matches('switching')) return load;
    if (s.matches('failed')) return [{ type: 'language.retry' }];
    return [
      { type: 'language.select', locale: 'en' },
      { type: 'language.select', locale: 'de' },
      ...(s.context.error ? [{ type: 'error.dismiss' as const }] : []),
    ];
  },
});
