/** @jsxRuntime classic */
// Classic JSX: drawn in Storybook's manager too, whose React is its own (a global), so JSX must
// call that React's createElement, not a bundled copy of react/jsx-runtime.
import React from 'react';
/**
 * Draws a laid-out statechart as SVG. Plain React with inline presentation attributes (no Panda,
 * no app code): the same component draws in a story and in the addon panel, which runs in
 * Storybook's manager where the app's styles do not exist.
 */
import { useId } from 'react';
import {
  CHART_FONT,
  type LaidOutChart,
  type LaidOutEdge,
  type LaidOutNode,
} from './statechart-chart';

export interface StatechartProps {
  chart: LaidOutChart;
  /** State paths to light up (ancestors included: see `activePaths`). */
  active?: readonly string[];
  /** The transition taken last, by id; drawn in the accent colour. */
  lastTransition?: string | null;
  /** The picture's accessible name. */
  title: string;
}

const colours = {
  text: '#1e293b',
  muted: '#475569',
  border: '#64748b',
  fill: '#ffffff',
  region: '#f8fafc',
  activeFill: '#dbeafe',
  activeBorder: '#1d4ed8',
  taken: '#c2410c',
};

const dash: Record<LaidOutEdge['kind'], string | undefined> = {
  event: undefined,
  done: undefined,
  error: undefined,
  after: '7 4',
  always: '2 4',
};

function Node({
  node,
  active,
  lastTransition,
  marker,
}: {
  node: LaidOutNode;
  active: boolean;
  lastTransition: string | null | undefined;
  marker: string;
}) {
  const { padding, lineHeight } = CHART_FONT;
  const root = node.path === '';
  const stroke = active && !root ? colours.activeBorder : colours.border;
  return (
    <g data-state={node.path} data-active={active || undefined}>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={node.type === 'history' ? node.height / 2 : 8}
        fill={active && !root ? colours.activeFill : node.region ? colours.region : colours.fill}
        stroke={stroke}
        strokeWidth={active && !root ? 2.5 : 1}
        strokeDasharray={node.region ? '6 4' : undefined}
      />
      {node.type === 'final' && (
        <rect
          x={node.x + 3}
          y={node.y + 3}
          width={node.width - 6}
          height={node.height - 6}
          rx={6}
          fill="none"
          stroke={stroke}
        />
      )}
      {node.initial && (
        <g>
          <circle cx={node.x - 16} cy={node.y + 14} r={4} fill={colours.text} />
          <line
            x1={node.x - 12}
            y1={node.y + 14}
            x2={node.x - 1}
            y2={node.y + 14}
            stroke={colours.text}
            markerEnd={`url(#${marker})`}
          />
        </g>
      )}
      <text
        x={node.x + padding}
        y={node.y + padding + lineHeight - 4}
        fontWeight={700}
        fill={colours.text}
      >
        {node.key}
      </text>
      {node.lines.map((line, i) => (
        <text
          key={i}
          x={node.x + padding}
          y={node.y + padding + lineHeight * (i + 2) - 4}
          fill={line.edge && line.edge === lastTransition ? colours.taken : colours.muted}
          fontWeight={line.edge && line.edge === lastTransition ? 700 : 400}
          data-transition={line.edge}
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

function Edge({ edge, taken, marker }: { edge: LaidOutEdge; taken: boolean; marker: string }) {
  const colour = taken ? colours.taken : colours.border;
  return (
    <g data-transition={edge.id} data-taken={taken || undefined}>
      <polyline
        points={edge.points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke={colour}
        strokeWidth={taken ? 2.5 : 1.2}
        strokeDasharray={dash[edge.kind]}
        markerEnd={`url(#${marker})`}
      />
      {edge.labelBox && (
        <>
          <rect
            x={edge.labelBox.x}
            y={edge.labelBox.y}
            width={edge.labelBox.width}
            height={edge.labelBox.height}
            rx={3}
            fill={colours.fill}
            opacity={0.9}
          />
          <text
            x={edge.labelBox.x + 3}
            y={edge.labelBox.y + edge.labelBox.height - 4}
            fill={taken ? colours.taken : colours.text}
            fontWeight={taken ? 700 : 400}
          >
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

export function Statechart({ chart, active = [], lastTransition, title }: StatechartProps) {
  const id = useId().replace(/:/g, '');
  const arrow = `arrow-${id}`;
  const takenArrow = `arrow-taken-${id}`;
  const on = new Set(active);
  const margin = 24;
  return (
    <svg
      role="img"
      aria-label={title}
      data-statechart={chart.id}
      width={chart.width + margin}
      height={chart.height + margin}
      viewBox={`${-margin / 2} ${-margin / 2} ${chart.width + margin} ${chart.height + margin}`}
      fontFamily={CHART_FONT.family}
      fontSize={CHART_FONT.size}
      // Natural size: shrunk to fit, a large chart's labels become unreadable; its box scrolls.
      style={{ display: 'block', flex: 'none' }}
    >
      <defs>
        {[
          [arrow, colours.border],
          [takenArrow, colours.taken],
        ].map(([markerId, fill]) => (
          <marker
            key={markerId}
            id={markerId}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            // In user units: a taken edge's thicker stroke must not blow its arrowhead up.
            markerUnits="userSpaceOnUse"
            markerWidth={9}
            markerHeight={9}
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={fill} />
          </marker>
        ))}
      </defs>
      {chart.nodes.map((node) => (
        <Node
          key={node.path}
          node={node}
          active={on.has(node.path)}
          lastTransition={lastTransition}
          marker={arrow}
        />
      ))}
      {chart.edges.map((edge, i) => (
        <Edge
          key={`${edge.id}:${i}`}
          edge={edge}
          taken={edge.id === lastTransition}
          marker={edge.id === lastTransition ? takenArrow : arrow}
        />
      ))}
    </svg>
  );
}
