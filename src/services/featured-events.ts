/**
 * The home page's recommended events over plain fetch: public data that any visitor may read, so
 * the landing page does without supabase-js (55 KB gzip) and its start-up cost on a phone.
 */
import type { EventSummary } from '../../machines/events/events.types';
import { type SummaryRow, toSummary } from './event-rows';
import { SUMMARY } from './events-catalogue';
import { readPublic } from './events-public';

export async function listFeaturedEvents(limit = 6): Promise<EventSummary[]> {
  const query = new URLSearchParams({
    select: SUMMARY,
    status: 'eq.published',
    featured: 'is.true',
    ends_at: `gte.${new Date().toISOString()}`,
    order: 'starts_at.asc',
    limit: String(limit),
  });
  return (await readPublic<SummaryRow[]>('/event_catalogue', query)).map(toSummary);
}
