/**
 * What anyone may read, over plain fetch: the catalogue and an event page as a visitor sees it.
 * Pages that show them do without supabase-js (55 KB gzip, and its start-up on a phone), and can
 * ask before their own code has arrived (src/app/events-prefetch.ts). The requests are those
 * events.ts would send through supabase-js, with the same key: PostgREST and RLS answer alike.
 */
import type {
  EventDetails,
  EventPageData,
  EventsFailure,
  EventSummary,
} from '../../machines/events/events.types';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { eventsFailureOf } from './event-error-codes';
import {
  type AttendeeRow,
  type DetailsRow,
  ATTENDEES_SHOWN,
  DETAILS,
  toAttendee,
  toDetails,
  toSummary,
} from './event-rows';
import {
  type CataloguePageAnswer,
  type ListEventsQuery,
  CATALOGUE_COUNT_CAP,
  cataloguePageRequest,
} from './events-catalogue';

/**
 * A GET under /rest/v1 as the anonymous role; failures are EventsFailure. The key rides in the
 * query (Supabase's gateway takes `apikey` there and sends it on as the bearer) and no header is
 * set, so the browser sends a simple CORS request: no preflight, a round trip less before the
 * first data on a slow connection.
 */
export async function readPublic<T>(path: string, params: URLSearchParams): Promise<T> {
  let res: Response;
  try {
    const query = new URLSearchParams(params);
    query.set('apikey', SUPABASE_ANON_KEY);
    res = await fetch(`${SUPABASE_URL}/rest/v1${path}?${query}`);
  } catch (e) {
    throw { code: 'network', message: String(e) } satisfies EventsFailure;
  }
  const body = (await res.json().catch(() => null)) as unknown;
  // PostgREST's errors carry its code (22P02: not a uuid, …), which says what went wrong.
  if (!res.ok) throw eventsFailureOf(body ?? { message: `HTTP ${res.status}` });
  return body as T;
}

export interface EventsPage {
  items: EventSummary[];
  /** Matches in all, at most CATALOGUE_COUNT_CAP; null when not counted (pages after the first). */
  total: number | null;
  /** More than `total` match: the count stopped at its cap. */
  capped: boolean;
}

/**
 * One page of published events matching the filters; the first page also counts them, capped,
 * in the same request. Published events are the same for everyone, so signed-in people read them
 * this way too.
 */
export async function listEvents(query: ListEventsQuery): Promise<EventsPage> {
  const { path, params } = cataloguePageRequest(query);
  const answer = await readPublic<CataloguePageAnswer>(path, params);
  const items = answer.items.map(toSummary);
  if (answer.total === null) return { items, total: null, capped: false };
  const capped = answer.total > CATALOGUE_COUNT_CAP;
  return { items, total: capped ? CATALOGUE_COUNT_CAP : answer.total, capped };
}

/**
 * An event page as a visitor sees it: the event and who goes, asked for together. A visitor has
 * no RSVP and may not read the join link, so neither is asked for. `onEvent` hears of the event as
 * soon as it is in, before who goes: its cover, the page's largest paint, can start loading.
 */
export async function getPublicEventPage(
  id: string,
  onEvent?: (event: EventDetails) => void,
): Promise<EventPageData> {
  const event = readPublic<DetailsRow[]>(
    '/events',
    new URLSearchParams({ select: DETAILS, id: `eq.${id}` }),
  ).then((rows) => {
    const row = rows[0];
    if (!row) throw { code: 'not_found', message: `No event ${id}` } satisfies EventsFailure;
    const details = toDetails(row);
    onEvent?.(details);
    return details;
  });
  const attendees = readPublic<AttendeeRow[]>(
    '/rpc/event_attendees',
    new URLSearchParams({ p_event_id: id, p_limit: String(ATTENDEES_SHOWN) }),
  );
  const [details, going] = await Promise.all([event, attendees]);
  return { event: details, attendees: going.map(toAttendee), myRsvp: null, joinUrl: null };
}
