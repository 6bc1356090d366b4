import { fromCallback } from 'xstate';
import { type ThemeEvent, themeMachine } from '../../../machines/theme/theme.machine';
import { applyTheme, storeTheme, systemPrefersDark, watchSystemScheme } from './document';

/** The theme machine with the page, storage and the device's colour scheme as its side effects. */
export const appThemeMachine = themeMachine.provide({
  actors: {
    watchSystemScheme: fromCallback<ThemeEvent>(({ sendBack }) =>
      watchSystemScheme((dark) => sendBack({ type: 'system.change', dark })),
    ),
  },
  guards: { systemPrefersDark: () => systemPrefersDark() },
  actions: {
    persistTheme: (_, { preference }) => storeTheme(preference),
    applyTheme: (_, { theme }) => applyTheme(theme),
  },
});
