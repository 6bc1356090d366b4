import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import ru from '../../lang/compiled/ru.json';
import type { CompiledMessages } from '../../machines/i18n/language.machine';
import { THEME_STORAGE_KEY } from '../../machines/theme/preferences';
import { themeMachine } from '../../machines/theme/theme.machine';
import { appLanguageMachine } from '../../src/app/language/language.logic';
import { appThemeMachine } from '../../src/app/theme/theme.logic';
import { HEADER_THEME_ID } from '../../src/features/layout/header-view';
import { layoutMessages as l } from '../../src/features/layout/layout.messages';
import { fakeDevice, themePageModel as model } from '../machines/theme.model';
import { flush } from '../support/controllable';
import { text } from '../support/messages';
import { renderShell } from './render-shell';
import { type SystemUnderTest } from '../support/model';

type Sut = SystemUnderTest<typeof themeMachine>;

vi.setConfig({ testTimeout: 30_000 });

const names = {
  light: text(l.themeLight),
  dark: text(l.themeDark),
  system: text(l.themeSystem),
} as const;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => localStorage.clear());

const toggle = () => screen.getByRole('button', { name: text(l.themeLabel) });
// The radio group loads when first opened.
const group = () =>
  within(document.getElementById(HEADER_THEME_ID)!).findByRole(
    'group',
    { name: text(l.themeLabel) },
    { timeout: 5000 },
  );

async function setup(stored: string | null = null, dark = false) {
  if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
  const user = userEvent.setup();
  const device = fakeDevice(dark);
  const themeLogic = appThemeMachine.provide({
    actors: { watchSystemScheme: device.watcher },
    guards: { systemPrefersDark: () => device.prefersDark() },
  });
  const languageLogic = appLanguageMachine.provide({
    actors: {
      loadMessages: fromPromise(async () => ru as unknown as CompiledMessages),
    },
  });
  renderShell({ languageLogic, themeLogic });
  await screen.findByRole('button', { name: text(l.themeLabel) });
  // What storage should hold: only a choice the person made, never the default.
  let chosen: string | null = stored;
  const painted = async (theme: 'light' | 'dark', preference: keyof typeof names) => {
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(chosen);
    if (toggle().getAttribute('aria-expanded') === 'true') {
      expect(within(await group()).getByRole('radio', { name: names[preference] })).toBeChecked();
    }
  };
  const sut: Sut = {
    states: {
      light: () => painted('light', 'light'),
      dark: () => painted('dark', 'dark'),
      'system.light': () => painted('light', 'system'),
      'system.dark': () => painted('dark', 'system'),
    },
    events: {
      'theme.select': async (e) => {
        if (toggle().getAttribute('aria-expanded') !== 'true') await user.click(toggle());
        const radio = within(await group()).getByRole('radio', {
          name: names[e.preference as keyof typeof names],
        });
        if (!(radio as HTMLInputElement).checked) chosen = e.preference;
        await user.click(radio);
        expect(radio).toBeChecked();
      },
      'system.change': async (e) => {
        act(() => device.change(e.dark));
        await flush();
      },
    },
  };
  return { sut, user, device };
}

describe('theme switcher page (model-based)', () => {
  it('has an assertion for every state and an executor for every event', async () => {
    model.assertComplete((await setup()).sut);
  });

  it('reaches every state and takes every declared transition through the page', () => {
    const { missingStates, missingTransitions } = model.coverage();
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of model.paths()) {
    it(path.description, async () => {
      const { sut } = await setup();
      await model.run(
        path,
        sut,
        createActor(themeMachine, { input: { stored: null } }).getSnapshot(),
      );
    });
  }
});

describe('theme switcher page (rules)', () => {
  it('starts in the stored theme, and a fixed theme ignores the device', async () => {
    const { device } = await setup('dark', false);
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => device.change(true));
    act(() => device.change(false));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(device.watching).toBe(false);
  });

  it('follows a dark device by default, without storing anything', async () => {
    await setup(null, true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('moves the choice with the arrow keys, applying each at once', async () => {
    const { user } = await setup('light');
    await user.click(toggle());
    await user.click(within(await group()).getByRole('radio', { name: text(l.themeLight) }));
    await user.keyboard('{ArrowRight}');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the same choice in the small-screen menu', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: text(l.menuOpen) }));
    // The phone menu's chunk loads when the button is first pressed.
    const menu = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const inMenu = await within(menu).findByRole(
      'group',
      { name: text(l.themeLabel) },
      { timeout: 5000 },
    );
    await user.click(within(inMenu).getByRole('radio', { name: text(l.themeDark) }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
