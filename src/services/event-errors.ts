/**
 * A refused write names the form's field it refused, so the form can point at it (issue 21); the
 * codes themselves are event-error-codes.ts's, shared with the first page's plain-fetch readers,
 * which never write and so do not carry this table.
 */
import type { EventField, EventsFailure } from '../../machines/events/events.types';
import { type BackendError, REFUSED_WRITE, eventsFailureOf } from './event-error-codes';

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
  const failure = eventsFailureOf(error);
  const e = (error ?? {}) as BackendError;
  if (failure.code !== 'invalid' || !REFUSED_WRITE.includes(e.code ?? '')) return failure;
  const field = fieldOf(e, failure.message);
  return field ? { ...failure, field } : failure;
}
