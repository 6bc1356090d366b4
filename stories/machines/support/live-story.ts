/**
 * What every live story (stories/machines/live/) shares: its parameters, and its play function's
 * view of what the «Machine» panel is told.
 */
import { addons } from 'storybook/preview-api';
import { expect, waitFor } from 'storybook/test';
import { MachineEvents, type MachineStateMessage } from './machine-channel-events';

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
  // Long enough for a fake service's pause or two (live-fakes.ts).
  await waitFor(() => expect(seen.at(-1)).toMatchObject({ source: 'live', ...expected }), {
    timeout: 5000,
  });
}

/**
 * For a story's `loaders`: records what the panel is told from before the story renders (the
 * play function reads it as `loaded.seen`), for machines whose first steps run as the page opens.
 */
export const recordPanelFromStart = () => ({ seen: recordPanel() });
