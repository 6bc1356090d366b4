/**
 * A laid-out statechart as plain JSON in absolute coordinates, and the text metrics both the
 * layout and the drawing use. No imports beyond types: the addon panel (Storybook's manager) draws
 * from it without the machine or ELK.
 */
import type { ChartEdgeKind, ChartNodeType } from './statechart-graph';

/** Text metrics the drawing uses (a monospace face, so widths can be known before drawing). */
export const CHART_FONT = {
  family: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  size: 12,
  charWidth: 7.4,
  lineHeight: 16,
  padding: 10,
};

export interface LaidOutLine {
  text: string;
  /** Set on a targetless transition's line, so it can light up when taken. */
  edge?: string;
}

export interface LaidOutNode {
  path: string;
  /** The name drawn: the state's key (the machine's id for the root), marked (H) or (parallel). */
  key: string;
  type: ChartNodeType;
  initial: boolean;
  region: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Below the name: entry/exit actions, invoked actors, targetless transitions. */
  lines: LaidOutLine[];
}

export interface LaidOutEdge {
  /** The transition's id (one transition to several targets is several drawn edges). */
  id: string;
  kind: ChartEdgeKind;
  label: string;
  points: [number, number][];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface LaidOutChart {
  id: string;
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}
