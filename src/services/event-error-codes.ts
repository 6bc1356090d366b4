/**
 * Backend errors as the events feature's codes, without supabase-js: the plain-fetch readers
 * (events-public.ts, in the first page's JS) and the supabase-js service (events.ts, through
 * event-errors.ts, which adds the refused field of a write) map PostgREST's answers alike.
 */
import {
  type EventsErrorCode,
  type EventsFailure,
  isEventsFailure,
} from '../../machines/events/events.types';

/** What PostgREST (and supabase-js, which passes it on) says went wrong. */
export interface BackendError {
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

/** Check violations and values out of range: a write the database refused. */
export const REFUSED_WRITE = ['23514', '23502', '23503', '22001', '22003'];

export function eventsFailureOf(error: BackendError | Error | unknown): EventsFailure {
  if (isEventsFailure(error) && !('details' in (error as object))) return error;
  const e = (error ?? {}) as BackendError;
  const message = e.message ?? String(error);
  let code: EventsErrorCode = 'unknown';
  const raised = Object.keys(RAISED).find((key) => message.includes(key));
  if (raised) code = RAISED[raised]!;
  // 0 rows for .single(), or an id that is not a uuid at all (22P02): either way, no such event.
  else if (e.code === 'PGRST116' || e.code === '22P02') code = 'not_found';
  else if (e.code === '42501' || e.code === 'PGRST301') code = 'forbidden';
  else if (REFUSED_WRITE.includes(e.code ?? '')) code = 'invalid';
  else if (e.name === 'TypeError' || /fetch|network/i.test(message)) code = 'network';
  return { code, message };
}
