import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CompiledMessages } from '../../machines/i18n/language.machine';
import { appLanguageMachine } from '../../src/app/language/language.logic';
import { AUTH_STORAGE_KEY } from '../../src/services/config';

const saveLanguage = vi.fn(async (_input: { locale: string }) => {});
vi.mock('../../src/services/settings', () => ({ saveLanguage }));

afterEach(() => {
  localStorage.clear();
  saveLanguage.mockClear();
});

async function switchTo(locale: 'en' | 'de') {
  const actor = createActor(
    appLanguageMachine.provide({
      actors: { loadMessages: fromPromise(async () => ({}) as CompiledMessages) },
    }),
    { input: { stored: 'ru' } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'language.select', locale });
  await waitFor(actor, (s) => s.matches('ready') && s.context.locale === locale);
  actor.stop();
}

describe('a language chosen anywhere (the header, /settings)', () => {
  it('is saved to a member’s profile too, for the emails written later', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"x"}');
    await switchTo('en');
    await vi.waitFor(() => expect(saveLanguage).toHaveBeenCalledWith({ locale: 'en' }));
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('stays in the browser alone for a visitor, who loads no data client for it', async () => {
    await switchTo('de');
    expect(localStorage.getItem('language')).toBe('de');
    await new Promise((r) => setTimeout(r, 20));
    expect(saveLanguage).not.toHaveBeenCalled();
  });
});
