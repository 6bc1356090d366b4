/**
 * The «Machines» section has one story per machine in machines/, found on disk, so a new machine
 * gets its page without a list to edit. CSF stories must be static exports, so the same code
 * appends them to stories/machines/machines.stories.tsx twice: for Storybook's index (an indexer)
 * and for the module the browser loads, including the story tests (a Vite plugin).
 *
 * A machine is an export declared as `export const x = setup(...)…` or `= createMachine(...)`;
 * tests/unit/statechart.test.ts checks that this finds exactly the machines the registry's glob
 * finds at run time.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storiesFile = /stories[\\/]machines[\\/]machines\.stories\.tsx$/;

export interface MachineExport {
  file: string;
  exportName: string;
}

export function machineExports(): MachineExport[] {
  const dir = path.join(root, 'machines');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.machine.ts'))
    .map((f) => `machines/${f.split(path.sep).join('/')}`)
    .sort()
    .flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /^export const (\w+)\s*=\s*(?:setup\(|createMachine\()/gm,
        ),
      ].map((m) => ({ file, exportName: m[1]! })),
    );
}

/** `loginMachine` → `Login`, `eventFormMachine` → `EventForm`. */
export const storyExportName = (exportName: string) =>
  exportName.replace(/Machine$/, '').replace(/^./, (c) => c.toUpperCase());

export function withMachineStories(code: string): string {
  const stories = machineExports().map(
    ({ file, exportName }) =>
      `export const ${storyExportName(exportName)} = machineStory(${JSON.stringify(file)}, ${JSON.stringify(exportName)});`,
  );
  return `${code}\n${stories.join('\n')}\n`;
}

export const machineStoriesIndexer: Indexer = {
  test: storiesFile,
  createIndex: async (fileName, options) => {
    const { loadCsf } = await import('storybook/internal/csf-tools');
    const code = withMachineStories(readFileSync(fileName, 'utf8'));
    return loadCsf(code, { ...options, fileName }).parse().indexInputs;
  },
};

export function machineStoriesPlugin(): Plugin {
  return {
    name: 'vstrechi:machine-stories',
    enforce: 'pre',
    // Found late, a dependency makes Vite reload the page mid-run and fail the open story test.
    config: () => ({ optimizeDeps: { include: ['elkjs/lib/elk.bundled.js'] } }),
    transform(code, id) {
      if (storiesFile.test(id.split('?')[0]!)) return { code: withMachineStories(code), map: null };
      return null;
    },
  };
}
