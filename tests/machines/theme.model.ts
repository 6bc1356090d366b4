import { fromCallback, type EventFrom } from 'xstate';
import { themeMachine } from '../../machines/theme/theme.machine';
import { createModel } from '../support/model';
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

// The device's scheme is part of the model's world, not the machine's context: only while
// following the device can its changes be observed, so those events are tried only there.
export const themeModel = createModel(themeMachine, {
  input: { stored: null },
  events: (s) => themeModelEvents.filter((e) => e.type !== 'system.change' || s.matches('system')),
});

/** The choices the page offers. */
const offered: string[] = ['light', 'dark', 'system'];

// What a person can do: choose any of the three (an unknown value is not on offer in the page);
// the device can change its scheme at any time, but only while followed does anyone notice.
export const themePageModel = createModel(themeMachine, {
  input: { stored: null },
  events: (s) =>
    themeModelEvents.filter((e) =>
      e.type === 'theme.select' ? offered.includes(e.preference) : s.matches('system'),
    ),
});
