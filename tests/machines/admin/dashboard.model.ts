import type { EventFrom, SnapshotFrom } from 'xstate';
import { dashboardMachine } from '../../../machines/admin/dashboard.machine';
import { createModel } from '../../support/model';
import { ADMIN_NETWORK, OVERVIEW_30, OVERVIEW_90 } from './dashboard.fixtures';

type Snap = SnapshotFrom<typeof dashboardMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: ADMIN_NETWORK }) as never;

export const dashboardEvents: EventFrom<typeof dashboardMachine>[] = [
  done('loadOverview', OVERVIEW_30),
  error('loadOverview'),
  done('switchOverview', OVERVIEW_90),
  error('switchOverview'),
  { type: 'period.set', days: 90 },
  { type: 'period.set', days: 30 },
  { type: 'retry' },
];

/** How the model tells states apart: where it is, the period, which figures and whether an error. */
export const dashboardState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.days,
    s.context.overview?.trend.length ?? null,
    s.context.error !== null,
  ]);

export const dashboardModel = createModel(dashboardMachine, {
  events: dashboardEvents,
  serializeState: dashboardState,
});
