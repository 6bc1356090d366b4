import { addons } from 'storybook/preview-api';
import { MachineEvents, type MachineStateMessage } from './machine-channel-events';

/** What the «Machine» panel is told from now on, for a live story's play function to check. */
export function recordPanel(): MachineStateMessage[] {
  const seen: MachineStateMessage[] = [];
  addons.getChannel().on(MachineEvents.state, (message: MachineStateMessage) => seen.push(message));
  return seen;
}
