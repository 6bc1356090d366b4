/**
 * npm run machines:coverage — for every machine in machines/: its states and transitions, the share
 * its machine paths and its rendered-page paths cover, and the states no story shows. Exits 1 when
 * a state has no story, a transition no machine path, or a story declares a state that does not
 * exist (tests/machines/coverage.ts has the rules; README, "Machine coverage").
 *
 *   tsx scripts/machines-coverage.ts [--registry <module>] [--stories <dir>...] [--json]
 *
 * --registry and --stories point it at another registry and story folders (the gate's own test
 * runs it on fixtures); the defaults are tests/machines/models.ts and the screen story folders.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { formatCoverage, machinesCoverage } from '../tests/machines/coverage';
import type { MachineModels } from '../tests/machines/models';
import { SCREEN_STORY_DIRS, readStoryFile, storyFiles } from '../tests/machines/story-states';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    registry: { type: 'string', default: 'tests/machines/models.ts' },
    stories: { type: 'string', multiple: true, default: SCREEN_STORY_DIRS },
    json: { type: 'boolean', default: false },
  },
});

const registry = (await import(pathToFileURL(path.resolve(root, values.registry)).href)) as {
  machineModels: MachineModels[];
};
const report = machinesCoverage(
  registry.machineModels,
  storyFiles(values.stories, root).flatMap((f) => readStoryFile(f, { root })),
);
console.log(values.json ? JSON.stringify(report, null, 2) : formatCoverage(report));
process.exitCode = report.ok ? 0 : 1;
