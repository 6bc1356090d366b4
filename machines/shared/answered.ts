import {
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  initialTransition,
  transition,
} from 'xstate';

/**
 * The snapshot `machine` reaches when the actor `actorId`, invoked by its initial state, answers
 * `output`: computed by the machine's own transitions, so it is exactly where asking would lead.
 * An actor created in it skips a request whose answer is already at hand (asked for before the
 * app's code arrived), and its page draws the answer in its first render.
 */
export function answeredSnapshot<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  actorId: string,
  output: unknown,
): SnapshotFrom<TMachine> {
  const [initial] = initialTransition(machine, input);
  const done = { type: `xstate.done.actor.${actorId}`, actorId, output };
  const [answered] = transition(machine, initial, done as EventFromLogic<TMachine>);
  return answered as SnapshotFrom<TMachine>;
}
