import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { type ResolvedTheme, type ThemePreference, resolveInitialPreference } from './preferences';

export interface ThemeContext {
  /** What the person chose (or the default, `system`); the state says what is painted. */
  preference: ThemePreference;
}

export type ThemeEvent =
  | { type: 'theme.select'; preference: string }
  /** The device's colour scheme changed (sent by the system watcher while following it). */
  | { type: 'system.change'; dark: boolean };

export interface ThemeInput {
  /** What was stored under the `theme` key, if anything. */
  stored?: string | null;
}

const selects =
  (preference: ThemePreference) =>
  ({ context, event }: { context: ThemeContext; event: ThemeEvent }) =>
    event.type === 'theme.select' &&
    event.preference === preference &&
    context.preference !== preference;

/**
 * Light, dark, or following the device. The page never reloads: entering a leaf state paints it.
 * While following the device a watcher reports its changes, so the page follows them live.
 */
export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: {
    watchSystemScheme: fromCallback<ThemeEvent>(() => {
      throw new Error('watchSystemScheme not provided');
    }),
  },
  actions: {
    // Side effects on the page and in storage are provided by the app; the model only names them.
    persistTheme: (_, _params: { preference: ThemePreference }) => {},
    applyTheme: (_, _params: { theme: ResolvedTheme }) => {},
    setPreference: assign(({ event }) => {
      assertEvent(event, 'theme.select');
      return { preference: resolveInitialPreference(event.preference) };
    }),
  },
  guards: {
    // Read when the page starts following the device; the app asks matchMedia.
    systemPrefersDark: () => false,
    prefersLight: ({ context }) => context.preference === 'light',
    prefersDark: ({ context }) => context.preference === 'dark',
    selectsLight: selects('light'),
    selectsDark: selects('dark'),
    selectsSystem: selects('system'),
    systemTurnedDark: ({ event }) => event.type === 'system.change' && event.dark,
    systemTurnedLight: ({ event }) => event.type === 'system.change' && !event.dark,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ preference: resolveInitialPreference(input.stored) }),
  initial: 'boot',
  on: {
    'theme.select': [
      {
        guard: 'selectsLight',
        target: '.light',
        actions: ['setPreference', { type: 'persistTheme', params: { preference: 'light' } }],
      },
      {
        guard: 'selectsDark',
        target: '.dark',
        actions: ['setPreference', { type: 'persistTheme', params: { preference: 'dark' } }],
      },
      {
        guard: 'selectsSystem',
        target: '.system',
        actions: ['setPreference', { type: 'persistTheme', params: { preference: 'system' } }],
      },
    ],
  },
  states: {
    boot: {
      always: [
        { guard: 'prefersLight', target: 'light' },
        { guard: 'prefersDark', target: 'dark' },
        { target: 'system' },
      ],
    },
    light: {
      entry: { type: 'applyTheme', params: { theme: 'light' } },
    },
    dark: {
      entry: { type: 'applyTheme', params: { theme: 'dark' } },
    },
    system: {
      invoke: { id: 'watchSystemScheme', src: 'watchSystemScheme' },
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'systemPrefersDark', target: 'dark' }, { target: 'light' }],
        },
        light: {
          entry: { type: 'applyTheme', params: { theme: 'light' } },
          on: { 'system.change': { guard: 'systemTurnedDark', target: 'dark' } },
        },
        dark: {
          entry: { type: 'applyTheme', params: { theme: 'dark' } },
          on: { 'system.change': { guard: 'systemTurnedLight', target: 'light' } },
        },
      },
    },
  },
});
