/**
 * Lays a statechart out with ELK (elkjs, the layout engine of Stately's own visualizer): compound
 * and parallel states as hierarchical nodes holding their children, transitions as edges labelled
 * `event [guard]`. The result is plain JSON in absolute coordinates, so it can cross Storybook's
 * channel to the addon panel and be drawn there without the machine or ELK.
 *
 * The bundled (non-worker) build: a worker is awkward in Vitest's browser mode and in jsdom, and a
 * chart takes milliseconds.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import {
  CHART_FONT,
  type LaidOutChart,
  type LaidOutEdge,
  type LaidOutLine,
  type LaidOutNode,
} from './statechart-chart';
import type { ChartGraph, ChartNode } from './statechart-graph';

export type { LaidOutChart } from './statechart-chart';

const elk = new ELK();

const textWidth = (text: string) => Math.ceil(text.length * CHART_FONT.charWidth);

function detailLines(node: ChartNode, graph: ChartGraph): LaidOutLine[] {
  const lines: LaidOutLine[] = [];
  if (node.entry.length) lines.push({ text: `entry / ${node.entry.join(', ')}` });
  if (node.exit.length) lines.push({ text: `exit / ${node.exit.join(', ')}` });
  for (const i of node.invoke) lines.push({ text: `invoke ${i.src}` });
  for (const e of graph.edges) {
    if (e.source === node.path && e.targets.length === 0) lines.push({ text: e.label, edge: e.id });
  }
  return lines;
}

const nodeId = (path: string) => `n:${path}`;

export async function layoutStatechart(graph: ChartGraph): Promise<LaidOutChart> {
  const { lineHeight, padding } = CHART_FONT;
  const byPath = new Map(graph.nodes.map((n) => [n.path, n]));
  const lines = new Map(graph.nodes.map((n) => [n.path, detailLines(n, graph)]));
  const name = (n: ChartNode) =>
    n.type === 'history' ? `${n.key} (H)` : n.type === 'parallel' ? `${n.key} (parallel)` : n.key;
  const headerHeight = (n: ChartNode) => padding + lineHeight * (1 + lines.get(n.path)!.length);
  const contentWidth = (n: ChartNode) =>
    Math.max(textWidth(name(n)), ...lines.get(n.path)!.map((l) => textWidth(l.text)));

  const toElk = (n: ChartNode): ElkNode => {
    const children = n.children.map((c) => toElk(byPath.get(c)!));
    if (children.length === 0) {
      return {
        id: nodeId(n.path),
        width: contentWidth(n) + 2 * padding,
        height: headerHeight(n) + padding,
      };
    }
    return {
      id: nodeId(n.path),
      children,
      layoutOptions: {
        // Room for the name and details above the children, and for the initial marker's arrow.
        'elk.padding': `[top=${headerHeight(n) + padding},left=${padding + 18},bottom=${padding},right=${padding}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${contentWidth(n) + 2 * padding}, ${headerHeight(n)})`,
      },
    };
  };

  const edges: ElkExtendedEdge[] = graph.edges.flatMap((e) =>
    e.targets.map((target, k) => ({
      id: `${e.id}#${k}`,
      sources: [nodeId(e.source)],
      targets: [nodeId(target)],
      labels: [
        {
          text: e.label,
          width: textWidth(e.label) + 6,
          height: lineHeight,
          layoutOptions: { 'elk.edgeLabels.placement': 'CENTER' },
        },
      ],
    })),
  );

  // The machine is a node inside an outer graph, so transitions declared on the machine itself
  // (edges from the root state to its descendants) have a node to start from.
  const outer: ElkNode = {
    id: 'graph',
    children: [toElk(byPath.get('')!)],
    edges,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
  };
  const laid = await elk.layout(outer);

  const nodes: LaidOutNode[] = [];
  const collect = (n: ElkNode) => {
    const chart = byPath.get(n.id.slice(2))!;
    nodes.push({
      path: chart.path,
      key: name(chart),
      type: chart.type,
      initial: chart.initial,
      region: chart.region,
      x: n.x ?? 0,
      y: n.y ?? 0,
      width: n.width ?? 0,
      height: n.height ?? 0,
      lines: lines.get(chart.path)!,
    });
    n.children?.forEach(collect);
  };
  laid.children?.forEach(collect);

  const kindOf = new Map(graph.edges.map((e) => [e.id, e.kind]));
  const drawn: LaidOutEdge[] = (laid.edges ?? []).map((e) => {
    const id = e.id.slice(0, e.id.lastIndexOf('#'));
    const points: [number, number][] = (e.sections ?? []).flatMap((s) => [
      [s.startPoint.x, s.startPoint.y] as [number, number],
      ...(s.bendPoints ?? []).map((b) => [b.x, b.y] as [number, number]),
      [s.endPoint.x, s.endPoint.y] as [number, number],
    ]);
    const label = e.labels?.[0];
    return {
      id,
      kind: kindOf.get(id)!,
      label: label?.text ?? '',
      points,
      labelBox: label
        ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
        : null,
    };
  });

  return { id: graph.id, width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: drawn };
}
