// @vitest-environment node
// The gate reads files and runs machines: no DOM.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatCoverage, machinesCoverage, storyStates } from './coverage';
import { machineModels as complete } from './fixtures/gate-registry';
import { machineModels as untested } from './fixtures/gate-registry-untested';
import { machineOfStory } from '../../stories/support/machine-parameters';
import { machineModels } from './models';
import { readStoryFile, storyFiles } from './story-states';

const root = path.resolve(import.meta.dirname, '../..');
const fixtureStories = (dir: 'complete' | 'missing' | 'stale') =>
  storyFiles([`tests/machines/fixtures/stories/${dir}`], root).flatMap((f) =>
    readStoryFile(f, { root }),
  );

describe('the coverage gate (npm run machines:coverage)', () => {
  it('passes a machine whose every transition is tested and every state has a story', () => {
    const report = machinesCoverage(complete, fixtureStories('complete'));
    expect(report.badDeclarations).toEqual([]);
    expect(report.machines[0]!.machinePaths.missingTransitions).toEqual([]);
    expect(report.machines[0]!.statesWithoutStory).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('fails on a transition no machine path takes, and names it', () => {
    const report = machinesCoverage(untested, fixtureStories('complete'));
    expect(report.ok).toBe(false);
    expect(report.machines[0]!.machinePaths.missingTransitions).toEqual(['b --skip#0--> c']);
    expect(formatCoverage(report)).toContain('✗ gateFixture: UNTESTED transition b --skip#0--> c');
  });

  it('fails on a state no story declares, and names it', () => {
    const report = machinesCoverage(complete, fixtureStories('missing'));
    expect(report.ok).toBe(false);
    expect(report.machines[0]!.statesWithoutStory).toEqual(['c']);
    expect(formatCoverage(report)).toContain('✗ gateFixture: NO STORY for state c');
  });

  it('fails on a story declaring a state the machine does not have', () => {
    const report = machinesCoverage(complete, fixtureStories('stale'));
    expect(report.ok).toBe(false);
    expect(report.badDeclarations).toEqual([
      'tests/machines/fixtures/stories/stale/gate.stories.ts:6 Middle: "gateFixture" has no leaf state "middle"',
    ]);
  });

  it('exits non-zero from the command line on an untested transition, zero when all is covered', async () => {
    const run = (registry: string) =>
      promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/machines-coverage.ts',
          '--registry',
          registry,
          '--stories',
          'tests/machines/fixtures/stories/complete',
        ],
        { cwd: root },
      ).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const [passing, failing] = await Promise.all([
      run('tests/machines/fixtures/gate-registry.ts'),
      run('tests/machines/fixtures/gate-registry-untested.ts'),
    ]);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain('OK: 1 machines');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('✗ gateFixture: UNTESTED transition b --skip#0--> c');
  }, 60_000);
});

describe('the screen stories’ machine declarations', () => {
  const declarations = storyFiles(undefined, root).flatMap((f) => readStoryFile(f, { root }));

  it('are found (the reader is not silently blind)', () => {
    expect(declarations.filter((d) => d.states.length > 0).length).toBeGreaterThan(100);
  });

  it('name existing machines and existing leaf states of them, and no machine story lacks one', () => {
    expect(storyStates(machineModels, declarations).badDeclarations).toEqual([]);
  });
});

describe('the story reader', () => {
  const read = (text: string) => readStoryFile('x.stories.tsx', { text });

  it('merges the meta’s machine id with each story’s state, and lets a story name another machine', () => {
    expect(
      read(`
        const meta = { title: 'X', parameters: { layout: 'fullscreen', machine: { id: 'login' } } } satisfies Meta;
        export default meta;
        export const One: Story = { parameters: { machine: { state: 'login.editing' } } };
        export const Two: Story = { parameters: { machine: { id: 'session', state: ['signedOut'] } } };
      `).map(({ story, id, states }) => ({ story, id, states })),
    ).toEqual([
      { story: 'One', id: 'login', states: ['login.editing'] },
      { story: 'Two', id: 'session', states: ['signedOut'] },
    ]);
  });

  it('follows a same-file helper that makes the story, and a spread', () => {
    expect(
      read(`
        const meta = { parameters: { machine: { id: 'catalogue' } } };
        export default meta;
        const make = (locale: string): Story => ({ parameters: { machine: { state: 'loaded.idle' } }, globals: { locale } });
        function other() { return { parameters: { machine: { state: 'empty' } } }; }
        export const Made = make('en');
        export const Spread: Story = { ...other(), args: {} };
        export const Neither: Story = { args: {} };
      `).map(({ story, states }) => ({ story, states })),
    ).toEqual([
      { story: 'Made', states: ['loaded.idle'] },
      { story: 'Spread', states: ['empty'] },
      { story: 'Neither', states: [] },
    ]);
  });

  it('lets a story running its machine live name no state, and no other story', () => {
    const stories = read(`
      const meta = { parameters: { machine: { id: 'featured' } } };
      export default meta;
      export const Live: Story = { parameters: { machine: { live: true } } };
      export const Forgot: Story = { args: {} };
    `);
    expect(stories.map(({ story, live }) => ({ story, live }))).toEqual([
      { story: 'Live', live: true },
      { story: 'Forgot', live: false },
    ]);
    expect(storyStates(machineModels, stories).badDeclarations).toEqual([
      'x.stories.tsx:5 Forgot: declares no state of "featured"',
    ]);
  });

  it('refuses a declaration it cannot read, instead of missing it', () => {
    expect(() =>
      read(`
        const state = 'loading';
        export const Computed = { parameters: { machine: { state } } };
      `),
    ).toThrow(/parameters\.machine must be written out/);
    expect(() =>
      read(`export const Computed = { parameters: { machine: { state: String(1) } } };`),
    ).toThrow(/must be a string or strings/);
  });

  it('reads what the run-time helper sees once Storybook has merged meta and story', () => {
    const [one] = read(`
      const meta = { parameters: { machine: { id: 'toast' } } };
      export default meta;
      export const One = { parameters: { machine: { state: 'visible.paused' } } };
    `);
    expect(machineOfStory({ machine: { id: 'toast', state: 'visible.paused' } })).toEqual({
      id: one!.id,
      states: one!.states,
    });
    expect(machineOfStory({})).toBeUndefined();
    expect(
      machineOfStory({ machine: { id: 'header', state: ['menu.open', 'search.open'] } }),
    ).toEqual({ id: 'header', states: ['menu.open', 'search.open'] });
  });
});
