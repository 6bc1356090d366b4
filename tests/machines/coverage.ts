/**
 * The coverage gate's arithmetic (`npm run machines:coverage`, a step of `npm test`): for every
 * machine of the registry, what its machine paths and its rendered-page paths reach, replayed with
 * the same helper the tests use (`model.coverage()` over `model.paths()` / `model.coverPaths()`),
 * and which of its states no story declares. Pure: the script and the gate's own test call it.
 */
import { type AnyStateMachine } from 'xstate';
import { declaredTransitions, leafStateKeys } from '../support/model';
import { type MachineModels, type ModelUse, pathsOf } from './models';
import type { StoryDeclaration } from './story-states';

export interface Reach {
  states: number;
  transitions: number;
  paths: number;
  missingStates: string[];
  missingTransitions: string[];
}

export interface MachineReport {
  id: string;
  file: string;
  states: string[];
  transitions: string[];
  machinePaths: Reach;
  /** Undefined when no page test walks this machine. */
  pagePaths: Reach | undefined;
  /** Leaf states no story declares. */
  statesWithoutStory: string[];
  /** How many stories declare each leaf state. */
  stories: Record<string, number>;
}

export interface CoverageReport {
  machines: MachineReport[];
  /** Declarations naming a machine or a state that does not exist, and stories declaring none. */
  badDeclarations: string[];
  ok: boolean;
}

/** What a set of models reaches together (a state or transition any one of them reaches). */
function reach(machine: AnyStateMachine, uses: ModelUse[]): Reach {
  const states = new Set<string>();
  const transitions = new Set<string>();
  let paths = 0;
  for (const use of uses) {
    const walked = pathsOf(use);
    const covered = use.model.coverage(walked);
    covered.states.forEach((s) => states.add(s));
    covered.transitions.forEach((t) => transitions.add(t));
    paths += walked.length;
  }
  const allStates = leafStateKeys(machine);
  const allTransitions = declaredTransitions(machine);
  return {
    states: allStates.filter((s) => states.has(s)).length,
    transitions: allTransitions.filter((t) => transitions.has(t)).length,
    paths,
    missingStates: allStates.filter((s) => !states.has(s)),
    missingTransitions: allTransitions.filter((t) => !transitions.has(t)),
  };
}

/**
 * What the stories declare, checked against the machines: how many stories show each leaf state
 * (by machine id), and the declarations that name no machine or no leaf state of it, or a machine
 * but no state. Cheap (no paths), so the story test runs it on every story file.
 */
export function storyStates(machines: MachineModels[], stories: StoryDeclaration[]) {
  const badDeclarations: string[] = [];
  const byId = new Map(machines.map((m) => [m.id, m]));
  const shown = new Map<string, Map<string, number>>();
  for (const story of stories) {
    const at = `${story.file}:${story.line} ${story.story}`;
    if (story.id === undefined) {
      if (story.states.length) badDeclarations.push(`${at}: a state without a machine id`);
      continue;
    }
    const entry = byId.get(story.id);
    if (!entry) {
      badDeclarations.push(`${at}: no machine has the id "${story.id}"`);
      continue;
    }
    if (story.states.length === 0) {
      if (story.live) continue;
      badDeclarations.push(`${at}: declares no state of "${story.id}"`);
      continue;
    }
    const leaves = new Set(leafStateKeys(entry.machine));
    const counts = shown.get(story.id) ?? new Map<string, number>();
    shown.set(story.id, counts);
    for (const state of story.states) {
      if (!leaves.has(state)) {
        badDeclarations.push(`${at}: "${story.id}" has no leaf state "${state}"`);
        continue;
      }
      counts.set(state, (counts.get(state) ?? 0) + 1);
    }
  }
  return { shown, badDeclarations };
}

export function machinesCoverage(
  machines: MachineModels[],
  stories: StoryDeclaration[],
): CoverageReport {
  const { shown, badDeclarations } = storyStates(machines, stories);

  const reports = machines.map((m): MachineReport => {
    const states = leafStateKeys(m.machine);
    const counts = shown.get(m.id) ?? new Map<string, number>();
    return {
      id: m.id,
      file: m.file,
      states,
      transitions: declaredTransitions(m.machine),
      machinePaths: reach(m.machine, m.machineModels),
      pagePaths: m.pageModels.length ? reach(m.machine, m.pageModels) : undefined,
      statesWithoutStory: states.filter((s) => !counts.has(s)),
      stories: Object.fromEntries(states.map((s) => [s, counts.get(s) ?? 0])),
    };
  });
  const ok =
    badDeclarations.length === 0 &&
    reports.every(
      (r) => r.statesWithoutStory.length === 0 && r.machinePaths.missingTransitions.length === 0,
    );
  return { machines: reports, badDeclarations, ok };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '100%' : `${Math.floor((100 * part) / whole)}%`;

/** The report as the script prints it: one block per machine, then what fails the gate. */
export function formatCoverage(report: CoverageReport): string {
  const lines: string[] = [];
  for (const m of report.machines) {
    const t = m.transitions.length;
    const s = m.states.length;
    const machine = m.machinePaths;
    const page = m.pagePaths;
    lines.push(`${m.id}  (${m.file})`);
    lines.push(`  states ${s}, transitions ${t}`);
    lines.push(
      `  machine paths: ${machine.paths} paths, states ${machine.states}/${s} (${percent(machine.states, s)}), ` +
        `transitions ${machine.transitions}/${t} (${percent(machine.transitions, t)})`,
    );
    lines.push(
      page
        ? `  page paths:    ${page.paths} paths, states ${page.states}/${s} (${percent(page.states, s)}), ` +
            `transitions ${page.transitions}/${t} (${percent(page.transitions, t)})`
        : '  page paths:    no page test walks this machine',
    );
    lines.push(
      `  stories: ${s - m.statesWithoutStory.length}/${s} states` +
        (m.statesWithoutStory.length ? `; none for: ${m.statesWithoutStory.join(', ')}` : ''),
    );
    for (const tr of machine.missingTransitions)
      lines.push(`  ✗ ${m.id}: UNTESTED transition ${tr}`);
    for (const st of m.statesWithoutStory) lines.push(`  ✗ ${m.id}: NO STORY for state ${st}`);
    lines.push('');
  }
  for (const bad of report.badDeclarations) lines.push(`✗ bad story declaration: ${bad}`);
  const failing = report.machines.filter(
    (m) => m.statesWithoutStory.length || m.machinePaths.missingTransitions.length,
  );
  lines.push(
    report.ok
      ? `OK: ${report.machines.length} machines, every state has a story and every transition a machine path`
      : `FAILED: ${failing.length} machine(s) with a state without a story or an untested transition` +
          (report.badDeclarations.length
            ? `, ${report.badDeclarations.length} bad story declaration(s)`
            : ''),
  );
  return lines.join('\n');
}
