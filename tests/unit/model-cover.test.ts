import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, transition } from 'xstate';
import { createModel, declaredTransitions, leafStateKeys } from '../support/model';

/**
 * A small form with a nested state, a guard, a self-transition that changes context, a dead end
 * (final state) and a transition out of a parent: enough shapes for a walk to get stuck on.
 */
const sample = setup({
  types: {
    context: {} as { text: string; tries: number },
    events: {} as
      | { type: 'type'; text: string }
      | { type: 'submit' }
      | { type: 'ok' }
      | { type: 'fail' }
      | { type: 'retry' }
      | { type: 'help' }
      | { type: 'close' }
      | { type: 'quit' },
  },
  guards: {
    hasText: ({ context }) => context.text !== '',
    mayRetry: ({ context }) => context.tries < 2,
  },
  actions: {
    setText: assign({ text: ({ event }) => (event.type === 'type' ? event.text : '') }),
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
  },
}).createMachine({
  id: 'sample',
  context: { text: '', tries: 0 },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: { quit: '#sample.gone' },
      states: {
        idle: {
          on: {
            type: { actions: 'setText' },
            submit: { guard: 'hasText', target: '#sample.sending' },
            help: 'help',
          },
        },
        help: { on: { close: 'idle' } },
      },
    },
    sending: {
      entry: 'countTry',
      on: { ok: 'sent', fail: 'failed' },
    },
    failed: {
      on: {
        retry: { guard: 'mayRetry', target: 'sending' },
        type: { target: 'editing', actions: 'setText' },
      },
    },
    sent: { type: 'final' },
    gone: { type: 'final' },
  },
});

const events = [
  { type: 'type', text: '' },
  { type: 'type', text: 'hi' },
  { type: 'submit' },
  { type: 'ok' },
  { type: 'fail' },
  { type: 'retry' },
  { type: 'help' },
  { type: 'close' },
  { type: 'quit' },
] as const;

const serializeState = (s: { value: unknown; context: { text: string; tries: number } }) =>
  JSON.stringify([s.value, s.context.text, Math.min(s.context.tries, 2)]);

describe('covering walks (tests/support/model.ts)', () => {
  const model = createModel(sample, { events: [...events], serializeState });

  it('take every edge, reach every leaf state and take every declared transition', () => {
    const walks = model.coverPaths();
    const c = model.coverage(walks);
    expect(c.missingEdges).toEqual([]);
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    expect(c.states.sort()).toEqual(leafStateKeys(sample).sort());
    expect(c.transitions.sort()).toEqual(declaredTransitions(sample).sort());
    // the same edges as one path per edge, which is what they replace
    const perEdge = model.coverage(model.paths());
    expect(c.edges).toBe(perEdge.edges);
    expect(c.paths).toBeLessThan(perEdge.paths);
    expect(c.steps).toBeLessThan(perEdge.steps);
  });

  it('are real runs: each step is what the machine does from the step before', () => {
    for (const walk of model.coverPaths()) {
      const actor = createActor(sample).start();
      for (const step of walk.steps) {
        actor.send(step.event);
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state));
      }
    }
  });

  it('stay real runs when the model folds snapshots the machine tells apart', () => {
    // Without the number of tries, «failed» after one try and after two are one state of the
    // model, but only the first may retry: a walk must not plan from the map's stored snapshot.
    const folded = createModel(sample, {
      events: [...events],
      serializeState: (s) => JSON.stringify([s.value, s.context.text]),
    });
    const walks = folded.coverPaths();
    for (const walk of walks) {
      let snapshot = createActor(sample).getSnapshot();
      for (const step of walk.steps) {
        expect(sample.getTransitionData(snapshot as never, step.event).length).toBeGreaterThan(0);
        snapshot = transition(sample, snapshot, step.event)[0];
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
      }
    }
    const c = folded.coverage(walks);
    expect(c.missingEdges).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
  });

  it('start afresh at a dead end and when a walk reaches maxSteps', () => {
    const walks = model.coverPaths({ maxSteps: 4 });
    // an edge further than the limit from the start still gets a walk of its own: the shortest
    const deepest = Math.max(...model.paths().map((p) => p.steps.length));
    expect(deepest).toBeGreaterThan(4);
    expect(walks.every((w) => w.steps.length <= 4 || w.steps.length <= deepest)).toBe(true);
    expect(walks.some((w) => w.steps.length <= 4)).toBe(true);
    expect(walks.length).toBeGreaterThan(model.coverPaths().length);
    expect(model.coverage(walks).missingEdges).toEqual([]);
    for (const walk of model.coverPaths()) {
      const last = walk.steps.at(-1)!.state;
      const deadEnd = last.status === 'done';
      // a walk only stops early at a final state or at the step limit
      expect(deadEnd || walk.steps.length >= 40 || walk === model.coverPaths().at(-1)).toBe(true);
    }
  });

  it('report what is missing when a walk is dropped', () => {
    const walks = model.coverPaths();
    const c = model.coverage(walks.slice(0, -1));
    expect(c.missingEdges.length).toBeGreaterThan(0);
    expect(c.edges).toBeLessThan(model.coverage(walks).edges);
  });

  it('report a declared transition that no event of the model takes', () => {
    const noHelp = createModel(sample, {
      events: events.filter((e) => e.type !== 'close'),
      serializeState,
    });
    const c = noHelp.coverage(noHelp.coverPaths());
    expect(c.missingEdges).toEqual([]);
    expect(c.missingTransitions).toEqual(['editing.help --close#0--> editing.idle']);
    expect(c.missingStates).toEqual([]);
  });

  it('report a state that no event of the model reaches', () => {
    const noHelp = createModel(sample, {
      events: events.filter((e) => e.type !== 'help'),
      serializeState,
    });
    expect(noHelp.coverage(noHelp.coverPaths()).missingStates).toEqual(['editing.help']);
  });

  it('say which step of a walk failed', async () => {
    const [walk] = model.coverPaths().filter((w) => w.steps.length > 2);
    const failAt = walk!.steps[1]!.event.type;
    const sut = {
      states: {
        editing: () => {},
        sending: () => {},
        failed: () => {},
        sent: () => {},
        gone: () => {},
      },
      events: Object.fromEntries(
        events.map((e) => [
          e.type,
          () => {
            if (e.type === failAt) throw new Error('boom');
          },
        ]),
      ),
    };
    await expect(model.run(walk!, sut, createActor(sample).getSnapshot())).rejects.toThrow(
      new RegExp(
        `^step \\d+/${walk!.steps.length} \\(${failAt.replace('.', '\\.')} ⇒ .+\\): boom$`,
      ),
    );
  });
});
