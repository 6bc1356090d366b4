/** @jsxRuntime classic */
// Classic JSX: drawn in Storybook's manager too, whose React is its own (a global), so JSX must
// call that React's createElement, not a bundled copy of react/jsx-runtime.
import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
/**
 * The «Machine» panel beside every story: the story's machine drawn as a statechart, with the
 * state the story shows (its `parameters.machine`) or, for a story running the machine, the
 * current state and the last transition as they happen. The preview lays the chart out
 * (stories/machines/support/machine-channel.ts); the panel only draws it.
 */
import { addons, useStorybookState } from 'storybook/manager-api';
import {
  type MachineChartMessage,
  MachineEvents,
  type MachineStateMessage,
} from '../stories/machines/support/machine-channel-events';
import { Statechart } from '../stories/machines/support/statechart-svg';

/** The latest state message and the charts received, kept outside React: the panel may mount late. */
const store = {
  state: null as MachineStateMessage | null,
  charts: new Map<string, MachineChartMessage>(),
  listeners: new Set<() => void>(),
  version: 0,
  changed() {
    this.version++;
    this.listeners.forEach((l) => l());
  },
};

let subscribed = false;
export function listenForMachines() {
  if (subscribed) return;
  subscribed = true;
  const channel = addons.getChannel();
  channel.on(MachineEvents.state, (message: MachineStateMessage) => {
    store.state = message;
    if (message.id && !store.charts.has(message.id))
      channel.emit(MachineEvents.requestChart, { id: message.id });
    store.changed();
  });
  channel.on(MachineEvents.chart, (message: MachineChartMessage) => {
    store.charts.set(message.id, message);
    store.changed();
  });
}

const subscribe = (listener: () => void) => {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
};

const box = {
  padding: '0.75rem 1rem',
  fontFamily: 'system-ui, sans-serif',
  fontSize: 13,
  color: '#1e293b',
  background: '#ffffff',
  minHeight: '100%',
  boxSizing: 'border-box',
} as const;

export function MachinePanel() {
  useSyncExternalStore(subscribe, () => store.version);
  const { storyId } = useStorybookState();
  const state = store.state?.storyId === storyId ? store.state : null;
  const chart = state?.id ? store.charts.get(state.id) : undefined;
  // A chart asked for before the preview listened (the first story) is asked for again.
  const [retry, setRetry] = useState(0);
  const here = useRef<HTMLDivElement>(null);
  // The chart outgrows the panel: keep the state the story is in within sight.
  useEffect(() => {
    const states = here.current?.querySelectorAll('[data-active]');
    states?.[states.length - 1]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [state?.active, chart]);
  useEffect(() => {
    if (!state?.id || chart) return;
    const timer = setTimeout(() => {
      addons.getChannel().emit(MachineEvents.requestChart, { id: state.id });
      setRetry((n) => n + 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [state?.id, chart, retry]);

  if (!state?.id)
    return (
      <div style={box}>
        This story names no machine. A screen story names its machine and state with{' '}
        <code>parameters.machine = {'{ id, state }'}</code>.
      </div>
    );
  return (
    <div style={box} ref={here}>
      <p style={{ margin: '0 0 0.5rem' }}>
        <strong>{state.id}</strong>{' '}
        {state.source === 'live' ? '(live: the story runs the machine)' : '(as the story declares)'}
        {state.at && (
          <>
            {' '}
            · in <code>{state.at}</code>
          </>
        )}
        {state.lastEvent && (
          <>
            {' '}
            · last event <code>{state.lastEvent}</code>
          </>
        )}
      </p>
      {!chart && <p role="status">Laying out…</p>}
      {chart?.error && <p role="alert">{chart.error}</p>}
      {chart?.chart && (
        <Statechart
          chart={chart.chart}
          title={`Statechart of the ${state.id} machine`}
          active={state.active}
          lastTransition={state.lastTransition}
        />
      )}
    </div>
  );
}
