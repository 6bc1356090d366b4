/**
 * Every machine in `machines/`, found by globbing `machines/**\/*.machine.ts` for exports that are
 * state machines: a new machine gets its page and its panel without any list being edited.
 *
 * The paths come from `tests/machines/models.ts` (the registry of the models the tests walk), loaded
 * only when a page asks for them: generating them costs seconds for the larger machines.
 */
import type { AnyStateMachine } from 'xstate';
import { isStateMachine } from './statechart-graph';

export interface MachineEntry {
  /** As in `createMachine({ id })`. */
  id: string;
  /** The file it is declared in, from the repository root. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

const modules = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.machine.ts', {
  eager: true,
});

export const machineEntries: MachineEntry[] = Object.entries(modules)
  .flatMap(([path, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnyStateMachine] => isStateMachine(entry[1]))
      .map(([exportName, machine]) => ({
        id: machine.id,
        file: path.replace(/^(\.\.\/)+/, ''),
        exportName,
        machine,
      })),
  )
  .sort((a, b) => a.file.localeCompare(b.file) || a.exportName.localeCompare(b.exportName));

/** A machine by the id it declares; undefined for an unknown id. */
export const machineById = (id: string) => machineEntries.find((m) => m.id === id);

/** A machine by where it is declared (what the generated stories name). */
export function machineByExport(file: string, exportName: string): MachineEntry {
  const found = machineEntries.find((m) => m.file === file && m.exportName === exportName);
  if (!found) throw new Error(`No machine ${exportName} in ${file}`);
  return found;
}

/** The part of `tests/machines/models.ts` the pages use. */
export interface ModelUseLike {
  name: string;
  walk: 'shortest' | 'cover';
  model: { model: { testLogic: AnyStateMachine; options?: { input?: unknown } } };
}
export interface ModelPathLike {
  description: string;
  steps: { event: { type: string }; state: { value: unknown } }[];
}
interface ModelsModule {
  machineModels: { id: string; machineModels: ModelUseLike[]; pageModels: ModelUseLike[] }[];
  pathsOf(use: never): ModelPathLike[];
}

// A glob, not an import: the registry is another engineer's work in progress, and a page without
// it still draws its chart.
const modelsModule = import.meta.glob<ModelsModule>('../../../tests/machines/models.ts');

export interface ModelGroup {
  /** «machine test» or «page test», and the model's name when a test walks several. */
  title: string;
  use: ModelUseLike;
  paths: () => ModelPathLike[];
}

/** The models the tests walk for this machine; empty when the registry is missing or silent. */
export async function modelGroupsOf(id: string): Promise<ModelGroup[]> {
  const load = Object.values(modelsModule)[0];
  if (!load) return [];
  const { machineModels, pathsOf } = await load();
  const entry = machineModels.find((m) => m.id === id);
  if (!entry) return [];
  const group = (kind: string, uses: ModelUseLike[]) =>
    uses.map((use) => ({
      title: `${kind}${use.name === 'default' ? '' : ` (${use.name})`}: ${use.walk === 'cover' ? 'covering walks' : 'a path per edge'}`,
      use,
      paths: () => pathsOf(use as never),
    }));
  return [...group('machine test', entry.machineModels), ...group('page test', entry.pageModels)];
}
