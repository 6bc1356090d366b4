/**
 * What every live story (stories/machines/live/) shares: its parameters, and its play function's
 * view of what the «Machine» panel is told.
 */
import { addons } from 'storybook/preview-api';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { MachineEvents, type MachineStateMessage } from './machine-channel-events';

/** Long enough for a fake service's pause or two (live-fakes.ts). */
const LONG = { timeout: 5000 };

/** A page at `route` that runs machine `id` and passes `liveInspector(id)` as its inspect option. */
export const liveParameters = (id: string, route: string) => ({
  layout: 'fullscreen',
  route,
  machine: { id, live: true },
});

/** What the «Machine» panel is told from now on. */
export function recordPanel(): MachineStateMessage[] {
  const seen: MachineStateMessage[] = [];
  addons.getChannel().on(MachineEvents.state, (message: MachineStateMessage) => seen.push(message));
  return seen;
}

/** Waits until the last thing the panel was told is the running machine's `expected`. */
export async function expectPanelLastTold(
  seen: MachineStateMessage[],
  expected: Partial<MachineStateMessage>,
) {
  await waitFor(() => expect(seen.at(-1)).toMatchObject({ source: 'live', ...expected }), LONG);
}

/**
 * For a story's `loaders`: records what the panel is told from before the story renders (the
 * play function reads it as `loaded.seen`), for machines whose first steps run as the page opens.
 */
export const recordPanelFromStart = () => ({ seen: recordPanel() });

type Canvas = ReturnType<typeof within>;
type Role = Parameters<Canvas['findByRole']>[0];
type RoleOptions = Omit<NonNullable<Parameters<Canvas['findByRole']>[1]>, 'name'>;

/** What a live story's play walks the page with: the panel's record and the page's late controls. */
export interface LiveWalk {
  /** What the panel has been told. */
  seen: MachineStateMessage[];
  /** Waits until the panel has been told each of `expected` (as its messages' `field`), in any order. */
  told(field: 'at' | 'lastEvent' | 'lastTransition', expected: string[]): Promise<void>;
  /** Waits until the last thing the panel was told is the running machine's `expected`. */
  lastTold(expected: Partial<MachineStateMessage>): Promise<void>;
  /** The element of `role` named `name` once it shows: after a fake service's pause or two. */
  find(role: Role, name: string | RegExp, options?: RoleOptions): Promise<HTMLElement>;
  /** Presses the control of `role` (a button unless said) named `name` once it shows. */
  press(name: string | RegExp, role?: Role): Promise<void>;
}

/** The walk over `canvas` with what the panel was told recorded in `seen`. */
export function liveWalk(canvas: Canvas, seen: MachineStateMessage[]): LiveWalk {
  const find = (role: Role, name: string | RegExp, options: RoleOptions = {}) =>
    canvas.findByRole(role, { name, ...options }, LONG);
  return {
    seen,
    told: (field, expected) =>
      waitFor(() => expect(seen.map((s) => s[field])).toEqual(expect.arrayContaining(expected))),
    lastTold: (expected) => expectPanelLastTold(seen, expected),
    find,
    press: async (name, role = 'button') => userEvent.click(await find(role, name)),
  };
}

/**
 * A live story's play: what the panel is told is recorded from the play's start (for machines
 * whose first steps run before it, see recordPanelFromStart and liveWalk).
 */
export function livePlay<C extends { canvas: Canvas }>(
  walk: (context: C, live: LiveWalk) => Promise<void>,
) {
  return (context: C) => walk(context, liveWalk(context.canvas, recordPanel()));
}
