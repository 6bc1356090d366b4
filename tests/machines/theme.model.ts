import { fromCallback, type EventFrom } from 'xstate';
import type { themeMachine } from '../../machines/theme/theme.machine';
import type { ThemeEvent } from '../../machines/theme/theme.machine';

type Event = EventFrom<typeof themeMachine>;

/**
 * The events both theme models try in every state: the machine test and the rendered-control test
 * walk the same paths, so a drift between the model and the page shows up in one of them.
 */
export const themeModelEvents: Event[] = [
  { type: 'theme.select', preference: 'light' },
  { type: 'theme.select', preference: 'dark' },
  { type: 'theme.select', preference: 'system' },
  { type: 'theme.select', preference: 'sepia' },
  { type: 'system.change', dark: true },
  { type: 'system.change', dark: false },
];

/**
 * A stand-in for the device: its colour scheme, and a watcher the machine starts while following
 * it. `change` flips the scheme and tells the running watcher, as matchMedia's change event would.
 */
export function fakeDevice(initiallyDark = false) {
  let dark = initiallyDark;
  let listener: ((e: ThemeEvent) => void) | null = null;
  return {
    get dark() {
      return dark;
    },
    get watching() {
      return listener !== null;
    },
    prefersDark: () => dark,
    watcher: fromCallback<ThemeEvent>(({ sendBack }) => {
      listener = sendBack;
      return () => {
        listener = null;
      };
    }),
    change(next: boolean) {
      dark = next;
      listener?.({ type: 'system.change', dark: next });
    },
  };
}
