/**
 * Rows of the events table and catalogue view as the feature's types, without supabase-js: the
 * plain-fetch readers (featured-events.ts, events-public.ts) map rows exactly as events.ts does.
 */
import type {
  Attendee,
  CategoryId,
  EventDetails,
  EventStatus,
  EventSummary,
} from '../../machines/events/events.types';
import type { Database } from './database.types';
import { SUMMARY } from './events-catalogue';
import { type PersonRow, isDeletedRow } from './person-rows';

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

// `!organizer_id`: events reach profiles through rsvps too, so PostgREST needs told which way.
export const DETAILS = `${SUMMARY},description,address,waitlist_count,created_at,organizer:profiles!organizer_id(id,full_name,avatar_url,deleted_at)`;

export type DetailsRow = SummaryRow &
  Pick<EventRow, 'description' | 'address' | 'waitlist_count' | 'created_at'> & {
    organizer: PersonRow | null;
  };

export function toDetails(row: DetailsRow): EventDetails {
  return {
    ...toSummary(row),
    description: row.description,
    address: row.address,
    waitlistCount: row.waitlist_count,
    createdAt: row.created_at,
    organizer: {
      id: row.organizer?.id ?? '',
      fullName: row.organizer?.full_name ?? '',
      avatarUrl: row.organizer?.avatar_url ?? '',
      deleted: row.organizer ? isDeletedRow(row.organizer) : false,
    },
  };
}

/** A row of public.event_attendees (`returns table(...)`, which type generation leaves untyped). */
export interface AttendeeRow {
  user_id: string;
  full_name: string | null;
  avatar_url: string | null;
  deleted?: boolean;
}

export function toAttendee(row: AttendeeRow): Attendee {
  return {
    userId: row.user_id,
    fullName: row.full_name ?? '',
    avatarUrl: row.avatar_url ?? '',
    deleted: row.deleted === true,
  };
}

/** How many attendees the event page shows. */
export const ATTENDEES_SHOWN = 12;
