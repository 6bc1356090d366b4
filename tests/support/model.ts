/**
 * The one wrapper over `xstate/graph` (see ARCHITECTURE.md, "Model-based tests"): a later API change
 * touches this file only.
 *
 * Paths are generated from the machine itself: the shortest path to every reachable state, and for
 * every transition in the adjacency map, the shortest path to its source plus that transition.
 * Each path is then replayed against a system under test (the machine with fake actors, or the
 * rendered page) with an executor per event type and an assertion per state.
 */
import {
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type StateNode,
  matchesState,
} from 'xstate';
import { TestModel } from 'xstate/graph';

type Snap<M extends AnyStateMachine> = ReturnType<M['resolveState']>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

export interface ModelStep<M extends AnyStateMachine> {
  event: Ev<M>;
  state: Snap<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  description: string;
  steps: ModelStep<M>[];
}

export interface ModelOptions<M extends AnyStateMachine> {
  /** Events to try in every state, including `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
  events: Ev<M>[] | ((snapshot: Snap<M>) => Ev<M>[]);
  input?: InputFrom<M>;
  /** How two snapshots are told apart; defaults to state value plus context. */
  serializeState?: (snapshot: Snap<M>) => string;
}

export interface SystemUnderTest<M extends AnyStateMachine> {
  /** Keys are state values in dotted form ('form.editing'); every leaf state needs one. */
  states: Record<string, (snapshot: Snap<M>) => void | Promise<void>>;
  /** One executor per event type that the model sends. */
  events: { [K in Ev<M>['type']]?: (event: Extract<Ev<M>, { type: K }>) => void | Promise<void> };
}

function stateValueKey(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      stateValueKey(v).map((child) => `${k}.${child}`),
    );
  }
  return [];
}

/**
 * Every atomic or final state node of the machine, as a dotted key. Transient states (only
 * eventless `always` transitions) are left out: no snapshot ever rests in them.
 */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (node: StateNode<any, any>, prefix: string[]) => {
    const children = Object.values(node.states ?? {}) as StateNode<any, any>[];
    if (children.length === 0) {
      const transient = (node.always?.length ?? 0) > 0 && node.transitions.size === 0;
      if (!transient) out.push(prefix.join('.'));
      return;
    }
    for (const child of children) visit(child, [...prefix, child.key]);
  };
  visit(machine.root as StateNode<any, any>, []);
  return out;
}

/** Every transition the machine declares, as `source --event--> target` (targetless ones too). */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (node: StateNode<any, any>, prefix: string[]) => {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((t, i) => {
        const targets =
          t.target?.map((s: StateNode<any, any>) => s.path.join('.')).join(',') ?? '(self)';
        out.push(`${prefix.join('.')} --${eventType}#${i}--> ${targets}`);
      });
    }
    for (const child of Object.values(node.states ?? {}) as StateNode<any, any>[])
      visit(child, [...prefix, child.key]);
  };
  visit(machine.root as StateNode<any, any>, []);
  return out;
}

