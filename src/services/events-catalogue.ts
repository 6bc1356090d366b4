/**
 * The catalogue's request, apart from the client that sends it: the app sends it as a plain GET
 * (src/services/events-public.ts), `npm run bench:api` and the server tests through supabase-js;
 * both are written from the same arguments below, and a unit test holds their URLs equal
 * (tests/unit/events-catalogue-url.test.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DateWindow, EventFilters } from '../../machines/events/filters';
import type { Database } from './database.types';
import type { SummaryRow } from './event-rows';

export const SUMMARY =
  'id,title,starts_at,ends_at,time_zone,is_online,venue_name,city,price,max_attendees,going_count,cover_url,category_id,status,featured';

export interface ListEventsQuery {
  filters: EventFilters;
  window: DateWindow;
  offset: number;
  limit: number;
}

/**
 * The first page counts its matches up to this many and says "more than 100" beyond. An exact
 * count of a common word cost up to 226 ms on 100,000 events, the page itself 2 ms (issue 5); a
 * capped count still visits one table page per match, so at 1,000 a search's count was most of its
 * database time under load. Nobody reads past a hundred results to check the figure (Meetup and
 * Luma show none), so the number stops where it stops being useful.
 */
export const CATALOGUE_COUNT_CAP = 100;

/** What public.event_catalogue_page answers: a page, and on the first page its capped count. */
export interface CataloguePageAnswer {
  items: SummaryRow[];
  /** At most cap + 1; null when not counted. */
  total: number | null;
}

type PageArgs = Database['public']['Functions']['event_catalogue_page']['Args'];

/**
 * public.event_catalogue_page's arguments for a page; the first page (offset 0) is also counted,
 * up to `cap`. Only what differs from the function's defaults is sent, so the URL stays short.
 */
export function catalogueArgs(
  { filters, window, offset, limit }: ListEventsQuery,
  cap = CATALOGUE_COUNT_CAP,
): PageArgs {
  const args: PageArgs = { p_from: window.from.toISOString() };
  if (window.to) args.p_to = window.to.toISOString();
  if (filters.q.trim()) args.p_q = filters.q.trim();
  if (filters.category) args.p_category = filters.category;
  if (filters.format) args.p_online = filters.format === 'online';
  if (filters.price) args.p_price = filters.price;
  // Raw: the function matches the city literally and case-insensitively itself.
  if (filters.city.trim()) args.p_city = filters.city.trim();
  if (filters.sort !== 'soonest') args.p_sort = filters.sort;
  if (offset !== 0) args.p_offset = offset;
  args.p_limit = limit;
  if (offset === 0) args.p_cap = cap;
  return args;
}

/**
 * A page of published events matching the filters, as a builder for public.event_catalogue_page
 * (not yet sent). GET: a read, which PostgREST runs read-only and the bench can replay as a URL.
 */
export function cataloguePage(
  db: SupabaseClient<Database>,
  query: ListEventsQuery,
  cap = CATALOGUE_COUNT_CAP,
) {
  return db.rpc('event_catalogue_page', catalogueArgs(query, cap), { get: true });
}

/** The same page as cataloguePage, as the path and parameters of a plain GET under /rest/v1. */
export function cataloguePageRequest(query: ListEventsQuery, cap = CATALOGUE_COUNT_CAP) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(catalogueArgs(query, cap)))
    params.append(name, String(value));
  return { path: '/rpc/event_catalogue_page', params };
}
