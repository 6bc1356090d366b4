// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
/**
 * Every machine opens readably in the Stately visualizer (ARCHITECTURE.md, issue 20): each action,
 * guard, invoked actor and delay in the state tree is referenced by a name that `setup()` declares,
 * never written inline, where the visualizer can only show an anonymous function or a number. The machines come from
 * a glob, so a machine added under machines/ is held to this without editing the test.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyStateMachine,
  type AnyStateNode,
  StateMachine,
  assign,
  createMachine,
} from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
});

type Where = { machine: string; state: string; event: string };

const describeWhere = ({ machine, state, event }: Where) =>
  `machine "${machine}", state "${state}", ${event}`;

/**
 * Inline logic reads as its built-in's type (`xstate.assign`); a function's own name would only be
 * the key it was written under (`actions`, `guard`), which says nothing.
 */
const describeInline = (value: unknown) => {
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'a function';
};

const referenceName = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  ) {
    return (value as { type: string }).type;
  }
  return null;
};

const toArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

interface TransitionConfig {
  guard?: unknown;
  actions?: unknown;
}

/** Transition configs as written: a target string, one transition or a list of them. */
const transitionsOf = (value: unknown): TransitionConfig[] =>
  toArray(value as TransitionConfig | string | readonly (TransitionConfig | string)[]).filter(
    (t): t is TransitionConfig => typeof t === 'object' && t !== null,
  );

/**
 * Every problem in a machine: inline actions, guards and invoked actor sources, unnamed delays, and
 * references to names `setup()` does not declare. Walks the configuration as written, since the
 * machine's own state nodes add built-in actions of their own (`after` raises and cancels timers).
 */
function inlineImplementations(machine: AnyStateMachine): string[] {
  const problems: string[] = [];
  const { actions, guards, actors, delays } = machine.implementations;

  const checkActions = (value: unknown, where: Where) => {
    for (const action of toArray(value)) {
      if (typeof action === 'function') {
        problems.push(`${describeWhere(where)}: inline action (${describeInline(action)})`);
        continue;
      }
      const name = referenceName(action);
      if (name !== null && !(name in actions)) {
        problems.push(`${describeWhere(where)}: action "${name}" is not declared in setup()`);
      }
    }
  };

  const checkGuard = (guard: unknown, where: Where) => {
    if (guard === undefined) return;
    if (typeof guard === 'function') {
      // and(), or() and not() combine guards: what they combine must be named.
      const combined = (guard as { guards?: unknown }).guards;
      if ('check' in guard && Array.isArray(combined)) {
        for (const inner of combined) checkGuard(inner, where);
        return;
      }
      problems.push(`${describeWhere(where)}: inline guard (${describeInline(guard)})`);
      return;
    }
    const name = referenceName(guard);
    if (name !== null && !(name in guards)) {
      problems.push(`${describeWhere(where)}: guard "${name}" is not declared in setup()`);
    }
  };

  const checkTransitions = (value: unknown, where: Where) => {
    for (const transition of transitionsOf(value)) {
      checkGuard(transition.guard, where);
      checkActions(transition.actions, where);
    }
  };

  const walk = (node: AnyStateNode) => {
    const config = node.config as Record<string, unknown>;
    const at = (event: string): Where => ({ machine: machine.id, state: node.id, event });
    checkActions(config.entry, at('entry'));
    checkActions(config.exit, at('exit'));
    for (const [event, value] of Object.entries((config.on ?? {}) as Record<string, unknown>)) {
      checkTransitions(value, at(`event "${event}"`));
    }
    checkTransitions(config.always, at('always'));
    for (const [delay, value] of Object.entries((config.after ?? {}) as Record<string, unknown>)) {
      if (!(delay in delays)) {
        problems.push(`${describeWhere(at(`after ${delay}`))}: delay is not named in setup()`);
      }
      checkTransitions(value, at(`after ${delay}`));
    }
    checkTransitions(config.onDone, at('onDone'));
    toArray<Record<string, unknown>>(
      config.invoke as Record<string, unknown> | Record<string, unknown>[] | undefined,
    ).forEach((invoke, i) => {
      const id = typeof invoke.id === 'string' ? invoke.id : `#${i}`;
      if (typeof invoke.src !== 'string') {
        problems.push(`${describeWhere(at(`invoke ${id}`))}: inline actor source`);
      } else if (!(invoke.src in actors)) {
        problems.push(
          `${describeWhere(at(`invoke ${id}`))}: actor "${invoke.src}" is not declared in setup()`,
        );
      }
      checkTransitions(invoke.onDone, at(`invoke ${id} onDone`));
      checkTransitions(invoke.onError, at(`invoke ${id} onError`));
      checkTransitions(invoke.onSnapshot, at(`invoke ${id} onSnapshot`));
    });
    for (const child of Object.values(node.states)) walk(child);
  };

  walk(machine.root);
  return problems;
}

