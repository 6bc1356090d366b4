// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine, type CompiledMessages } from '../../machines/i18n/language.machine';
import { type Locale, resolveInitialLocale } from '../../machines/i18n/locales';
import { controllable, sentTo } from '../support/controllable';
import { type SystemUnderTest } from '../support/model';
import { languageModel as model, messages } from './language.model';
import { machineModelTests } from '../support/model-tests';

function setup() {
  const load = controllable<CompiledMessages, { locale: Locale }>();
  const persisted: string[] = [];
  const applied: string[] = [];
  const actor = createActor(
    languageMachine.provide({
      actors: { loadMessages: load.logic },
      actions: {
        persistLocale: (_, { locale }) => void persisted.push(locale),
        applyDocumentLocale: (_, { locale }) => void applied.push(locale),
      },
    }),
    { input: { stored: null } },
  );
  const sut: SystemUnderTest<typeof languageMachine> = {
    states: {
      loading: () => {
        expect(actor.getSnapshot().value).toBe('loading');
        expect(load.lastInput).toEqual({ locale: actor.getSnapshot().context.locale });
      },
      failed: () => {
        expect(actor.getSnapshot().context.error).toBe('load_failed');
      },
      ready: (expected) => {
        const { context } = actor.getSnapshot();
        expect(context.messages).not.toBeNull();
        expect(context.locale).toBe(expected.context.locale);
        expect(context.error).toBe(expected.context.error);
        expect(applied.at(-1)).toBe(context.locale);
      },
      switching: (expected) => {
        expect(actor.getSnapshot().context.pending).toBe(expected.context.pending);
        expect(load.lastInput).toEqual({ locale: expected.context.pending });
      },
    },
    events: {
      ...sentTo(actor, 'language.select', 'language.retry', 'error.dismiss'),
      'xstate.done.actor.loadMessages': () => load.resolve(messages(String(load.lastInput.locale))),
      'xstate.error.actor.loadMessages': () => load.reject(new Error('offline')),
    } as SystemUnderTest<typeof languageMachine>['events'],
  };
  actor.start();
  return { actor, sut, persisted, applied };
}

describe('language machine (model-based)', () => {
  machineModelTests(model, setup);
});

describe('language machine (rules)', () => {
  it('starts from the stored language, else Russian', () => {
    expect(resolveInitialLocale('fr')).toBe('fr');
    expect(resolveInitialLocale('pl')).toBe('ru');
    expect(resolveInitialLocale(null)).toBe('ru');
  });

  it('does not persist the language it booted with, only a choice the user made', async () => {
    const load = controllable<CompiledMessages, { locale: Locale }>();
    const persist = vi.fn();
    const actor = createActor(
      languageMachine.provide({
        actors: { loadMessages: load.logic },
        actions: { persistLocale: (_, { locale }) => persist(locale) },
      }),
      { input: { stored: 'de' } },
    ).start();
    expect(load.lastInput).toEqual({ locale: 'de' });
    await load.resolve(messages('de'));
    expect(persist).not.toHaveBeenCalled();
    actor.send({ type: 'language.select', locale: 'ru' });
    await load.resolve(messages('ru'));
    expect(persist).toHaveBeenCalledWith('ru');
  });

  it('ignores unsupported and unchanged languages', async () => {
    const load = controllable<CompiledMessages, { locale: Locale }>();
    const actor = createActor(languageMachine.provide({ actors: { loadMessages: load.logic } }), {
      input: { stored: 'ru' },
    }).start();
    await load.resolve(messages('ru'));
    actor.send({ type: 'language.select', locale: 'xx' });
    actor.send({ type: 'language.select', locale: 'ru' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(load.calls).toHaveLength(1);
  });

  it('keeps the old language when the new one fails to load', async () => {
    const loadOk = controllable<CompiledMessages, { locale: Locale }>();
    const persisted: string[] = [];
    const actor = createActor(
      languageMachine.provide({
        actors: { loadMessages: loadOk.logic },
        actions: { persistLocale: (_, { locale }) => void persisted.push(locale) },
      }),
      { input: { stored: 'en' } },
    ).start();
    await loadOk.resolve(messages('en'));
    actor.send({ type: 'language.select', locale: 'de' });
    expect(actor.getSnapshot().context.pending).toBe('de');
    await loadOk.reject();
    expect(actor.getSnapshot().context).toMatchObject({
      locale: 'en',
      pending: null,
      error: 'load_failed',
    });
    expect(persisted).toEqual([]);
    actor.send({ type: 'language.select', locale: 'fr' });
    await loadOk.resolve(messages('fr'));
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'fr', error: null });
    expect(persisted).toEqual(['fr']);
  });
});
