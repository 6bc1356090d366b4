/** The admin dashboard's answers as `admin-stats` gives them: machine tests, page tests, stories. */
import type { AdminFailure } from '../../../machines/admin/admin.types';
import type { StatsOverview, StatsPeriod } from '../../../machines/admin/dashboard.types';

/** `days` days up to 28 November 2026, oldest first, with figures that differ day to day. */
export function trendOf(days: StatsPeriod): StatsOverview['trend'] {
  const last = Date.UTC(2026, 10, 28);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(last - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      users: (i * 7) % 13,
      events: (i * 3) % 5,
      rsvps: (i * 11) % 29,
      messages: 40 + ((i * 17) % 61),
    };
  });
}

export function overviewOf(days: StatsPeriod): StatsOverview {
  return {
    totals: {
      users: days === 30 ? 1284 : 1290,
      confirmedUsers: 1102,
      events: { published: 342, draft: 27, cancelled: 15 },
      groups: 58,
      rsvps: 5120,
      messages: 48_213,
    },
    trend: trendOf(days),
    topCategories: [
      { category: 'technology', count: 120 },
      { category: 'art', count: 84 },
      { category: 'food', count: 61 },
      { category: 'education', count: 40 },
      { category: 'health', count: 25 },
      { category: 'business', count: 12 },
    ],
    topCities: [
      { city: 'Москва', count: 150 },
      { city: 'Санкт-Петербург', count: 98 },
      { city: 'Казань', count: 41 },
      { city: 'Новосибирск', count: 20 },
    ],
  };
}

export const OVERVIEW_30 = overviewOf(30);
export const OVERVIEW_90 = overviewOf(90);

/** A fresh community: nothing yet, the trend all zeros. */
export const EMPTY_OVERVIEW: StatsOverview = {
  totals: {
    users: 1,
    confirmedUsers: 1,
    events: { published: 0, draft: 0, cancelled: 0 },
    groups: 0,
    rsvps: 0,
    messages: 0,
  },
  trend: trendOf(30).map(({ date }) => ({ date, users: 0, events: 0, rsvps: 0, messages: 0 })),
  topCategories: [],
  topCities: [],
};

export const ADMIN_NETWORK: AdminFailure = { code: 'network', message: 'Failed to fetch' };
export const ADMIN_FORBIDDEN: AdminFailure = { code: 'forbidden', message: 'forbidden' };
