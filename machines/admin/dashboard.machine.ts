import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import type { OverviewInput, StatsOverview, StatsPeriod } from './dashboard.types';

export interface DashboardContext {
  days: StatsPeriod;
  /** The figures of `days`; kept on screen while another period loads. */
  overview: StatsOverview | null;
  error: AdminFailure | null;
}

export type DashboardEvent = { type: 'period.set'; days: StatsPeriod } | { type: 'retry' };

const daysOf = ({ event }: { event: { days: StatsPeriod } }) => ({ days: event.days });

/** Another period chosen: its figures are asked for, the chosen one is remembered at once. */
const choosePeriod = (target: string) =>
  ({
    guard: { type: 'isOtherPeriod', params: daysOf },
    target,
    reenter: true,
    actions: { type: 'setDays', params: daysOf },
  }) as const;

const readOverview = (id: string) =>
  ({
    id,
    src: 'loadOverview',
    input: ({ context }: { context: DashboardContext }): OverviewInput => ({ days: context.days }),
    onDone: { target: 'loaded', actions: { type: 'setOverview', params: outputOf } },
    onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
  }) as const;

/**
 * /admin: the community's figures (issue 19): totals, the trends of the last 30 or 90 days and
 * the top categories and cities. Switching the period keeps the figures shown until the other
 * period's arrive (`switching`); a failed read offers a retry of the period chosen.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    loadOverview: notProvided<StatsOverview, OverviewInput>('loadOverview'),
  },
  actions: {
    setDays: assign((_, { days }: { days: StatsPeriod }) => ({ days })),
    setOverview: assign((_, { output }: { output: StatsOverview }) => ({
      overview: output,
      error: null,
    })),
    // Another period's figures would mislead under the chosen one's name: none shown.
    setError: assign((_, { error }: { error: unknown }) => ({
      error: adminFailureOf(error),
      overview: null,
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isOtherPeriod: ({ context }, { days }: { days: StatsPeriod }) => context.days !== days,
  },
}).createMachine({
  id: 'dashboard',
  context: { days: 30, overview: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: readOverview('loadOverview'),
      on: { 'period.set': choosePeriod('loading') },
    },
    loaded: {
      on: { 'period.set': choosePeriod('switching') },
    },
    switching: {
      invoke: readOverview('switchOverview'),
      on: { 'period.set': choosePeriod('switching') },
    },
    failed: {
      on: {
        retry: { target: 'loading', actions: 'clearError' },
        'period.set': {
          guard: { type: 'isOtherPeriod', params: daysOf },
          target: 'loading',
          actions: [{ type: 'setDays', params: daysOf }, 'clearError'],
        },
      },
    },
  },
});
