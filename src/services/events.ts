/**
 * Events over supabase-js: the only events code that talks to the database. Functions return the
 * feature's own types (machines/events/events.types.ts) and throw only EventsFailure.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import {
  type Attendee,
  type EventDetails,
  type EventPageData,
  type EventsErrorCode,
  type EventsFailure,
  type EventSummary,
  type EventWrite,
  type RsvpStatus,
  isEventsFailure,
} from '../../machines/events/events.types';
import type { MyEvents } from '../../machines/profile/my-events.types';
import type { Database } from './database.types';
import { type SummaryRow, toSummary } from './event-rows';
import {
  type ListEventsQuery,
  CATALOGUE_COUNT_CAP,
  SUMMARY,
  catalogueCount,
  catalogueQuery,
} from './events-catalogue';
import { supabase } from './supabase';

type EventRow = Database['public']['Tables']['events']['Row'];
const db = supabase;

// `!organizer_id`: events reach profiles through rsvps too, so PostgREST needs told which way.
const DETAILS = `${SUMMARY},description,address,waitlist_count,created_at,organizer:profiles!organizer_id(id,full_name,avatar_url)`;

// Message keys the RSVP functions raise (README: "raise with errcode and a message key").
const RAISED: Record<string, EventsErrorCode> = {
  event_not_open: 'event_not_open',
  event_not_found: 'not_found',
  event_past: 'event_not_open',
  event_cancelled: 'event_not_open',
  event_draft: 'event_not_open',
  not_authenticated: 'not_signed_in',
  not_signed_in: 'not_signed_in',
  featured_admin_only: 'forbidden',
  event_status_final: 'invalid',
  event_has_rsvps: 'invalid',
  catalogue_count_invalid: 'invalid',
};

export function toEventsFailure(error: Partial<PostgrestError> | Error | unknown): EventsFailure {
  if (isEventsFailure(error) && !('details' in (error as object))) return error;
  const e = (error ?? {}) as Partial<PostgrestError> & { name?: string; message?: string };
  const message = e.message ?? String(error);
  let code: EventsErrorCode = 'unknown';
  const raised = Object.keys(RAISED).find((key) => message.includes(key));
  if (raised) code = RAISED[raised]!;
  // 0 rows for .single(), or an id that is not a uuid at all (22P02): either way, no such event.
  else if (e.code === 'PGRST116' || e.code === '22P02') code = 'not_found';
  else if (e.code === '42501' || e.code === 'PGRST301') code = 'forbidden';
  else if (e.code === '23514' || e.code === '23502' || e.code === '22001') code = 'invalid';
  else if (e.name === 'TypeError' || /fetch|network/i.test(message)) code = 'network';
  return { code, message };
}

function fail(error: unknown): never {
  throw toEventsFailure(error);
}

type DetailsRow = SummaryRow &
  Pick<EventRow, 'description' | 'address' | 'waitlist_count' | 'created_at'> & {
    organizer: { id: string; full_name: string | null; avatar_url: string | null } | null;
  };

function toDetails(row: DetailsRow): EventDetails {
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
    },
  };
}

export type { ListEventsQuery } from './events-catalogue';

export interface EventsPage {
  items: EventSummary[];
  /** Matches in all, at most CATALOGUE_COUNT_CAP; null when not counted (pages after the first). */
  total: number | null;
  /** More than `total` match: the count stopped at its cap. */
  capped: boolean;
}

/**
 * One page of published events matching the filters; the first page also counts them, capped,
 * with a second request in flight beside the list's.
 */
export async function listEvents(query: ListEventsQuery): Promise<EventsPage> {
  const [list, counted] = await Promise.all([
    catalogueQuery(db, query),
    query.offset === 0 ? catalogueCount(db, query) : null,
  ]);
  if (list.error) fail(list.error);
  if (counted?.error) fail(counted.error);
  const count = counted ? counted.data : null;
  // Views come out of type generation all-nullable; these columns mirror non-null ones of events.
  const items = ((list.data ?? []) as SummaryRow[]).map(toSummary);
  if (count === null) return { items, total: null, capped: false };
  const capped = count > CATALOGUE_COUNT_CAP;
  return { items, total: capped ? CATALOGUE_COUNT_CAP : count, capped };
}

/** Featured upcoming events for the home page. */
export async function listFeaturedEvents(limit = 6): Promise<EventSummary[]> {
  const { data, error } = await db
    .from('event_catalogue')
    .select(SUMMARY)
    .eq('status', 'published')
    .eq('featured', true)
    .gte('ends_at', new Date().toISOString())
    .order('starts_at', { ascending: true })
    .limit(limit);
  if (error) fail(error);
  return ((data ?? []) as SummaryRow[]).map(toSummary);
}

export async function getEvent(id: string): Promise<EventDetails> {
  const { data, error } = await db.from('events').select(DETAILS).eq('id', id).maybeSingle();
  if (error) fail(error);
  if (!data) throw { code: 'not_found', message: `No event ${id}` } satisfies EventsFailure;
  return toDetails(data as unknown as DetailsRow);
}

