/** The admin dashboard's figures, as `admin-stats` answers `overview` (issue 19's contract). */

/** The periods the trends cover, in days. */
export type StatsPeriod = 30 | 90;

export const STATS_PERIODS: readonly StatsPeriod[] = [30, 90];

export interface StatsTotals {
  users: number;
  confirmedUsers: number;
  events: { published: number; draft: number; cancelled: number };
  groups: number;
  rsvps: number;
  messages: number;
}

/** One day's new rows; the trend has one per day of the period, oldest first, zero-filled. */
export interface StatsDay {
  /** YYYY-MM-DD */
  date: string;
  users: number;
  events: number;
  rsvps: number;
  messages: number;
}

export interface StatsOverview {
  totals: StatsTotals;
  trend: StatsDay[];
  /** Up to 6, most events first. */
  topCategories: { category: string; count: number }[];
  /** Up to 10, most events first. */
  topCities: { city: string; count: number }[];
}

export interface OverviewInput {
  days: StatsPeriod;
}
