/**
 * A path of the model-based tests as steps to show on the statechart: after each event, the
 * states the machine is in and the transitions the event took (named as the drawn edges are).
 */
import { type AnyStateMachine, getInitialSnapshot } from 'xstate';
import { activePaths, leafPaths, transitionId } from './statechart-graph';

export interface ReplayStep {
  /** The event's type; null for the initial state. */
  event: string | null;
  /** Where the machine rests, as dotted leaf paths joined by ' + ' (parallel states). */
  at: string;
  active: string[];
  transitions: string[];
}

interface PathLike {
  steps: { event: { type: string }; state: { value: unknown } }[];
}

function stepOf(event: string | null, value: unknown, transitions: string[]): ReplayStep {
  return { event, at: leafPaths(value).join(' + '), active: activePaths(value), transitions };
}

/** The transitions `event` takes from `snapshot` (the first microstep: the event's own). */
function taken(machine: AnyStateMachine, snapshot: unknown, event: { type: string }): string[] {
  try {
    const data = machine.getTransitionData(snapshot as never, event as never) ?? [];
    return data.map((t) => transitionId(t as never));
  } catch {
    return [];
  }
}

export function replaySteps(
  machine: AnyStateMachine,
  input: unknown,
  path: PathLike,
): ReplayStep[] {
  const initial = getInitialSnapshot(machine, input as never);
  const steps = [stepOf(null, initial.value, [])];
  let previous: unknown = initial;
  for (const step of path.steps) {
    steps.push(stepOf(step.event.type, step.state.value, taken(machine, previous, step.event)));
    previous = step.state;
  }
  return steps;
}
