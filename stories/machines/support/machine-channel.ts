/**
 * The preview side of the «Machine» addon panel: a decorator that tells the panel which machine
 * the story shows and in which state (`parameters.machine`), lays out a chart when the panel asks,
 * and `liveInspector`, which a story rendering a running machine passes as the actor's `inspect`
 * option so the panel follows its state and last transition live.
 */
import { addons } from 'storybook/preview-api';
import type { Decorator } from '@storybook/react-vite';
import type { InspectionEvent } from 'xstate';
import {
  type MachineChartMessage,
  MachineEvents,
  type MachineStateMessage,
} from './machine-channel-events';
import type { MachineParameter } from '../../support/machine-parameters';
import { machineById } from './registry';
import { activePaths, leafPaths, statechartGraph, transitionId } from './statechart-graph';

const channel = () => (addons.hasChannel() ? addons.getChannel() : null);

let listening = false;
/** Charts are laid out here, where the machines are, and only when the panel asks for one. */
function answerChartRequests() {
  const ch = channel();
  if (listening || !ch) return;
  listening = true;
  ch.on(MachineEvents.requestChart, async ({ id }: { id: string }) => {
    const entry = machineById(id);
    const reply = (message: MachineChartMessage) => ch.emit(MachineEvents.chart, message);
    if (!entry) return reply({ id, chart: null, error: `No machine with id "${id}" in machines/` });
    try {
      // ELK loads when the panel first asks: most stories (and every story test) never do.
      const { layoutStatechart } = await import('./statechart-layout');
      reply({ id, chart: await layoutStatechart(statechartGraph(entry.machine)), error: null });
    } catch (error) {
      reply({ id, chart: null, error: String(error) });
    }
  });
}

let currentStory = '';

const emitState = (message: Omit<MachineStateMessage, 'storyId'>) =>
  channel()?.emit(MachineEvents.state, { ...message, storyId: currentStory });

/** Global decorator: tells the panel the story's declared machine and state. */
export const withMachinePanel: Decorator = (Story, context) => {
  answerChartRequests();
  currentStory = context.id;
  const machine = context.parameters.machine as MachineParameter | undefined;
  const declared = [machine?.state ?? []].flat();
  if (machine?.id && !machine.live) {
    emitState({
      id: machine.id,
      active: activePaths(declared),
      source: 'declared',
      lastTransition: null,
      lastEvent: null,
      at: declared.join(', '),
    });
  } else if (!machine?.id) {
    emitState({
      id: '',
      active: [],
      source: 'declared',
      lastTransition: null,
      lastEvent: null,
      at: '',
    });
  }
  return Story();
};

/**
 * An `inspect` option for the actor of machine `id`: every transition it takes (XState's
 * `@xstate.microstep` inspection events) lights up in the panel. Other actors are ignored.
 */
export function liveInspector(id: string) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { value?: unknown; machine?: { id?: string } };
    if (snapshot.machine?.id !== id) return;
    // Snapshots after the first come with their microsteps, which also say what was taken.
    const initial = event.type === '@xstate.snapshot' && event.event.type === 'xstate.init';
    if (event.type === '@xstate.snapshot' && !initial) return;
    const taken = event.type === '@xstate.microstep' ? event._transitions[0] : undefined;
    emitState({
      id,
      active: activePaths(snapshot.value),
      source: 'live',
      lastTransition: taken ? transitionId(taken as never) : null,
      lastEvent: initial ? null : event.event.type,
      at: leafPaths(snapshot.value).join(' + '),
    });
  };
}
