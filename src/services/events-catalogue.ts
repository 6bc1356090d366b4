/**
 * The catalogue's requests, apart from the client that sends them: the app sends them as plain
 * GETs (src/services/events-public.ts), `npm run bench:api` and the server tests through
 * supabase-js; both are written from the same description below, and a unit test holds their URLs
 * equal (tests/unit/events-catalogue-url.test.ts).
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
 * The first page counts its matches up to this many and says "more than 100" beyond. An exact
 * count of a common word cost up to 226 ms on 100,000 events, the page itself 2 ms (issue 5); a
 * capped count still visits one table page per match, so at 1,000 a search's count was most of its
 * database time under load. Nobody reads past a hundred results to check the figure (Meetup and
 * Luma show none), so the number stops where it stops being useful.
 */
export const CATALOGUE_COUNT_CAP = 100;

/** Matches the city case-insensitively and exactly: % and _ typed by someone are literal. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A PostgREST filter: `column=operator.value`. */
type Filter = [column: string, operator: string, value: string];

/** What a page of the catalogue selects and in which order, whoever sends it. */
function catalogueList({ filters, window }: Pick<ListEventsQuery, 'filters' | 'window'>) {
  // The catalogue view, not the table: under RLS a text search could never use its index.
  const where: Filter[] = [
    ['status', 'eq', 'published'],
    ['ends_at', 'gte', window.from.toISOString()],
  ];
  if (window.to) where.push(['starts_at', 'lte', window.to.toISOString()]);
  // websearch syntax ("quoted phrases", -excluded, or) forgives whatever people type.
  if (filters.q.trim()) where.push(['search', 'wfts(simple)', filters.q.trim()]);
  if (filters.category) where.push(['category_id', 'eq', filters.category]);
  if (filters.format) where.push(['is_online', 'eq', String(filters.format === 'online')]);
  if (filters.price === 'free') where.push(['price', 'eq', '0']);
  if (filters.price === 'paid') where.push(['price', 'gt', '0']);
  if (filters.city.trim()) where.push(['city', 'ilike', escapeLike(filters.city.trim())]);
  const order =
    filters.sort === 'newest'
      ? ['created_at.desc']
      : filters.sort === 'price'
        ? ['price.asc', 'starts_at.asc']
        : ['starts_at.asc'];
  // A unique last key keeps pages stable when several events share a start time.
  return { where, order: [...order, 'id.asc'] };
}

/**
 * One page of published events matching the filters, as a supabase-js builder (not yet sent).
 * It never counts: the first page's count is catalogueCount's, sent beside it.
 */
export function catalogueQuery(db: SupabaseClient<Database>, query: ListEventsQuery) {
  const { where, order } = catalogueList(query);
  let q = db.from('event_catalogue').select(SUMMARY);
  for (const [column, operator, value] of where) q = q.filter(column, operator, value);
  for (const key of order) {
    const [column, direction] = key.split('.') as [string, string];
    q = q.order(column, { ascending: direction === 'asc' });
  }
  return q.range(query.offset, query.offset + query.limit - 1);
}

/** The same page as catalogueQuery, as the path and parameters of a plain GET under /rest/v1. */
export function catalogueListRequest(query: ListEventsQuery) {
  const { where, order } = catalogueList(query);
  const params = new URLSearchParams({ select: SUMMARY });
  for (const [column, operator, value] of where) params.append(column, `${operator}.${value}`);
  params.set('order', order.join(','));
  params.set('offset', String(query.offset));
  params.set('limit', String(query.limit));
  return { path: '/event_catalogue', params };
}

type CountArgs = Database['public']['Functions']['event_catalogue_count']['Args'];

function catalogueCountArgs(
  { filters, window }: Pick<ListEventsQuery, 'filters' | 'window'>,
  cap: number,
): CountArgs {
  const args: CountArgs = { p_from: window.from.toISOString(), p_cap: cap };
  if (window.to) args.p_to = window.to.toISOString();
  if (filters.q.trim()) args.p_q = filters.q.trim();
  if (filters.category) args.p_category = filters.category;
  if (filters.format) args.p_online = filters.format === 'online';
  if (filters.price) args.p_price = filters.price;
  // Raw: the function matches the city literally itself, as the list's escaped ilike does.
  if (filters.city.trim()) args.p_city = filters.city.trim();
  return args;
}

/**
 * How many events the filters of catalogueQuery match, at most cap + 1 (more than cap: the
 * catalogue says so instead of a number), as a builder for public.event_catalogue_count. GET: a
 * read, which PostgREST runs read-only and the bench can replay as a URL.
 */
export function catalogueCount(
  db: SupabaseClient<Database>,
  query: Pick<ListEventsQuery, 'filters' | 'window'>,
  cap = CATALOGUE_COUNT_CAP,
) {
  return db.rpc('event_catalogue_count', catalogueCountArgs(query, cap), { get: true });
}

/** The same count as catalogueCount, as the path and parameters of a plain GET under /rest/v1. */
export function catalogueCountRequest(
  query: Pick<ListEventsQuery, 'filters' | 'window'>,
  cap = CATALOGUE_COUNT_CAP,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(catalogueCountArgs(query, cap)))
    params.append(name, String(value));
  return { path: '/rpc/event_catalogue_count', params };
}
