// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { machineModels } from './models';

/** Every module under machines/ that declares a machine, as Vite finds them. */
const machineFiles = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
});

const declared = Object.entries(machineFiles).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof StateMachine)
    .map(([exportName, machine]) => ({
      file: path.replace(/^(\.\.\/)+/, ''),
      exportName,
      machine: machine as AnyStateMachine,
    })),
);

/** Every model the tests share, as the *.model.ts files export them. */
const modelFiles = import.meta.glob<Record<string, unknown>>('./**/*.model.ts', { eager: true });
const sharedModels = Object.entries(modelFiles).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(
      ([, value]) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { coverPaths?: unknown }).coverPaths === 'function',
    )
    .map(([exportName, model]) => ({ name: `${path} ${exportName}`, model })),
);

describe('the registry of machine models (tests/machines/models.ts)', () => {
  it('finds the machine files (the glob is not silently empty)', () => {
    expect(declared.length).toBeGreaterThanOrEqual(15);
  });

  it.each(declared.map((d) => [`${d.file} ${d.exportName}`, d] as const))(
    'lists %s',
    (_name, { file, exportName, machine }) => {
      const listed = machineModels.find((m) => m.machine === machine);
      expect(
        listed,
        `${exportName} from ${file} is missing from tests/machines/models.ts`,
      ).toBeDefined();
      expect({ file: listed!.file, exportName: listed!.exportName }).toEqual({ file, exportName });
    },
  );

  it('finds the shared models (the glob is not silently empty)', () => {
    expect(sharedModels.length).toBeGreaterThanOrEqual(20);
  });

  it.each(sharedModels.map((m) => [m.name, m.model] as const))(
    'walks %s (a model a test walks is a model the gate counts)',
    (name, model) => {
      const listed = machineModels.some((m) =>
        [...m.machineModels, ...m.pageModels].some((use) => use.model === model),
      );
      expect(listed, `${name} is missing from tests/machines/models.ts`).toBe(true);
    },
  );

  it('lists no machine that the machine files do not export', () => {
    const exported = new Set(declared.map((d) => d.machine));
    expect(machineModels.filter((m) => !exported.has(m.machine)).map((m) => m.id)).toEqual([]);
  });

  it('gives every machine a unique id, as its createMachine({ id }) says', () => {
    const ids = machineModels.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of machineModels) expect(m.id).toBe(m.machine.config.id);
  });

  it('walks every machine with at least one model, each built on that machine', () => {
    for (const m of machineModels) {
      expect(m.machineModels.length, m.id).toBeGreaterThan(0);
      for (const use of [...m.machineModels, ...m.pageModels])
        expect((use.model.model.testLogic as AnyStateMachine).id, `${m.id}: ${use.name}`).toBe(
          m.id,
        );
    }
  });
});
