/**
 * A machine's page in Storybook's «Machines» section: its statechart, drawn from the definition,
 * and the paths its model-based tests walk; choosing a path replays it on the chart.
 *
 * A tool page for developers and QA, in English like Storybook around it: it is not part of the
 * app, so its words are not in the app's catalogues.
 */
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type ModelGroup, type ModelPathLike, machineByExport, modelGroupsOf } from './registry';
import { type ReplayStep, replaySteps } from './replay';
import { type ChartGraph, statechartGraph } from './statechart-graph';
import { type LaidOutChart, layoutStatechart } from './statechart-layout';
import { Statechart } from './statechart-svg';

/** The machine's chart, laid out once per machine (ELK is asynchronous). */
export function useStatechart(machine: AnyStateMachine | undefined) {
  const graph = useMemo(() => (machine ? statechartGraph(machine) : null), [machine]);
  const [result, setResult] = useState<{
    graph: ChartGraph;
    laid: { chart: LaidOutChart } | { error: string };
  } | null>(null);
  useEffect(() => {
    let current = true;
    if (graph)
      layoutStatechart(graph).then(
        (chart) => current && setResult({ graph, laid: { chart } }),
        (error: unknown) => current && setResult({ graph, laid: { error: String(error) } }),
      );
    return () => {
      current = false;
    };
  }, [graph]);
  // A layout of the previous machine is not this one's.
  const laid = result && result.graph === graph ? result.laid : null;
  return { graph, laid };
}

const styles = {
  page: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 26rem)',
    gap: '1.5rem',
    padding: '1rem',
    fontFamily: 'system-ui, sans-serif',
    color: '#1e293b',
    background: '#ffffff',
  },
  chart: {
    overflow: 'auto',
    maxHeight: 'calc(100vh - 2rem)',
    position: 'sticky',
    top: '1rem',
    alignSelf: 'start',
  },
  aside: { fontSize: '0.875rem' },
  path: {
    display: 'block',
    width: '100%',
    textAlign: 'start',
    font: 'inherit',
    fontFamily: 'ui-monospace, monospace',
    fontSize: '0.75rem',
    padding: '0.25rem 0.375rem',
    margin: '0.125rem 0',
    border: '1px solid #cbd5e1',
    borderRadius: '0.25rem',
    background: '#ffffff',
    color: '#1e293b',
    cursor: 'pointer',
  },
  chosen: { background: '#dbeafe', borderColor: '#1d4ed8' },
  stepper: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0.5rem',
    marginBottom: '0.5rem',
    fontFamily: 'ui-monospace, monospace',
    fontSize: '0.8125rem',
  },
} satisfies Record<string, CSSProperties>;

interface Replay {
  description: string;
  steps: ReplayStep[];
  at: number;
}

function Stepper({ replay, onMove }: { replay: Replay; onMove: (at: number) => void }) {
  const step = replay.steps[replay.at]!;
  const last = replay.steps.length - 1;
  return (
    <div style={styles.stepper} role="group" aria-label="Replay">
      <button type="button" onClick={() => onMove(0)} disabled={replay.at === 0}>
        Start
      </button>
      <button type="button" onClick={() => onMove(replay.at - 1)} disabled={replay.at === 0}>
        Previous
      </button>
      <button type="button" onClick={() => onMove(replay.at + 1)} disabled={replay.at === last}>
        Next
      </button>
      <output aria-live="polite" data-testid="replay-step">
        step {replay.at}/{last}: {step.event ?? '(initial)'} ⇒ {step.at}
      </output>
    </div>
  );
}

function ModelPaths({
  group,
  chosen,
  onChoose,
}: {
  group: ModelGroup;
  chosen: string | null;
  onChoose: (description: string, steps: ReplayStep[]) => void;
}) {
  const [open, setOpen] = useState(false);
  // Generating the paths walks the whole model: only once someone opens the list.
  const paths: ModelPathLike[] | null = useMemo(() => (open ? group.paths() : null), [open, group]);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {group.title}
        {paths ? ` (${paths.length})` : ''}
      </summary>
      {paths && (
        <ol style={{ paddingInlineStart: '1.5rem' }}>
          {paths.map((path, i) => (
            <li key={i}>
              <button
                type="button"
                aria-pressed={chosen === `${group.title}#${i}`}
                style={{
                  ...styles.path,
                  ...(chosen === `${group.title}#${i}` ? styles.chosen : {}),
                }}
                onClick={() =>
                  onChoose(
                    `${group.title}#${i}`,
                    replaySteps(
                      group.use.model.model.testLogic,
                      group.use.model.model.options?.input,
                      path,
                    ),
                  )
                }
              >
                {path.description}
              </button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

export interface MachinePageProps {
  /** Where the machine is declared (args stay serialisable: the machine is looked up). */
  file: string;
  exportName: string;
}

export function MachinePage({ file, exportName }: MachinePageProps) {
  const { machine } = machineByExport(file, exportName);
  const { graph, laid } = useStatechart(machine);
  const [groups, setGroups] = useState<ModelGroup[] | null>(null);
  const [replay, setReplay] = useState<Replay | null>(null);
  useEffect(() => {
    let current = true;
    modelGroupsOf(machine.id).then((g) => current && setGroups(g));
    return () => {
      current = false;
    };
  }, [machine]);
  const step = replay?.steps[replay.at];
  const states = graph ? graph.nodes.length - 1 : 0;
  return (
    <main style={styles.page}>
      {/* Focusable: a chart larger than the box scrolls, by keyboard too. */}
      <section aria-labelledby="machine-title" style={styles.chart} tabIndex={0}>
        <h1 id="machine-title" style={{ fontSize: '1.25rem', margin: '0 0 0.25rem' }}>
          {machine.id}
        </h1>
        <p style={{ margin: '0 0 0.75rem', color: '#475569' }}>
          <code>{exportName}</code> in <code>{file}</code>: {states} states,{' '}
          {graph?.edges.length ?? 0} transitions
        </p>
        {replay && <Stepper replay={replay} onMove={(at) => setReplay({ ...replay, at })} />}
        {laid === null && <p role="status">Laying out…</p>}
        {laid && 'error' in laid && <p role="alert">The layout failed: {laid.error}</p>}
        {laid && 'chart' in laid && (
          <Statechart
            chart={laid.chart}
            title={`Statechart of the ${machine.id} machine`}
            active={step?.active}
            lastTransition={step?.transitions[0] ?? null}
          />
        )}
      </section>
      <aside aria-labelledby="paths-title" style={styles.aside}>
        <h2 id="paths-title" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
          Paths the tests walk
        </h2>
        {groups === null && <p role="status">Loading the models…</p>}
        {groups?.length === 0 && <p>No model in tests/machines/models.ts walks this machine.</p>}
        {groups?.map((group) => (
          <ModelPaths
            key={group.title}
            group={group}
            chosen={replay?.description ?? null}
            onChoose={(description, steps) => setReplay({ description, steps, at: 0 })}
          />
        ))}
      </aside>
    </main>
  );
}
