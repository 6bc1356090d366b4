import type { SnapshotFrom } from 'xstate';
import type { ResolvedTheme } from './preferences';
import type { themeMachine } from './theme.machine';

type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

export const selectThemePreference = (s: ThemeSnapshot) => s.context.preference;
/** The colours on screen: the chosen ones, or the device's while following it. */
export const selectResolvedTheme = (s: ThemeSnapshot): ResolvedTheme =>
  s.matches('dark') || s.matches({ system: 'dark' }) ? 'dark' : 'light';