export async function getAttendees(eventId: string, limit = 12): Promise<Attendee[]> {
  const { data, error } = await db.rpc('event_attendees', { p_event_id: eventId, p_limit: limit });
  if (error) fail(error);
  // The generated types see `returns table(...)` as untyped records.
  const rows = (data ?? []) as {
    user_id: string;
    full_name: string | null;
    avatar_url: string | null;
  }[];
  return rows.map((r) => ({
    userId: r.user_id,
    fullName: r.full_name ?? '',
    avatarUrl: r.avatar_url ?? '',
  }));
}

export async function getMyRsvp(eventId: string, userId: string): Promise<RsvpStatus | null> {
  const { data, error } = await db
    .from('rsvps')
    .select('status')
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) fail(error);
  return (data?.status as RsvpStatus | undefined) ?? null;
}

/** The join link, or null where RLS hides it (everyone but attendees and the organiser). */
export async function getJoinUrl(eventId: string): Promise<string | null> {
  const { data, error } = await db
    .from('event_private')
    .select('online_url')
    .eq('event_id', eventId)
    .maybeSingle();
  if (error) fail(error);
  return data?.online_url ?? null;
}

/** The event page for one viewer: the event, who goes, the viewer's RSVP and the join link. */
export async function getEventPage(id: string, userId: string | null): Promise<EventPageData> {
  const event = await getEvent(id);
  const [attendees, myRsvp] = await Promise.all([
    getAttendees(id),
    userId ? getMyRsvp(id, userId) : Promise.resolve(null),
  ]);
  const mayReadLink = event.isOnline && (myRsvp === 'going' || event.organizer.id === userId);
  const joinUrl = mayReadLink ? await getJoinUrl(id) : null;
  return { event, attendees, myRsvp, joinUrl };
}

/** The database decides going or waitlisted, atomically; the client only asks. */
export async function rsvp(eventId: string): Promise<RsvpStatus> {
  const { data, error } = await db.rpc('rsvp', { p_event_id: eventId });
  if (error) fail(error);
  return data as RsvpStatus;
}

export async function cancelRsvp(eventId: string): Promise<void> {
  const { error } = await db.rpc('cancel_rsvp', { p_event_id: eventId });
  if (error) fail(error);
}

function toRow(input: EventWrite) {
  return {
    title: input.title,
    description: input.description,
    category_id: input.categoryId,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    time_zone: input.timeZone,
    is_online: input.isOnline,
    venue_name: input.isOnline ? null : input.venueName,
    address: input.isOnline ? null : input.address,
    city: input.isOnline ? null : input.city,
    max_attendees: input.maxAttendees,
    price: input.price,
    cover_url: input.coverUrl,
    status: input.status,
  };
}

async function saveJoinUrl(eventId: string, url: string | null) {
  const { error } = await db
    .from('event_private')
    .upsert({ event_id: eventId, online_url: url }, { onConflict: 'event_id' });
  if (error) fail(error);
}

export async function createEvent(input: EventWrite, organizerId: string): Promise<string> {
  const { data, error } = await db
    .from('events')
    .insert({ ...toRow(input), organizer_id: organizerId })
    .select('id')
    .single();
  if (error) fail(error);
  if (input.isOnline) await saveJoinUrl(data.id, input.onlineUrl);
  return data.id;
}

export async function updateEvent(id: string, input: EventWrite): Promise<string> {
  const { data, error } = await db
    .from('events')
    .update(toRow(input))
    .eq('id', id)
    .select('id')
    .maybeSingle();
  if (error) fail(error);
  // RLS turns someone else's event into "0 rows updated", not an error.
  if (!data) throw { code: 'forbidden', message: `Cannot update ${id}` } satisfies EventsFailure;
  await saveJoinUrl(id, input.isOnline ? input.onlineUrl : null);
  return id;
}

export async function cancelEvent(id: string): Promise<void> {
  const { data, error } = await db
    .from('events')
    .update({ status: 'cancelled' })
    .eq('id', id)
    .select('id')
    .maybeSingle();
  if (error) fail(error);
  if (!data) throw { code: 'forbidden', message: `Cannot cancel ${id}` } satisfies EventsFailure;
}

/** PostgREST's `max_rows` (supabase/config.toml): no single answer is longer, so ask for no more. */
const MY_EVENTS_MAX = 1000;

/**
 * The profile page's lists. Filters name the user explicitly: RLS alone would hand an admin every
 * event and every RSVP. A visitor has no RSVPs to read: the database refuses (forbidden).
 */
export async function listMyEvents(userId: string): Promise<MyEvents> {
  const [organized, attending] = await Promise.all([
    db
      .from('events')
      .select(SUMMARY)
      .eq('organizer_id', userId)
      .order('starts_at', { ascending: true })
      .order('id', { ascending: true })
      .range(0, MY_EVENTS_MAX - 1),
    db
      .from('rsvps')
      .select(`status, event:events(${SUMMARY})`)
      .eq('user_id', userId)
      .range(0, MY_EVENTS_MAX - 1),
  ]);
  if (organized.error) fail(organized.error);
  if (attending.error) fail(attending.error);
  const rows = (attending.data ?? []) as unknown as {
    status: RsvpStatus;
    event: SummaryRow | null;
  }[];
  return {
    organized: (organized.data ?? []).map(toSummary),
    attending: rows
      // An embedded event RLS hides comes back null; RSVPs only exist on readable events anyway.
      .filter((r): r is { status: RsvpStatus; event: SummaryRow } => r.event !== null)
      .map((r) => ({ ...toSummary(r.event), rsvp: r.status }))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id)),
  };
}
