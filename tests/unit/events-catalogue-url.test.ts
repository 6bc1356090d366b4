// @vitest-environment node
/**
 * The app sends the catalogue's request as a plain GET (cataloguePageRequest); `npm run bench:api`
 * and the server tests send it through supabase-js (cataloguePage). The bench measures what the
 * app sends only while both build the same URL: here they must, for every combination of
 * filters, dates, sorts and pages.
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_FILTERS, type EventFilters, dateWindow } from '../../machines/events/filters';
import { PAGE_SIZE } from '../../machines/events/catalogue.machine';
import type { Database } from '../../src/services/database.types';
import {
  type ListEventsQuery,
  CATALOGUE_COUNT_CAP,
  cataloguePage,
  cataloguePageRequest,
} from '../../src/services/events-catalogue';

const API = 'http://127.0.0.1:54321';
const sent: string[] = [];
const db = createClient<Database>(API, 'anon-key', {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
  global: {
    // Records what supabase-js would send, and answers like PostgREST with nothing found.
    fetch: async (url) => {
      sent.push(String(url));
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  },
});

async function viaSupabase(query: ListEventsQuery) {
  sent.length = 0;
  await cataloguePage(db, query);
  return [...sent];
}

function viaPlainFetch(query: ListEventsQuery) {
  const { path, params } = cataloguePageRequest(query);
  return [`${API}/rest/v1${path}?${params}`];
}

const product = <T>(lists: T[][]): T[][] =>
  lists.reduce<T[][]>((acc, list) => acc.flatMap((a) => list.map((x) => [...a, x])), [[]]);

// Thursday noon: "this weekend" and "this week" have their own ends.
const NOW = new Date('2026-11-19T12:00:00Z');

const variants: Partial<EventFilters>[][] = [
  [{}, { q: '"big data" -java or для' }],
  [{}, { category: 'food' }],
  [
    {},
    { date: 'today' },
    { date: 'weekend' },
    { date: 'range', from: '2026-12-01', to: '2026-12-31' },
    { date: 'range', from: '2026-12-01' },
  ],
  [{}, { format: 'online' }, { format: 'offline' }],
  [{}, { price: 'free' }, { price: 'paid' }],
  [{}, { city: 'Казань' }, { city: '50%_off\\ & more' }],
  [{ sort: 'soonest' }, { sort: 'newest' }, { sort: 'price' }],
];

describe('catalogue requests: plain fetch and supabase-js send the same URLs', () => {
  const combinations = product(variants).map((parts) => ({
    ...DEFAULT_FILTERS,
    ...Object.assign({}, ...parts),
  })) as EventFilters[];

  it(`for all ${combinations.length} combinations of filters, first and later pages`, async () => {
    let compared = 0;
    for (const [i, filters] of combinations.entries()) {
      // Every other combination as a later page: it asks for no count, and sends its offset.
      const offset = i % 2 ? PAGE_SIZE * 3 : 0;
      const query = { filters, window: dateWindow(filters, NOW), offset, limit: PAGE_SIZE };
      expect(viaPlainFetch(query)).toEqual(await viaSupabase(query));
      compared++;
    }
    expect(compared).toBe(combinations.length);
  }, 30_000);

  it('puts every filter in the URL (a dropped filter cannot pass for equal)', () => {
    const filters: EventFilters = {
      q: 'Kotlin',
      category: 'food',
      date: 'range',
      from: '2026-12-01',
      to: '2026-12-31',
      format: 'offline',
      price: 'paid',
      city: 'Казань',
      sort: 'price',
    };
    const first = new URL(
      viaPlainFetch({ filters, window: dateWindow(filters, NOW), offset: 0, limit: PAGE_SIZE })[0]!,
    ).searchParams;
    expect(Object.fromEntries(first)).toEqual({
      p_from: dateWindow(filters, NOW).from.toISOString(),
      p_to: dateWindow(filters, NOW).to!.toISOString(),
      p_q: 'Kotlin',
      p_category: 'food',
      p_online: 'false',
      p_price: 'paid',
      p_city: 'Казань',
      p_sort: 'price',
      p_limit: String(PAGE_SIZE),
      p_cap: String(CATALOGUE_COUNT_CAP),
    });
    const later = new URL(
      viaPlainFetch({
        filters,
        window: dateWindow(filters, NOW),
        offset: 24,
        limit: PAGE_SIZE,
      })[0]!,
    ).searchParams;
    expect(later.get('p_offset')).toBe('24');
    expect(later.has('p_cap')).toBe(false);
  });

  it('sends only the start of the window, the page size and the cap for the default filters', () => {
    const [url] = viaPlainFetch({
      filters: DEFAULT_FILTERS,
      window: { from: NOW, to: null },
      offset: 0,
      limit: PAGE_SIZE,
    });
    expect([...new URL(url!).searchParams.keys()]).toEqual(['p_from', 'p_limit', 'p_cap']);
  });
});
