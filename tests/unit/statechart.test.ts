/**
 * The statecharts Storybook draws (stories/machines/): for every machine in machines/, the drawn
 * graph has exactly the machine's states and transitions, and ELK lays every one of them out.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  createMachine,
  getInitialSnapshot,
  setup,
} from 'xstate';
import { machineExports } from '../../.storybook/machine-stories';
import { machineEntries } from '../../stories/machines/support/registry';
import { replaySteps } from '../../stories/machines/support/replay';
import {
  activePaths,
  statechartGraph,
  transitionId,
} from '../../stories/machines/support/statechart-graph';
import { layoutStatechart } from '../../stories/machines/support/statechart-layout';
import { declaredTransitions } from '../support/model';

/** Every state node, read through the machine's id map, not by walking `.states`. */
function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [...(machine as unknown as { idMap: Map<string, AnyStateNode> }).idMap.values()];
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** Every eventless transition, as `source --always#i--> targets`. */
function alwaysTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine).flatMap((node) =>
    (node.always ?? []).map(
      (t, i) => `${pathOf(node)} --always#${i}--> ${t.target?.map(pathOf).join(',') ?? '(self)'}`,
    ),
  );
}

describe('the machines Storybook draws', () => {
  it('are every machine exported from machines/**/*.machine.ts, found alike on disk and at run time', () => {
    expect(machineEntries.length).toBeGreaterThanOrEqual(15);
    expect(machineEntries.map(({ file, exportName }) => ({ file, exportName }))).toEqual(
      machineExports(),
    );
    // Ids are what stories name their machine by: one machine each.
    expect(new Set(machineEntries.map((m) => m.id)).size).toBe(machineEntries.length);
  });

  describe.each(machineEntries.map((m) => [m.id, m.machine] as const))('%s', (_id, machine) => {
    const graph = statechartGraph(machine);

    it('has a node per state and an edge per transition, nothing else', () => {
      expect(graph.nodes.map((n) => n.path).sort()).toEqual(stateNodes(machine).map(pathOf).sort());
      expect(graph.edges.map((e) => e.id).sort()).toEqual(
        [...declaredTransitions(machine), ...alwaysTransitions(machine)].sort(),
      );
    });

    it('is laid out whole, each state inside its parent', async () => {
      const chart = await layoutStatechart(graph);
      expect(chart.nodes.map((n) => n.path).sort()).toEqual(graph.nodes.map((n) => n.path).sort());
      const drawn = graph.edges.flatMap((e) => e.targets.map(() => e.id));
      expect(chart.edges.map((e) => e.id).sort()).toEqual(drawn.sort());
      const byPath = new Map(chart.nodes.map((n) => [n.path, n]));
      for (const node of graph.nodes) {
        const box = byPath.get(node.path)!;
        expect(box.width, node.path).toBeGreaterThan(0);
        const parent = node.parent === null ? null : byPath.get(node.parent)!;
        if (!parent) continue;
        expect(box.x, node.path).toBeGreaterThanOrEqual(parent.x);
        expect(box.y, node.path).toBeGreaterThanOrEqual(parent.y);
        expect(box.x + box.width, node.path).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
        expect(box.y + box.height, node.path).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
      }
      for (const edge of chart.edges) expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('statechartGraph', () => {
  const machine = setup({
    types: { events: {} as { type: 'go' } | { type: 'stop' } },
    actors: { load: createMachine({}) },
    actions: { track: () => {}, greet: () => {} },
    guards: { isReady: () => true, hasRole: (_, _params: { role: string }) => true },
    delays: { later: 500 },
  }).createMachine({
    id: 'sample',
    initial: 'idle',
    states: {
      idle: {
        entry: 'greet',
        on: {
          go: [
            { guard: { type: 'hasRole', params: { role: 'admin' } }, target: 'busy' },
            { guard: 'isReady', target: 'both' },
          ],
          stop: { actions: 'track' },
        },
        after: { 1000: 'done', later: 'busy' },
      },
      busy: {
        invoke: { id: 'loader', src: 'load', onDone: 'done' },
        exit: 'track',
        always: { guard: 'isReady', target: 'done' },
      },
      both: {
        type: 'parallel',
        states: { left: {}, right: { type: 'history' } },
      },
      done: { type: 'final' },
    },
  });
  const graph = statechartGraph(machine);
  const node = (path: string) => graph.nodes.find((n) => n.path === path)!;
  const labels = graph.edges.map((e) => `${e.source}: ${e.label}`);

  it('reads state kinds, the initial state, entry and exit actions and invoked actors', () => {
    expect(node('')).toMatchObject({ key: 'sample', type: 'compound', parent: null });
    expect(node('idle')).toMatchObject({ type: 'atomic', initial: true, entry: ['greet'] });
    expect(node('busy')).toMatchObject({ initial: false, exit: ['track'] });
    expect(node('busy').invoke).toEqual([{ id: 'loader', src: 'load' }]);
    expect(node('both').type).toBe('parallel');
    expect(node('both.left')).toMatchObject({ region: true, initial: false });
    expect(node('both.right').type).toBe('history');
    expect(node('done').type).toBe('final');
  });

  it('labels transitions with their event and named guard, params included', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        'idle: go [hasRole({"role":"admin"})]',
        'idle: go [isReady]',
        'idle: stop',
        'idle: after 1000 ms',
        'idle: after later',
        'busy: done: loader',
        'busy: always [isReady]',
      ]),
    );
    expect(graph.edges.find((e) => e.label === 'stop')).toMatchObject({
      targets: [],
      actions: ['track'],
    });
  });

  it('names a taken transition as its drawn edge', () => {
    const snapshot = getInitialSnapshot(machine);
    const [taken] = machine.getTransitionData(snapshot, { type: 'go' });
    expect(transitionId(taken!)).toBe('idle --go#0--> busy');
    expect(graph.edges.map((e) => e.id)).toContain('idle --go#0--> busy');
  });

  it('lights a state with its ancestors, from a value or from dotted paths', () => {
    expect(activePaths({ both: { left: {}, right: 'x' } }).sort()).toEqual(
      ['', 'both', 'both.right', 'both.right.x'].sort(),
    );
    expect(activePaths(['a.b', 'c']).sort()).toEqual(['', 'a', 'a.b', 'c'].sort());
  });

  it('replays a path as the states it passes and the edges it takes', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'stop' });
    const afterStop = actor.getSnapshot();
    actor.send({ type: 'go' });
    const steps = replaySteps(machine, undefined, {
      steps: [
        { event: { type: 'stop' }, state: afterStop },
        { event: { type: 'go' }, state: actor.getSnapshot() },
      ],
    });
    actor.stop();
    expect(steps.map((s) => [s.event, s.at, s.transitions])).toEqual([
      [null, 'idle', []],
      ['stop', 'idle', ['idle --stop#0--> (self)']],
      // busy is left at once by its eventless transition: the step shows the event's own edge.
      ['go', 'done', ['idle --go#0--> busy']],
    ]);
  });
});
