/**
 * A machine's statechart as plain data, read from the machine definition itself (XState v5
 * `StateNode`s), so the drawing can never go stale. Pure: no React, no layout; Storybook and the
 * unit tests import it, the app never does (ESLint zone in eslint.config.js).
 *
 * Transitions are named as `tests/support/model.ts` names them (`declaredTransitions`):
 * `source --eventType#index--> targets`, plus `source --always#index--> targets` for eventless ones,
 * so a path of the model-based tests and a live inspection event point at the same drawn edge.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** Dotted path from the root ('' for the machine itself), as in state values: 'ready.going'. */
  path: string;
  key: string;
  parent: string | null;
  type: ChartNodeType;
  /** The initial child of its parent (never true for a parallel state's regions). */
  initial: boolean;
  /** A child of a parallel state: a region, drawn dashed. */
  region: boolean;
  entry: string[];
  exit: string[];
  invoke: { id: string; src: string }[];
  children: string[];
}

export type ChartEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface ChartEdge {
  /** `source --eventType#index--> targets` (see the module comment). */
  id: string;
  source: string;
  /** Target paths; empty for a targetless transition (actions only, no state change). */
  targets: string[];
  eventType: string;
  kind: ChartEdgeKind;
  guard: string | null;
  actions: string[];
  /** What the drawing shows: `event [guard]`. */
  label: string;
}

export interface ChartGraph {
  id: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

type AnyNode = AnyStateNode;

const pathOf = (node: AnyNode) => node.path.join('.');

/** Whether a module export is an XState machine (what `createMachine` returns). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'provide' in value &&
    typeof (value as { provide: unknown }).provide === 'function'
  );
}

function paramsText(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return params.name || '…';
  try {
    return JSON.stringify(params);
  } catch {
    return '…';
  }
}

/** A guard as its name (with params): `isFull`, `hasSession(outputOf)`, `not(isVisitor)`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // Higher-order guards (not, and, or) carry the guards they combine.
    const inner = (guard as { guards?: unknown[] }).guards;
    if (inner) return `${guard.name}(${inner.map(guardName).join(', ')})`;
    return guard.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const p = paramsText(params);
    return p ? `${type}(${p})` : type;
  }
  return String(guard);
}

/** An action as its name: named ones as declared, built-ins as `assign`, `raise`, … */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtIn = (action as { type?: string }).type;
    if (builtIn) return builtIn.replace(/^xstate\./, '');
    return action.name || 'inline action';
  }
  if (action && typeof action === 'object' && 'type' in action) {
    return String((action as { type: unknown }).type);
  }
  return String(action);
}

/**
 * The raise and cancel XState adds to a state with `after` transitions: the delayed edges already
 * show them.
 */
function schedulesDelay(action: unknown): boolean {
  const a = action as { type?: string; event?: { type?: string }; sendId?: unknown };
  if (a.type === 'xstate.raise') return !!a.event?.type?.startsWith('xstate.after.');
  if (a.type === 'xstate.cancel')
    return typeof a.sendId === 'string' && a.sendId.startsWith('xstate.after.');
  return false;
}

function delayOf(node: AnyNode, eventType: string): string {
  const after = (node.after ?? []) as { eventType: string; delay: number | string }[];
  const delay = after.find((a) => a.eventType === eventType)?.delay;
  if (delay === undefined) return eventType;
  return typeof delay === 'number' ? `${delay} ms` : delay;
}

function kindAndEvent(node: AnyNode, eventType: string): { kind: ChartEdgeKind; event: string } {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return { kind: actor[1] as 'done' | 'error', event: `${actor[1]}: ${actor[2]}` };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done', event: 'done' };
  if (eventType.startsWith('xstate.after.'))
    return { kind: 'after', event: `after ${delayOf(node, eventType)}` };
  return { kind: 'event', event: eventType };
}

function edgeOf(
  node: AnyNode,
  eventType: string,
  index: number,
  t: { target?: readonly AnyNode[]; guard?: unknown; actions?: readonly unknown[] },
  always: boolean,
): ChartEdge {
  const source = pathOf(node);
  const targets = (t.target ?? []).map(pathOf);
  const { kind, event } = always
    ? { kind: 'always' as const, event: 'always' }
    : kindAndEvent(node, eventType);
  const guard = t.guard === undefined ? null : guardName(t.guard);
  const name = always ? 'always' : eventType;
  return {
    id: `${source} --${name}#${index}--> ${targets.length ? targets.join(',') : '(self)'}`,
    source,
    targets,
    eventType: always ? '' : eventType,
    kind,
    guard,
    actions: (t.actions ?? []).map(actionName),
    label: guard ? `${event} [${guard}]` : event,
  };
}

/** The machine's states and transitions, parents before children, in declaration order. */
export function statechartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const visit = (node: AnyNode, parent: AnyNode | null) => {
    const children = Object.values(node.states ?? {}) as AnyNode[];
    nodes.push({
      path: pathOf(node),
      key: parent ? node.key : machine.id,
      parent: parent ? pathOf(parent) : null,
      type: node.type as ChartNodeType,
      initial: !!parent && parent.type !== 'parallel' && !!parent.initial?.target?.includes(node),
      region: parent?.type === 'parallel',
      entry: node.entry.filter((a) => !schedulesDelay(a)).map(actionName),
      exit: node.exit.filter((a) => !schedulesDelay(a)).map(actionName),
      invoke: node.invoke.map((i: { id: string; src: unknown }) => ({
        id: i.id,
        src: typeof i.src === 'string' ? i.src : ((i.src as { id?: string })?.id ?? i.id),
      })),
      children: children.map(pathOf),
    });
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((t, i) => edges.push(edgeOf(node, eventType, i, t, false)));
    }
    (node.always ?? []).forEach((t, i) => edges.push(edgeOf(node, '', i, t, true)));
    for (const child of children) visit(child, node);
  };
  visit(machine.root as AnyNode, null);
  return { id: machine.id, nodes, edges };
}

/**
 * The id of a transition the machine took, as `statechartGraph` names its edge: from a
 * `@xstate.microstep` inspection event's transitions or `getTransitionData`.
 */
export function transitionId(t: {
  source: AnyNode;
  eventType: string;
  target?: readonly AnyNode[];
}): string {
  const source = pathOf(t.source);
  const always = (t.source.always ?? []).indexOf(t as never);
  const name = always >= 0 ? 'always' : t.eventType;
  const index =
    always >= 0 ? always : (t.source.transitions.get(t.eventType) ?? []).indexOf(t as never);
  const targets = (t.target ?? []).map(pathOf);
  return `${source} --${name}#${index}--> ${targets.length ? targets.join(',') : '(self)'}`;
}

/** A state value's leaves as dotted paths: `{ ready: 'going' }` gives ['ready.going']. */
export const leafPaths = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([k, v]) =>
        leafPaths(v).map((leaf) => `${k}.${leaf}`),
      );

/**
 * Every state a value (or dotted paths) stands in, ancestors included: `{ ready: 'going' }` and
 * 'ready.going' both give ['', 'ready', 'ready.going'].
 */
export function activePaths(value: unknown): string[] {
  const leaves: string[] = [];
  const walk = (v: unknown, prefix: string[]) => {
    if (typeof v === 'string') {
      leaves.push([...prefix, ...v.split('.')].join('.'));
    } else if (Array.isArray(v)) {
      v.forEach((item) => walk(item, prefix));
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) walk(child, [...prefix, k]);
    }
  };
  walk(value, []);
  const out = new Set<string>(['']);
  for (const leaf of leaves) {
    const parts = leaf.split('.');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
  }
  return [...out];
}
