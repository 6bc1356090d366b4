/**
 * The home page's recommended events over plain fetch: public data that any visitor may read, so
 * the landing page does without supabase-js (55 KB gzip) and its start-up cost on a phone.
 * The query is the one `listFeaturedEvents` in events.ts sends; PostgREST answers both the same.
 */
import type { EventSummary, EventsFailure } from '../../machines/events/events.types';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { type SummaryRow, toSummary } from './event-rows';
import { SUMMARY } from './events-catalogue';

export async function listFeaturedEvents(limit = 6): Promise<EventSummary[]> {
  const query = new URLSearchParams({
    select: SUMMARY,
    status: 'eq.published',
    featured: 'is.true',
    ends_at: `gte.${new Date().toISOString()}`,
    order: 'starts_at.asc',
    limit: String(limit),
  });
  let res: Response;
  try {
    res = await fetch(`${SUPABASE_URL}/rest/v1/event_catalogue?${query}`, {
      headers: { apikey: SUPABASE_ANON_KEY, authorization: `Bearer ${SUPABASE_ANON_KEY}` },
    });
  } catch (e) {
    throw { code: 'network', message: String(e) } satisfies EventsFailure;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw {
      code: 'unknown',
      message: body?.message ?? `HTTP ${res.status}`,
    } satisfies EventsFailure;
  }
  return ((await res.json()) as SummaryRow[]).map(toSummary);
}
