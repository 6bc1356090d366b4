// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { EventSummary } from '../../../machines/events/events.types';
import { featuredMachine } from '../../../machines/events/featured.machine';
import { controllable, settlers } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { featuredModel } from './featured.model';
import { machineModelTests } from '../../support/model-tests';

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
      ...settlers({ loadFeatured: load }),
    } as SystemUnderTest<typeof featuredMachine>['events'],
  };
  return { actor, sut };
}

describe('featured machine (model-based)', () => {
  machineModelTests(featuredModel, setup);
});
