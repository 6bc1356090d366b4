/**
 * Events over supabase-js: what needs the viewer's session (their RSVP, the join link, drafts,
 * writes). What anyone may read goes over plain fetch (events-public.ts). Functions return the
 * feature's own types (machines/events/events.types.ts) and throw only EventsFailure.
 */
import type {
  Attendee,
  EventDetails,
  EventPageData,
  EventsFailure,
  EventWrite,
  RsvpAnswer,
  RsvpStatus,
} from '../../machines/events/events.types';
import type { MyEvents } from '../../machines/profile/my-events.types';
import { toEventsFailure } from './event-errors';
import {
  type AttendeeRow,
  type DetailsRow,
  type SummaryRow,
  ATTENDEES_SHOWN,
  DETAILS,
  toAttendee,
  toDetails,
  toSummary,
} from './event-rows';
import { SUMMARY } from './events-catalogue';
import { supabase } from './supabase';

const db = supabase;

function fail(error: unknown): never {
  throw toEventsFailure(error);
}

export async function getEvent(id: string): Promise<EventDetails> {
  const { data, error } = await db.from('events').select(DETAILS).eq('id', id).maybeSingle();
  if (error) fail(error);
  if (!data) throw { code: 'not_found', message: `No event ${id}` } satisfies EventsFailure;
  return toDetails(data as unknown as DetailsRow);
}

export async function getAttendees(eventId: string, limit = ATTENDEES_SHOWN): Promise<Attendee[]> {
  const { data, error } = await db.rpc('event_attendees', { p_event_id: eventId, p_limit: limit });
  if (error) fail(error);
  return ((data ?? []) as unknown as AttendeeRow[]).map(toAttendee);
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

/**
 * The event page for a signed-in viewer: the event, who goes and their RSVP together, then the
 * join link where they may read it. Visitors read it over plain fetch (events-public.ts).
 */
export async function getEventPage(id: string, userId: string): Promise<EventPageData> {
  const [event, attendees, myRsvp] = await Promise.all([
    getEvent(id),
    getAttendees(id),
    getMyRsvp(id, userId),
  ]);
  const mayReadLink = event.isOnline && (myRsvp === 'going' || event.organizer.id === userId);
  const joinUrl = mayReadLink ? await getJoinUrl(id) : null;
  return { event, attendees, myRsvp, joinUrl };
}

/** public.join_event's and leave_event's answer (jsonb, which type generation leaves untyped). */
interface RsvpAnswerRow {
  status: RsvpStatus | null;
  going_count: number;
  waitlist_count: number;
  max_attendees: number | null;
  seats_left: number | null;
  attendees: AttendeeRow[];
  join_url: string | null;
}

function toRsvpAnswer(row: RsvpAnswerRow): RsvpAnswer {
  return {
    myRsvp: row.status,
    goingCount: row.going_count,
    waitlistCount: row.waitlist_count,
    maxAttendees: row.max_attendees,
    attendees: row.attendees.map(toAttendee),
    joinUrl: row.join_url,
  };
}

async function rsvpCall(fn: 'join_event' | 'leave_event', eventId: string): Promise<RsvpAnswer> {
  const { data, error } = await db.rpc(fn, { p_event_id: eventId, p_limit: ATTENDEES_SHOWN });
  if (error) fail(error);
  return toRsvpAnswer(data as unknown as RsvpAnswerRow);
}

/**
 * The database decides going or waitlisted, atomically, and answers in the same call with what
 * the page shows after it: no second read of the page.
 */
export const rsvp = (eventId: string): Promise<RsvpAnswer> => rsvpCall('join_event', eventId);

/** Withdraws the RSVP; the answer already counts whoever the waitlist promoted. */
export const cancelRsvp = (eventId: string): Promise<RsvpAnswer> =>
  rsvpCall('leave_event', eventId);

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

/**
 * Deletes a draft. The database deletes only drafts, for their organizer and admins (RLS); a
 * published event is cancelled instead. Nothing deleted means it was not theirs or not a draft.
 */
export async function deleteDraft(id: string): Promise<void> {
  const { data, error } = await db
    .from('events')
    .delete()
    .eq('id', id)
    .eq('status', 'draft')
    .select('id')
    .maybeSingle();
  if (error) fail(error);
  if (!data) throw { code: 'forbidden', message: `Cannot delete ${id}` } satisfies EventsFailure;
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