export function createModel<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>) {
  const serializeState =
    options.serializeState ??
    ((s: Snap<M>) => JSON.stringify({ value: s.value, context: s.context }));
  const model = new TestModel(machine, {
    events: options.events as any,
    input: options.input,
    serializeState: (s: any) => serializeState(s),
    // Events a state ignores would only add self-loops that test nothing; keep real transitions.
    filterEvents: (s: any, e: any) => (machine as any).getTransitionData(s, e).length > 0,
    // The default matcher only knows '*': without this every state assertion would be skipped.
    stateMatcher: (state: any, key: string) => matchesState(key, state.value),
  });

  /** Shortest path to each state plus one path per (state, event) edge of the adjacency map. */
  function paths(): ModelPath<M>[] {
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
    const toState = new Map<string, ModelStep<M>[]>();
    for (const sp of shortest)
      toState.set(serializeState(sp.state as Snap<M>), sp.steps.slice(1) as any);
    const result: ModelPath<M>[] = [];
    const adjacency = model.getAdjacencyMap() as Record<
      string,
      { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }
    >;
    for (const { state, transitions } of Object.values(adjacency)) {
      const prefix = toState.get(serializeState(state));
      if (!prefix) throw new Error(`No shortest path to ${serializeState(state)}`);
      const trs = Object.values(transitions);
      if (trs.length === 0) {
        result.push({ description: describe(prefix, state), steps: prefix });
      }
      for (const t of trs) {
        const steps = [...prefix, { event: t.event, state: t.state }];
        result.push({ description: describe(steps, t.state), steps });
      }
    }
    // Drop paths that are strict prefixes of others: they add no coverage, only time.
    const keyOf = (p: ModelPath<M>) => p.steps.map((s) => JSON.stringify(s.event)).join('>');
    const keys = result.map(keyOf);
    return result.filter((_p, i) => {
      const k = keys[i]!;
      return !keys.some(
        (other, j) => j !== i && other.length > k.length && other.startsWith(k + '>'),
      );
    });
  }

  function describe(steps: ModelStep<M>[], last: Snap<M>): string {
    const trail = steps.map((s) => s.event.type).join(' → ');
    return `${trail || '(initial)'} ⇒ ${stateValueKey(last.value).join('+')}`;
  }

  /** Which leaf states and declared transitions the generated paths reach; for coverage tests. */
  function coverage() {
    const visitedStates = new Set<string>();

    const adjacency = model.getAdjacencyMap() as Record<
      string,
      { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }
    >;
    const takenTransitions = new Set<string>();
    for (const { state, transitions } of Object.values(adjacency)) {
      stateValueKey(state.value).forEach((k) => visitedStates.add(k));
      for (const { event } of Object.values(transitions)) {
        for (const t of (machine as any).getTransitionData(state, event) ?? []) {
          const source = t.source.path.join('.');
          const idx = t.source.transitions.get(t.eventType).indexOf(t);
          const targets =
            t.target?.map((s: StateNode<any, any>) => s.path.join('.')).join(',') ?? '(self)';
          takenTransitions.add(`${source} --${t.eventType}#${idx}--> ${targets}`);
        }
      }
    }
    return {
      states: leafStateKeys(machine).filter((k) => visitedStates.has(k)),
      missingStates: leafStateKeys(machine).filter((k) => !visitedStates.has(k)),
      transitions: [...takenTransitions],
      missingTransitions: declaredTransitions(machine).filter((t) => !takenTransitions.has(t)),
    };
  }

  async function run(path: ModelPath<M>, sut: SystemUnderTest<M>, initial: Snap<M>) {
    await assertState(sut, initial);
    for (const step of path.steps) {
      const exec = (sut.events as any)[step.event.type];
      if (!exec) throw new Error(`No executor for event "${step.event.type}"`);
      await exec(step.event);
      await assertState(sut, step.state);
    }
  }

  async function assertState(sut: SystemUnderTest<M>, snapshot: Snap<M>) {
    const keys = Object.keys(sut.states).filter((k) => matchesState(k, snapshot.value));
    if (keys.length === 0) {
      throw new Error(`No state assertion matches ${JSON.stringify(snapshot.value)}`);
    }
    for (const k of keys) await sut.states[k]!(snapshot);
  }

  /** Throws unless every leaf state has an assertion and every event type an executor. */
  function assertComplete(sut: SystemUnderTest<M>) {
    const missingStates = leafStateKeys(machine).filter(
      (leaf) =>
        !Object.keys(sut.states).some((k) =>
          matchesState(
            k,
            leaf
              .split('.')
              .reduceRight<any>(
                (acc, part) => (acc === undefined ? part : { [part]: acc }),
                undefined,
              ),
          ),
        ),
    );
    const eventTypes = new Set(paths().flatMap((p) => p.steps.map((s) => s.event.type)));
    const missingEvents = [...eventTypes].filter((t) => !(t in sut.events));
    if (missingStates.length || missingEvents.length) {
      throw new Error(
        `Incomplete system under test: states without assertion [${missingStates.join(', ')}], ` +
          `events without executor [${missingEvents.join(', ')}]`,
      );
    }
  }

  return { model, paths, coverage, run, assertComplete };
}
