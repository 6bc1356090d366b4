import { assign, setup } from 'xstate';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import type { EventSummary } from './events.types';

/** Home's recommended section: featured events, or nothing at all when there are none. */
export const featuredMachine = setup({
  types: {
    context: {} as { items: EventSummary[] },
    events: {} as { type: 'retry' },
  },
  actors: {
    loadFeatured: notProvided<EventSummary[]>('loadFeatured'),
  },
  actions: {
    showFeatured: assign((_, { output }: { output: EventSummary[] }) => ({ items: output })),
  },
  guards: {
    isEmpty: (_, { output }: { output: EventSummary[] }) => output.length === 0,
  },
}).createMachine({
  id: 'featured',
  context: { items: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFeatured',
        src: 'loadFeatured',
        onDone: [
          { guard: { type: 'isEmpty', params: outputOf }, target: 'empty' },
          { target: 'loaded', actions: { type: 'showFeatured', params: outputOf } },
        ],
        // A side section of the home page: a failure hides it rather than alarm anyone.
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    empty: {},
    failed: { on: { retry: { target: 'loading' } } },
  },
});
