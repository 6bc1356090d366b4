/**
 * Rows of the events table and catalogue view as the feature's types, without supabase-js: the
 * plain-fetch readers (featured-events.ts) map rows exactly as events.ts does.
 */
import type { CategoryId, EventStatus, EventSummary } from '../../machines/events/events.types';
import type { Database } from './database.types';

type EventRow = Database['public']['Tables']['events']['Row'];

export type SummaryRow = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'is_online'
  | 'venue_name'
  | 'city'
  | 'price'
  | 'max_attendees'
  | 'going_count'
  | 'cover_url'
  | 'category_id'
  | 'status'
  | 'featured'
>;

export function toSummary(row: SummaryRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    isOnline: row.is_online,
    venueName: row.venue_name,
    city: row.city,
    // numeric(10,2) arrives as a number or, from some drivers, a string.
    price: Number(row.price),
    maxAttendees: row.max_attendees,
    goingCount: row.going_count,
    coverUrl: row.cover_url,
    categoryId: row.category_id as CategoryId,
    status: row.status as EventStatus,
    featured: row.featured,
  };
}
