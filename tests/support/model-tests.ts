/**
 * The tests every model-driven page (or other costly system under test) gets, registered in the
 * caller's `describe`: completeness of the system under test, coverage of the model, and one test
 * per covering walk. Kept apart from model.ts because that one is imported by stories too, and
 * this one needs Vitest.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  type CoverOptions,
  type Model,
  type Snap,
  type SystemUnderTest,
  leafStateKeys,
} from './model';

export interface ModelTestsOptions<
  M extends AnyStateMachine,
  S extends { sut: SystemUnderTest<M> },
> {
  /** A fresh system under test (e.g. the rendered page); called once per test. */
  setup: () => S;
  /** The snapshot the system under test starts in, when not the model's own start (its input's). */
  initial?: () => Snap<M>;
  /** Runs after each walk, e.g. to stop an actor the test started itself. */
  teardown?: (started: S) => void;
  /**
   * `full` (the default): the walks must reach every leaf state and take every declared transition.
   * `edges`: only every edge of this model, for a model that covers part of the machine while
   * another model (checked elsewhere) covers the rest.
   */
  coverage?: 'full' | 'edges';
  cover?: CoverOptions;
  /** Per walk; a walk is many steps, each a render, and the machine's cores are shared. */
  timeout?: number;
}

export function modelTests<M extends AnyStateMachine, S extends { sut: SystemUnderTest<M> }>(
  model: Model<M>,
  options: ModelTestsOptions<M, S>,
) {
  const walks = model.coverPaths(options.cover);
  const covered = model.coverage(walks);
  const total = covered.edges + covered.missingEdges.length;
  const byTransitions = options.cover?.by === 'transitions';

  it('has an assertion for every state and an executor for every event', () => {
    model.assertComplete(options.setup().sut);
  });

  it(
    `takes ${byTransitions ? 'every declared transition the model reaches' : 'every edge of the model'} ` +
      `(${covered.edges}/${total} edges), reaching ` +
      `${covered.states.length} states and taking ${covered.transitions.length} declared ` +
      `transitions in ${covered.paths} walks of ${covered.steps} steps`,
    () => {
      if (byTransitions) {
        // Every state and transition the model's own shortest paths reach, if not every edge.
        const reachable = model.coverage();
        expect(reachable.states.filter((k) => !covered.states.includes(k))).toEqual([]);
        expect(reachable.transitions.filter((t) => !covered.transitions.includes(t))).toEqual([]);
      } else expect(covered.missingEdges).toEqual([]);
      if ((options.coverage ?? 'full') === 'full') {
        expect(covered.missingStates).toEqual([]);
        expect(covered.missingTransitions).toEqual([]);
      }
    },
  );

  for (const walk of walks) {
    it(
      walk.description,
      async () => {
        const started = options.setup();
        try {
          await model.run(walk, started.sut, (options.initial ?? model.initial)());
        } finally {
          options.teardown?.(started);
        }
      },
      options.timeout ?? 60_000,
    );
  }
}

/**
 * The tests every machine gets on a bare actor: completeness of the system under test, coverage of
 * the model, and one test per edge by its shortest path (cheap without a page, and a failure then
 * names the one edge it took).
 */
export function machineModelTests<
  M extends AnyStateMachine,
  S extends { actor: { getSnapshot(): Snap<M> }; sut: SystemUnderTest<M> },
>(model: Model<M>, setup: () => S) {
  it('has an assertion for every state and an executor for every event', () => {
    model.assertComplete(setup().sut);
  });

  it('reaches every state and takes every declared transition', () => {
    const { missingStates, missingTransitions } = model.coverage();
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of model.paths()) {
    it(path.description, async () => {
      const { actor, sut } = setup();
      await model.run(path, sut, actor.getSnapshot());
    });
  }
}

/** One start of a machine (a viewer, an id, an input) with the model walked from it. */
export type MachineStart<M extends AnyStateMachine, S> = readonly [
  name: string,
  model: Model<M>,
  setup: () => S,
];

/**
 * machineModelTests for a machine walked from several starts, each reaching only its part: the
 * starts' models together must reach every leaf state and take every declared transition; each
 * start, in a describe of its name, gets the completeness check and one test per edge by its
 * shortest path.
 */
export function machineStartsTests<
  M extends AnyStateMachine,
  S extends { actor: { getSnapshot(): Snap<M> }; sut: SystemUnderTest<M> },
>(machine: M, starts: readonly MachineStart<M, S>[]) {
  it(`reaches every state and takes every declared transition, across the ${starts.length} starts`, () => {
    const all = starts.map(([, model]) => model.coverage());
    const reached = new Set(all.flatMap((c) => c.states));
    expect(leafStateKeys(machine).filter((k) => !reached.has(k))).toEqual([]);
    const taken = new Set(all.flatMap((c) => c.transitions));
    expect(all[0]!.missingTransitions.filter((t) => !taken.has(t))).toEqual([]);
  });

  for (const [name, model, setup] of starts) {
    describe(name, () => {
      it('has an assertion for every state and an executor for every event', () => {
        model.assertComplete(setup().sut);
      });
      for (const path of model.paths()) {
        it(path.description, async () => {
          const { actor, sut } = setup();
          await model.run(path, sut, actor.getSnapshot());
        });
      }
    });
  }
}
