/**
 * The one wrapper over `xstate/graph` (see ARCHITECTURE.md, "Model-based tests"): a later API change
 * touches this file only.
 *
 * Paths are generated from the machine itself, two ways:
 * - `paths()`: for every edge of the adjacency map (a state, as `serializeState` tells them apart,
 *   and an event it takes), the shortest path to its source plus that edge. Cheap on the machine.
 * - `coverPaths()`: a few long walks that together take every edge of the same map (a greedy
 *   transition cover, like a Chinese-postman walk with restarts), for systems under test where each
 *   path costs a render, e.g. a page in jsdom. Same coverage, far fewer starts and steps.
 * Each path is then replayed against a system under test (the machine with fake actors, or the
 * rendered page) with an executor per event type and an assertion per state, after every step.
 */
import {
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type StateNode,
  matchesState,
  transition,
} from 'xstate';
import { TestModel } from 'xstate/graph';

export type Snap<M extends AnyStateMachine> = ReturnType<M['resolveState']>;
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

export interface CoverOptions {
  /**
   * A walk that would grow past this many steps ends and the next starts afresh: shorter walks
   * fail with a shorter story, longer ones re-render less often. (An edge further than this from
   * the start still gets a walk: the shortest way there.)
   */
  maxSteps?: number;
  /**
   * What the walks take together: `edges` (the default), every edge of the adjacency map;
   * `transitions`, every leaf state and declared transition that `paths()` reaches, by the fewest
   * of its shortest paths (a greedy set cover). For a machine whose map multiplies far beyond what
   * it declares (parallel regions times the context that tells snapshots apart), where every edge
   * would cost a render and add no state or transition.
   */
  by?: 'edges' | 'transitions';
}

/** What a set of paths reaches, against what the model (and the machine) has. */
export interface ModelCoverage {
  /** Leaf states the paths rest in (dotted keys), and the leaf states of the machine they miss. */
  states: string[];
  missingStates: string[];
  /** Declared transitions the paths take, and the declared ones they never take. */
  transitions: string[];
  missingTransitions: string[];
  /** Edges of the adjacency map (state × event) the paths take, and those they miss. */
  edges: number;
  missingEdges: string[];
  paths: number;
  steps: number;
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

type Adjacency<M extends AnyStateMachine> = Record<
  string,
  { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }
>;

interface Edge<M extends AnyStateMachine> {
  /** `source key` + NUL + `event key`: one edge of the adjacency map. */
  id: string;
  from: string;
  to: string;
  event: Ev<M>;
  state: Snap<M>;
}

/** A declared transition as `declaredTransitions` names it. */
function transitionName(t: any): string {
  const source = t.source.path.join('.');
  const idx = t.source.transitions.get(t.eventType).indexOf(t);
  const targets = t.target?.map((s: StateNode<any, any>) => s.path.join('.')).join(',') ?? '(self)';
  return `${source} --${t.eventType}#${idx}--> ${targets}`;
}

/**
 * A model's events where the rendered page offers them: `offered` says whether the page shows the
 * control that sends the event in this snapshot (the machine may take more than the page offers).
 */
export const offeredOnly =
  <M extends AnyStateMachine>(offered: (s: Snap<M>, e: Ev<M>) => boolean) =>
  (events: Ev<M>[]) =>
  (s: Snap<M>): Ev<M>[] =>
    events.filter((e) => offered(s, e));

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

  // The map is a breadth-first traversal, so its first entry is the initial snapshot.
  let adjacencyCache: Adjacency<M> | undefined;
  const adjacency = () => (adjacencyCache ??= model.getAdjacencyMap() as Adjacency<M>);
  const initialKey = () => Object.keys(adjacency())[0]!;
  /** The snapshot the model starts in: the machine started with the model's input. */
  const start = (): Snap<M> => adjacency()[initialKey()]!.state;
  const edgeId = (from: string, eventKey: string) => `${from}\u0000${eventKey}`;
  const enabled = (snapshot: Snap<M>, event: Ev<M>) =>
    ((machine as any).getTransitionData(snapshot, event)?.length ?? 0) > 0;

  /** Outgoing edges per source key, in the map's order (so walks are reproducible). */
  let graphCache: Map<string, Edge<M>[]> | undefined;
  function graph(): Map<string, Edge<M>[]> {
    if (graphCache) return graphCache;
    graphCache = new Map();
    for (const [from, { transitions }] of Object.entries(adjacency())) {
      graphCache.set(
        from,
        Object.values(transitions).map((t) => ({
          id: edgeId(from, JSON.stringify(t.event)),
          from,
          to: serializeState(t.state),
          event: t.event,
          state: t.state,
        })),
      );
    }
    return graphCache;
  }

  let shortestCache: Map<string, ModelStep<M>[]> | undefined;
  /** The shortest path's steps to every state of the map, by key. */
  function shortestTo(): Map<string, ModelStep<M>[]> {
    if (shortestCache) return shortestCache;
    shortestCache = new Map();
    for (const sp of model.getShortestPaths({ allowDuplicatePaths: true }))
      shortestCache.set(serializeState(sp.state as Snap<M>), sp.steps.slice(1) as any);
    return shortestCache;
  }

