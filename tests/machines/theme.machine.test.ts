import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { themeMachine } from '../../machines/theme/theme.machine';
import { resolveInitialPreference } from '../../machines/theme/preferences';
import { selectResolvedTheme, selectThemePreference } from '../../machines/theme/theme.selectors';
import { type SystemUnderTest } from '../support/model';
import { fakeDevice, themeModel as model } from './theme.model';
import { machineModelTests } from '../support/model-tests';

type Sut = SystemUnderTest<typeof themeMachine>;

function setup(stored: string | null = null, dark = false) {
  const device = fakeDevice(dark);
  const persisted: string[] = [];
  const applied: string[] = [];
  const actor = createActor(
    themeMachine.provide({
      actors: { watchSystemScheme: device.watcher },
      guards: { systemPrefersDark: () => device.prefersDark() },
      actions: {
        persistTheme: (_, { preference }) => void persisted.push(preference),
        applyTheme: (_, { theme }) => void applied.push(theme),
      },
    }),
    { input: { stored } },
  );
  const painted = (theme: 'light' | 'dark') => {
    expect(selectResolvedTheme(actor.getSnapshot())).toBe(theme);
    expect(applied.at(-1)).toBe(theme);
  };
  const sut: Sut = {
    states: {
      light: () => {
        expect(selectThemePreference(actor.getSnapshot())).toBe('light');
        painted('light');
        expect(device.watching).toBe(false);
      },
      dark: () => {
        expect(selectThemePreference(actor.getSnapshot())).toBe('dark');
        painted('dark');
        expect(device.watching).toBe(false);
      },
      'system.light': () => {
        expect(selectThemePreference(actor.getSnapshot())).toBe('system');
        expect(device.dark).toBe(false);
        painted('light');
        expect(device.watching).toBe(true);
      },
      'system.dark': () => {
        expect(selectThemePreference(actor.getSnapshot())).toBe('system');
        expect(device.dark).toBe(true);
        painted('dark');
        expect(device.watching).toBe(true);
      },
    },
    events: {
      'theme.select': (e) => {
        const before = selectThemePreference(actor.getSnapshot());
        const count = persisted.length;
        actor.send(e);
        // Only a real change of choice is remembered.
        const changed =
          resolveInitialPreference(e.preference) === e.preference && e.preference !== before;
        expect(persisted.length - count).toBe(changed ? 1 : 0);
        if (changed) expect(persisted.at(-1)).toBe(e.preference);
      },
      'system.change': (e) => device.change(e.dark),
    },
  };
  actor.start();
  return { actor, sut, persisted, applied, device };
}

describe('theme machine (model-based)', () => {
  machineModelTests(model, setup);
});

describe('theme machine (rules)', () => {
  it('starts from the stored choice, else follows the device', () => {
    expect(resolveInitialPreference('dark')).toBe('dark');
    expect(resolveInitialPreference('light')).toBe('light');
    expect(resolveInitialPreference('sepia')).toBe('system');
    expect(resolveInitialPreference(null)).toBe('system');
  });

  it('boots into the stored choice without storing it again', () => {
    const { actor, persisted, applied, device } = setup('dark', false);
    expect(actor.getSnapshot().value).toBe('dark');
    expect(applied).toEqual(['dark']);
    expect(persisted).toEqual([]);
    expect(device.watching).toBe(false);
  });

  it('follows a dark device from the start, and its changes live', () => {
    const { actor, applied, device } = setup(null, true);
    expect(actor.getSnapshot().value).toEqual({ system: 'dark' });
    device.change(false);
    device.change(true);
    expect(applied).toEqual(['dark', 'light', 'dark']);
  });

  it('stops listening to the device once a fixed theme is chosen', () => {
    const { actor, applied, device } = setup(null, false);
    actor.send({ type: 'theme.select', preference: 'light' });
    expect(device.watching).toBe(false);
    device.change(true);
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('light');
    expect(applied.at(-1)).toBe('light');
  });

  it('reads the device again when following it is chosen', () => {
    const { actor, device, persisted } = setup('light', false);
    device.change(true);
    actor.send({ type: 'theme.select', preference: 'system' });
    expect(actor.getSnapshot().value).toEqual({ system: 'dark' });
    expect(persisted).toEqual(['system']);
  });
});
