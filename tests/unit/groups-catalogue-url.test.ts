// @vitest-environment node
/**
 * The app asks for the groups catalogue as a plain GET (groupCataloguePageRequest); the groups
 * service, `npm run bench:api` and the server tests ask through supabase-js (listGroups). The
 * bench and the server tests speak for what the app sends only while both build the same URL.
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/services/database.types';
import {
  type GroupFilters,
  DEFAULT_GROUP_FILTERS,
  createGroupsService,
} from '../../src/services/groups';
import { groupCataloguePageRequest } from '../../src/services/groups-catalogue';

const API = 'http://127.0.0.1:54321';
const sent: string[] = [];
const service = createGroupsService(
  createClient<Database>(API, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      // Records what supabase-js would send, and answers like the function with nothing found.
      fetch: async (url) => {
        sent.push(String(url));
        return new Response('{"items":[],"total":0}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    },
  }),
);

const product = <T>(lists: T[][]): T[][] =>
  lists.reduce<T[][]>((acc, list) => acc.flatMap((a) => list.map((x) => [...a, x])), [[]]);

const variants: Partial<GroupFilters>[][] = [
  [{}, { q: 'йога для начинающих' }, { q: '  Kotl  ' }],
  [{}, { category: 'food' }],
  [{}, { city: 'Казань' }, { city: '  ' }],
  [{}, { online: true }, { online: false }],
  [{}, { sort: 'newest' }],
];
const pages = [
  { offset: 0, limit: 12, cap: 100 },
  { offset: 24, limit: 12, cap: 100 },
  { offset: 0, limit: 6, cap: 5 },
];

describe('the groups catalogue request', () => {
  const cases = product(variants).flatMap((parts) =>
    pages.map((page) => ({ filters: Object.assign({}, DEFAULT_GROUP_FILTERS, ...parts), page })),
  );

  it.each(cases.map((c) => [JSON.stringify(c), c] as const))(
    'is the same URL over plain fetch as through supabase-js: %s',
    async (_, { filters, page }) => {
      sent.length = 0;
      await service.listGroups(filters, page);
      const { path, params } = groupCataloguePageRequest(filters, page);
      expect(sent).toEqual([`${API}/rest/v1${path}?${params}`]);
    },
  );

  it('sends the words trimmed, and leaves out what the function defaults', () => {
    const { params } = groupCataloguePageRequest(
      { ...DEFAULT_GROUP_FILTERS, q: '  Kotlin ', city: ' ' },
      { offset: 0, limit: 12, cap: 100 },
    );
    expect(Object.fromEntries(params)).toEqual({ p_q: 'Kotlin', p_limit: '12', p_cap: '100' });
  });
});
