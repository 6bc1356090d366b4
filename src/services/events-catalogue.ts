/**
 * The catalogue's requests, apart from the client that sends them: the app sends them through
 * src/services/events.ts and `npm run bench:api` measures exactly the same requests (issue 5).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DateWindow, EventFilters } from '../../machines/events/filters';
import type { Database } from './database.types';

export const SUMMARY =
  'id,title,starts_at,ends_at,time_zone,is_online,venue_name,city,price,max_attendees,going_count,cover_url,category_id,status,featured';

export interface ListEventsQuery {
  filters: EventFilters;
  window: DateWindow;
  offset: number;
  limit: number;
}

/**
 * The first page counts its matches up to this many and says "more than 1000" beyond: an exact
 * count of a common word cost up to 226 ms on 100,000 events, the page itself 2 ms (issue 5).
 */
export const CATALOGUE_COUNT_CAP = 1000;

/** Matches the city case-insensitively and exactly: % and _ typed by someone are literal. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of published events matching the filters, as a supabase-js builder (not yet sent).
 * It never counts: the first page's count is catalogueCount's, sent beside it.
 */
export function catalogueQuery(
  db: SupabaseClient<Database>,
  { filters, window, offset, limit }: ListEventsQuery,
) {
  // The catalogue view, not the table: under RLS a text search could never use its index.
  let q = db
    .from('event_catalogue')
    .select(SUMMARY)
    .eq('status', 'published')
    .gte('ends_at', window.from.toISOString());
  if (window.to) q = q.lte('starts_at', window.to.toISOString());
  if (filters.q.trim()) {
    // websearch syntax ("quoted phrases", -excluded, or) forgives whatever people type.
    q = q.textSearch('search', filters.q.trim(), { type: 'websearch', config: 'simple' });
  }
  if (filters.category) q = q.eq('category_id', filters.category);
  if (filters.format) q = q.eq('is_online', filters.format === 'online');
  if (filters.price === 'free') q = q.eq('price', 0);
  if (filters.price === 'paid') q = q.gt('price', 0);
  if (filters.city.trim()) q = q.ilike('city', escapeLike(filters.city.trim()));
  if (filters.sort === 'newest') q = q.order('created_at', { ascending: false });
  else if (filters.sort === 'price')
    q = q.order('price', { ascending: true }).order('starts_at', { ascending: true });
  else q = q.order('starts_at', { ascending: true });
  // A unique last key keeps pages stable when several events share a start time.
  q = q.order('id', { ascending: true });
  return q.range(offset, offset + limit - 1);
}

/**
 * How many events the filters of catalogueQuery match, at most cap + 1 (more than cap: the
 * catalogue says so instead of a number), as a builder for public.event_catalogue_count. GET: a
 * read, which PostgREST runs read-only and the bench can replay as a URL.
 */
export function catalogueCount(
  db: SupabaseClient<Database>,
  { filters, window }: Pick<ListEventsQuery, 'filters' | 'window'>,
  cap = CATALOGUE_COUNT_CAP,
) {
  const args: Database['public']['Functions']['event_catalogue_count']['Args'] = {
    p_from: window.from.toISOString(),
    p_cap: cap,
  };
  if (window.to) args.p_to = window.to.toISOString();
  if (filters.q.trim()) args.p_q = filters.q.trim();
  if (filters.category) args.p_category = filters.category;
  if (filters.format) args.p_online = filters.format === 'online';
  if (filters.price) args.p_price = filters.price;
  // Raw: the function matches the city literally itself, as the list's escaped ilike does.
  if (filters.city.trim()) args.p_city = filters.city.trim();
  return db.rpc('event_catalogue_count', args, { get: true });
}