const machines = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
    .map(([name, machine]) => ({ file: file.replace('../../', ''), name, machine })),
);

describe('every machine names its actions, guards and actors in setup()', () => {
  it('finds every machine file, each exporting a machine', () => {
    const files = Object.keys(modules).map((file) => file.replace('../../', ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'machines/auth/login.machine.ts',
        'machines/events/catalogue.machine.ts',
        'machines/events/rsvp.machine.ts',
        'machines/layout/header.machine.ts',
        'machines/upload/image-upload.machine.ts',
      ]),
    );
    for (const file of files) {
      expect(
        machines.map((m) => m.file),
        `${file} exports no machine`,
      ).toContain(file);
    }
  });

  it.each(machines)('$file: $name', ({ machine }) => {
    expect(inlineImplementations(machine)).toEqual([]);
  });
});

describe('the check itself', () => {
  // Each kind of inline logic in each place it can hide, so the check is known to see them all.
  // Without setup()'s types: they would refuse the undeclared names this machine is made of.
  const leaky = createMachine({
    id: 'leaky',
    entry: assign({}),
    initial: 'a',
    states: {
      a: {
        exit: () => {},
        on: {
          go: [{ guard: () => true, target: 'b' }, { actions: ['named', 'undeclared'] }],
          stay: { guard: 'missing' },
        },
        always: { guard: 'named', actions: assign({}) },
      },
      b: {
        after: { 100: { actions: () => {} } },
        invoke: {
          id: 'inline',
          src: createMachine({}),
          onDone: { actions: assign({}) },
          onError: { guard: () => false },
        },
        initial: 'c',
        states: {
          c: { invoke: { src: 'named', onDone: { actions: 'named' } } },
        },
      },
    },
  }).provide({
    actions: { named: () => {} },
    guards: { named: () => true },
    actors: { named: createMachine({}) },
  });

  it('names the machine, state and event of every inline or undeclared part', () => {
    expect(inlineImplementations(leaky)).toEqual([
      'machine "leaky", state "leaky", entry: inline action (xstate.assign)',
      'machine "leaky", state "leaky.a", exit: inline action (a function)',
      'machine "leaky", state "leaky.a", event "go": inline guard (a function)',
      'machine "leaky", state "leaky.a", event "go": action "undeclared" is not declared in setup()',
      'machine "leaky", state "leaky.a", event "stay": guard "missing" is not declared in setup()',
      'machine "leaky", state "leaky.a", always: inline action (xstate.assign)',
      'machine "leaky", state "leaky.b", after 100: delay is not named in setup()',
      'machine "leaky", state "leaky.b", after 100: inline action (a function)',
      'machine "leaky", state "leaky.b", invoke inline: inline actor source',
      'machine "leaky", state "leaky.b", invoke inline onDone: inline action (xstate.assign)',
      'machine "leaky", state "leaky.b", invoke inline onError: inline guard (a function)',
    ]);
  });
});
