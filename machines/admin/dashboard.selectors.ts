import type { SnapshotFrom } from 'xstate';
import { stateStatus } from '../shared/status';
import type { AdminErrorCode } from './admin.types';
import type { dashboardMachine } from './dashboard.machine';
import type { StatsDay, StatsOverview, StatsPeriod } from './dashboard.types';

type Snapshot = SnapshotFrom<typeof dashboardMachine>;

export type DashboardStatus = 'loading' | 'loaded' | 'switching' | 'failed';

/** The totals' cards, in the order the dashboard shows them. */
export type StatKey =
  | 'users'
  | 'confirmedUsers'
  | 'eventsPublished'
  | 'eventsDraft'
  | 'eventsCancelled'
  | 'groups'
  | 'rsvps'
  | 'messages';

export interface StatCard {
  key: StatKey;
  value: number;
}

/** What a trend chart counts per day. */
export type TrendMetric = Exclude<keyof StatsDay, 'date'>;

export const TREND_METRICS: readonly TrendMetric[] = ['users', 'events', 'rsvps', 'messages'];

export interface TrendSeries {
  metric: TrendMetric;
  /** One per day, oldest first: `date` is YYYY-MM-DD. */
  points: { date: string; value: number }[];
  /** All the period's new ones. */
  sum: number;
}

export interface DashboardView {
  status: DashboardStatus;
  days: StatsPeriod;
  errorCode: AdminErrorCode | null;
  /** Empty until figures arrive. */
  cards: StatCard[];
  trends: TrendSeries[];
  topCategories: StatsOverview['topCategories'];
  topCities: StatsOverview['topCities'];
}

const cardsOf = ({ totals }: StatsOverview): StatCard[] => [
  { key: 'users', value: totals.users },
  { key: 'confirmedUsers', value: totals.confirmedUsers },
  { key: 'eventsPublished', value: totals.events.published },
  { key: 'eventsDraft', value: totals.events.draft },
  { key: 'eventsCancelled', value: totals.events.cancelled },
  { key: 'groups', value: totals.groups },
  { key: 'rsvps', value: totals.rsvps },
  { key: 'messages', value: totals.messages },
];

const trendsOf = ({ trend }: StatsOverview): TrendSeries[] =>
  TREND_METRICS.map((metric) => {
    const points = trend.map((day) => ({ date: day.date, value: day[metric] }));
    return { metric, points, sum: points.reduce((total, p) => total + p.value, 0) };
  });

export const selectDashboardView = (s: Snapshot): DashboardView => {
  const overview = s.context.overview;
  return {
    status: stateStatus(s, ['loading', 'switching', 'failed'], 'loaded'),
    days: s.context.days,
    errorCode: s.context.error?.code ?? null,
    cards: overview ? cardsOf(overview) : [],
    trends: overview ? trendsOf(overview) : [],
    topCategories: overview?.topCategories ?? [],
    topCities: overview?.topCities ?? [],
  };
};
