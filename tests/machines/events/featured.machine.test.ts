// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { EventSummary } from '../../../machines/events/events.types';
import { featuredMachine } from '../../../machines/events/featured.machine';
import { controllable } from '../../support/controllable';
import { type SystemUnderTest, createModel } from '../../support/model';
import { summaries } from './fixtures';
import { machineModelTests } from '../../support/model-tests';

export const featuredModel = createModel(featuredMachine, {
  events: [
    { type: 'retry' },
    { type: 'xstate.done.actor.loadFeatured', output: summaries(3) } as never,
    { type: 'xstate.done.actor.loadFeatured', output: [] } as never,
    { type: 'xstate.error.actor.loadFeatured', error: new Error('offline') } as never,
  ],
});

function setup() {
  const load = controllable<EventSummary[]>();
  const actor = createActor(
    featuredMachine.provide({ actors: { loadFeatured: load.logic } }),
  ).start();
  const sut: SystemUnderTest<typeof featuredMachine> = {
    states: {
      loading: () => expect(load.calls.length).toBeGreaterThan(0),
      loaded: () => expect(actor.getSnapshot().context.items).toHaveLength(3),
      empty: () => expect(actor.getSnapshot().context.items).toEqual([]),
      failed: () => expect(actor.getSnapshot().context.items).toEqual([]),
    },
    events: {
      retry: (e) => actor.send(e),
      'xstate.done.actor.loadFeatured': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadFeatured': (e: any) => load.reject(e.error),
    } as SystemUnderTest<typeof featuredMachine>['events'],
  };
  return { actor, sut };
}

describe('featured machine (model-based)', () => {
  machineModelTests(featuredModel, setup);
});
