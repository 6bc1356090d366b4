/**
 * Backend errors as the events feature's codes, without supabase-js: the plain-fetch readers
 * (events-public.ts) and the supabase-js service (events.ts) map PostgREST's answers alike.
 */
import {
  type EventField,
  type EventsErrorCode,
  type EventsFailure,
  isEventsFailure,
} from '../../machines/events/events.types';

/** What PostgREST (and supabase-js, which passes it on) says went wrong. */
interface BackendError {
  code?: string;
  message?: string;
  name?: string;
}

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
  catalogue_page_invalid: 'invalid',
};

/**
 * The events tables' check constraints (PostgreSQL names a column's check `<table>_<column>_check`)
 * and the field of the form that holds each value, so a refusal the form's rules did not foresee
 * still points at the field (issue 21).
 */
const CONSTRAINT_FIELDS: Record<string, EventField> = {
  events_title_check: 'title',
  events_description_check: 'description',
  events_time_zone_check: 'timeZone',
  events_venue_name_check: 'venueName',
  events_address_check: 'address',
  events_city_check: 'city',
  events_max_attendees_check: 'maxAttendees',
  events_price_check: 'price',
  events_ends_after_start: 'endsAt',
  events_venue_when_offline: 'venueName',
  events_category_id_fkey: 'categoryId',
  event_private_online_url_check: 'onlineUrl',
};

/** Which field a refused write names: by constraint, or by the type a number overflowed. */
function fieldOf(e: BackendError, message: string): EventField | undefined {
  const constraint = /constraint "([^"]+)"/.exec(message)?.[1];
  if (constraint) return CONSTRAINT_FIELDS[constraint];
  // 22003: numeric(10,2) is the price, int is max_attendees.
  if (e.code === '22003') return /integer/i.test(message) ? 'maxAttendees' : 'price';
  // 22001: a value too long for a varchar (none today, but a later column may be one).
  return undefined;
}

export function toEventsFailure(error: BackendError | Error | unknown): EventsFailure {
  if (isEventsFailure(error) && !('details' in (error as object))) return error;
  const e = (error ?? {}) as BackendError;
  const message = e.message ?? String(error);
  let code: EventsErrorCode = 'unknown';
  const raised = Object.keys(RAISED).find((key) => message.includes(key));
  if (raised) code = RAISED[raised]!;
  // 0 rows for .single(), or an id that is not a uuid at all (22P02): either way, no such event.
  else if (e.code === 'PGRST116' || e.code === '22P02') code = 'not_found';
  else if (e.code === '42501' || e.code === 'PGRST301') code = 'forbidden';
  else if (['23514', '23502', '23503', '22001', '22003'].includes(e.code ?? '')) {
    code = 'invalid';
    const field = fieldOf(e, message);
    if (field) return { code, message, field };
  } else if (e.name === 'TypeError' || /fetch|network/i.test(message)) code = 'network';
  return { code, message };
}
