/**
 * The catalogue's query, apart from the client that sends it: the app sends it through
 * src/services/events.ts and `npm run bench:api` measures exactly the same request (issue 5).
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
  /**
   * How the first page counts the matches: 'exact' (what the catalogue shows as "N found") or
   * 'estimated'. Later pages never count: the catalogue keeps the first page's total, and an exact
   * count is most of the cost of a request on a big table (issue 5).
   */
  count?: 'exact' | 'estimated';
}

/** Matches the city case-insensitively and exactly: % and _ typed by someone are literal. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of published events matching the filters, as a supabase-js builder (not yet sent). */
export function catalogueQuery(
  db: SupabaseClient<Database>,
  { filters, window, offset, limit, count = 'exact' }: ListEventsQuery,
) {
  // The catalogue view, not the table: under RLS a text search could never use its index.
  let q = db
    .from('event_catalogue')
    .select(SUMMARY, offset === 0 ? { count } : {})
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
