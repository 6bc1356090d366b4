/**
 * Which machine a screen story belongs to, and which of its states the story shows: the meta names
 * the machine (`parameters: { machine: { id: 'login' } }`) and each story its state
 * (`parameters: { machine: { state: 'login.editing' } }`); Storybook merges the two. A story of a
 * parallel machine lists one leaf per region it cares about; a story that walks the real machine
 * through several states lists them all. A story showing another machine's state (the header
 * showing the session) names that machine's id itself.
 *
 * The coverage gate (`npm run machines:coverage`) reads these declarations statically from the
 * story files (tests/machines/story-states.ts), so they must be literals: a string id and a string
 * or an array of strings as state, written in the story (or in a story-making helper of the same
 * file). The Storybook machine panel reads them at run time through `machineOfStory`.
 */

/** A state as a dotted path from the machine's root to a leaf, e.g. `ready.rsvp.going`. */
export type StatePath = string;

export interface MachineParameter {
  /** As in `createMachine({ id })`. */
  id?: string;
  state?: StatePath | StatePath[];
  /**
   * The story runs the machine itself and the Storybook panel follows it live; such a story may
   * leave `state` out (it then counts for no state in the coverage gate).
   */
  live?: boolean;
}

/** The declaration of a story, its meta's and its own merged as Storybook merges them. */
export interface StoryMachine {
  id: string;
  states: StatePath[];
}

/** What a story declares, from its (merged) parameters; undefined for a story with no machine. */
export function machineOfStory(parameters: {
  machine?: MachineParameter | null;
}): StoryMachine | undefined {
  const declared = parameters.machine;
  if (!declared?.id) return undefined;
  const { id, state } = declared;
  return { id, states: state === undefined ? [] : Array.isArray(state) ? state : [state] };
}