  let pathsCache: ModelPath<M>[] | undefined;
  /** Shortest path to each state plus one path per (state, event) edge of the adjacency map. */
  function paths(): ModelPath<M>[] {
    if (pathsCache) return pathsCache;
    const toState = shortestTo();
    const result: ModelPath<M>[] = [];
    for (const { state, transitions } of Object.values(adjacency())) {
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
    pathsCache = result.filter((_p, i) => {
      const k = keys[i]!;
      return !keys.some(
        (other, j) => j !== i && other.length > k.length && other.startsWith(k + '>'),
      );
    });
    return pathsCache;
  }

  const coverCache = new Map<number, ModelPath<M>[]>();
  /**
   * Walks from the initial state that together take every edge of the adjacency map. Each walk
   * takes an untaken edge wherever it stands (preferring one after which more untaken edges are
   * near, so dead ends such as final states come last), else heads for the nearest state that
   * still has one; it ends at a dead end or at `maxSteps`, and the next walk starts afresh.
   *
   * A walk replays the machine itself from the snapshot it is really in: `serializeState` may fold
   * snapshots together (it ignores what does not matter to it), so the map's stored snapshot for a
   * state is not always the one a longer walk arrives with, and the way on is planned again after
   * every step. Edges a walk cannot get to that way get the per-edge path `paths()` would give.
   */
  function coverPaths({ maxSteps = 40, by = 'edges' }: CoverOptions = {}): ModelPath<M>[] {
    if (by === 'transitions') return (transitionCoverCache ??= transitionCover());
    const cached = coverCache.get(maxSteps);
    if (cached) return cached;
    const out = graph();
    const untaken = new Set([...out.values()].flat().map((e) => e.id));
    const hasUntaken = (key: string) => (out.get(key) ?? []).some((e) => untaken.has(e.id));

    /** Shortest way (edges) from `from` to the nearest state with an untaken edge; [] if there. */
    function routeToWork(from: string): Edge<M>[] | null {
      if (hasUntaken(from)) return [];
      const back = new Map<string, Edge<M> | null>([[from, null]]);
      const queue = [from];
      while (queue.length) {
        const key = queue.shift()!;
        for (const e of out.get(key) ?? []) {
          if (back.has(e.to)) continue;
          back.set(e.to, e);
          if (hasUntaken(e.to)) {
            const route: Edge<M>[] = [];
            for (let at: Edge<M> | null = e; at; at = back.get(at.from) ?? null) route.unshift(at);
            return route;
          }
          queue.push(e.to);
        }
      }
      return null;
    }

    /**
     * The untaken edge to take from `key` that the real snapshot accepts, the one whose target is
     * nearest to further work; none when the snapshot strays from the map's.
     */
    function pick(key: string, snapshot: Snap<M>): Edge<M> | undefined {
      const candidates = (out.get(key) ?? []).filter(
        (e) => untaken.has(e.id) && enabled(snapshot, e.event),
      );
      let best = candidates[0];
      let bestDistance = Infinity;
      for (const e of candidates) {
        untaken.delete(e.id);
        const distance = routeToWork(e.to)?.length ?? Infinity;
        untaken.add(e.id);
        if (distance < bestDistance) {
          best = e;
          bestDistance = distance;
          if (distance === 0) break;
        }
      }
      return best;
    }

    const initial = start();
    const walks: ModelPath<M>[] = [];
    while (untaken.size > 0) {
      const steps: ModelStep<M>[] = [];
      let snapshot = initial;
      let taken = 0;
      let sinceTaken = 0;
      while (steps.length < maxSteps) {
        const key = serializeState(snapshot);
        const route = routeToWork(key);
        if (!route) break;
        if (steps.length > 0 && steps.length + route.length + 1 > maxSteps) break;
        let event: Ev<M>;
        if (route.length === 0) {
          const edge = pick(key, snapshot);
          if (!edge) break;
          untaken.delete(edge.id);
          event = edge.event;
          taken++;
          sinceTaken = 0;
        } else {
          // The real snapshot may stray from the planned route: never wander for longer than a
          // route through every state would take.
          if (++sinceTaken > out.size || !enabled(snapshot, route[0]!.event)) break;
          event = route[0]!.event;
        }
        snapshot = transition(machine, snapshot as never, event)[0] as Snap<M>;
        steps.push({ event, state: snapshot });
      }
      // Drop the wandering after the last new edge: it reaches nothing new.
      steps.splice(steps.length - sinceTaken, sinceTaken);
      if (taken === 0) break;
      walks.push({ description: '', steps });
    }
    const all = [...walks, ...[...untaken].map((id) => edgePath(id))];
    all.forEach((w, i) => {
      w.description = `walk ${i + 1}/${all.length}: ${describe(w.steps, w.steps.at(-1)?.state ?? initial)}`;
    });
    coverCache.set(maxSteps, all);
    return all;
  }

  let transitionCoverCache: ModelPath<M>[] | undefined;
  /**
   * The fewest of `paths()` that together reach every leaf state and take every declared
   * transition those paths do: each time the one adding the most not yet covered, the shorter of
   * equals (greedy set cover: within a small factor of the fewest, and cheap).
   */
  function transitionCover(): ModelPath<M>[] {
    const candidates = paths().map((path) => {
      const c = coverage([path]);
      return { path, items: [...c.states.map((k) => `s:${k}`), ...c.transitions] };
    });
    const universe = new Set(candidates.flatMap((c) => c.items));
    const covered = new Set<string>();
    const chosen: ModelPath<M>[] = [];
    while (covered.size < universe.size) {
      let best: (typeof candidates)[number] | undefined;
      let bestGain = 0;
      for (const c of candidates) {
        const gain = c.items.filter((i) => !covered.has(i)).length;
        if (
          gain > bestGain ||
          (gain > 0 && gain === bestGain && c.path.steps.length < best!.path.steps.length)
        ) {
          best = c;
          bestGain = gain;
        }
      }
      if (!best) break;
      chosen.push(best.path);
      best.items.forEach((i) => covered.add(i));
    }
    return chosen.map((p, i) => ({
      description: `path ${i + 1}/${chosen.length}: ${p.description}`,
      steps: p.steps,
    }));
  }

  /** The shortest path to an edge's source, then the edge: always a real run of the machine. */
  function edgePath(id: string): ModelPath<M> {
    const edge = [...graph().values()].flat().find((e) => e.id === id)!;
    const prefix = shortestTo().get(edge.from);
    if (!prefix) throw new Error(`No shortest path to ${edge.from}`);
    return { description: '', steps: [...prefix, { event: edge.event, state: edge.state }] };
  }

  function describe(steps: ModelStep<M>[], last: Snap<M>): string {
    const trail = steps.map((s) => s.event.type).join(' → ');
    return `${trail || '(initial)'} ⇒ ${stateValueKey(last.value).join('+')}`;
  }

  /**
   * Which leaf states, declared transitions and adjacency edges the given paths (by default
   * `paths()`) reach, replayed step by step from the initial state; for coverage tests.
   */
  function coverage(of: ModelPath<M>[] = paths()): ModelCoverage {
    const initial = start();
    const visitedStates = new Set(stateValueKey(initial.value));
    const takenTransitions = new Set<string>();
    const takenEdges = new Set<string>();
    for (const path of of) {
      let prev = initial;
      for (const step of path.steps) {
        if (enabled(prev, step.event))
          takenEdges.add(edgeId(serializeState(prev), JSON.stringify(step.event)));
        for (const t of (machine as any).getTransitionData(prev, step.event) ?? [])
          takenTransitions.add(transitionName(t));
        stateValueKey(step.state.value).forEach((k) => visitedStates.add(k));
        prev = step.state;
      }
    }
    const allEdges = [...graph().values()].flat();
    const readable = (e: Edge<M>) => `${e.from} --${e.event.type}-->`;
    return {
      states: leafStateKeys(machine).filter((k) => visitedStates.has(k)),
      missingStates: leafStateKeys(machine).filter((k) => !visitedStates.has(k)),
      transitions: [...takenTransitions],
      missingTransitions: declaredTransitions(machine).filter((t) => !takenTransitions.has(t)),
      edges: allEdges.filter((e) => takenEdges.has(e.id)).length,
      missingEdges: allEdges.filter((e) => !takenEdges.has(e.id)).map(readable),
      paths: of.length,
      steps: of.reduce((n, p) => n + p.steps.length, 0),
    };
  }

  async function run(path: ModelPath<M>, sut: SystemUnderTest<M>, initial: Snap<M>) {
    await assertState(sut, initial);
    for (const [i, step] of path.steps.entries()) {
      // Walks are long: say which step of which walk broke, not only what.
      try {
        const exec = (sut.events as any)[step.event.type];
        if (!exec) throw new Error(`No executor for event "${step.event.type}"`);
        await exec(step.event);
        await assertState(sut, step.state);
      } catch (error) {
        if (error instanceof Error && path.steps.length > 1) {
          const at = stateValueKey(step.state.value).join('+');
          error.message = `step ${i + 1}/${path.steps.length} (${step.event.type} ⇒ ${at}): ${error.message}`;
        }
        throw error;
      }
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
    const eventTypes = new Set([...graph().values()].flat().map((e) => e.event.type as string));
    const missingEvents = [...eventTypes].filter((t) => !(t in sut.events));
    if (missingStates.length || missingEvents.length) {
      throw new Error(
        `Incomplete system under test: states without assertion [${missingStates.join(', ')}], ` +
          `events without executor [${missingEvents.join(', ')}]`,
      );
    }
  }

  return { model, paths, coverPaths, coverage, run, assertComplete, initial: start };
}

export type Model<M extends AnyStateMachine> = ReturnType<typeof createModel<M>>;
