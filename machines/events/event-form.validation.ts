/** The event form's rules, as pure functions: the machine decides with them, tests call them. */
import { EVENT_LIMITS, charLength } from './event-limits';
import type { EventField, EventFormValues, EventStatus, EventWrite } from './events.types';
import { isValidTimeZone, wallTimeToInstant } from './zoned-time';

export type { EventField } from './events.types';

export type ValidationCode =
  | 'title_required'
  | 'title_too_short'
  | 'title_too_long'
  | 'description_too_long'
  | 'category_required'
  | 'starts_required'
  | 'starts_in_past'
  | 'ends_required'
  | 'ends_before_start'
  | 'time_zone_invalid'
  | 'venue_required'
  | 'venue_too_long'
  | 'address_too_long'
  | 'city_required'
  | 'city_too_long'
  | 'url_required'
  | 'url_invalid'
  | 'url_too_long'
  | 'capacity_invalid'
  | 'capacity_too_high'
  | 'price_invalid'
  | 'price_too_high'
  /** The database refused the value although the form's rules passed it (README: error codes). */
  | 'server_rejected';

export type FormErrors = Partial<Record<EventField, ValidationCode>>;

export const EMPTY_FORM: EventFormValues = {
  title: '',
  description: '',
  categoryId: '',
  startsAt: '',
  endsAt: '',
  timeZone: 'Europe/Moscow',
  isOnline: false,
  venueName: '',
  address: '',
  city: '',
  onlineUrl: '',
  maxAttendees: '',
  price: '0',
  coverUrl: '',
};

const INTEGER = /^\d+$/;
const AMOUNT = /^\d+([.,]\d{1,2})?$/;

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Every problem, by field, in the order the form shows its fields. A new event must start in the
 * future; an edited one may keep a start that has passed (the organiser fixes a typo afterwards).
 */
export function validateEventForm(
  v: EventFormValues,
  { isNew, now }: { isNew: boolean; now: number },
): FormErrors {
  const errors: FormErrors = {};
  const L = EVENT_LIMITS;
  const title = v.title.trim();
  if (!title) errors.title = 'title_required';
  else if (charLength(title) < L.title.min) errors.title = 'title_too_short';
  else if (charLength(title) > L.title.max) errors.title = 'title_too_long';
  if (charLength(v.description.trim()) > L.description.max) {
    errors.description = 'description_too_long';
  }
  if (!v.categoryId) errors.categoryId = 'category_required';

  const zoneOk = isValidTimeZone(v.timeZone);
  if (!zoneOk) errors.timeZone = 'time_zone_invalid';
  const start = zoneOk && v.startsAt ? wallTimeToInstant(v.startsAt, v.timeZone) : null;
  const end = zoneOk && v.endsAt ? wallTimeToInstant(v.endsAt, v.timeZone) : null;
  if (!v.startsAt || (zoneOk && !start)) errors.startsAt = 'starts_required';
  else if (isNew && start && start.getTime() <= now) errors.startsAt = 'starts_in_past';
  if (!v.endsAt || (zoneOk && !end)) errors.endsAt = 'ends_required';
  else if (start && end && end.getTime() <= start.getTime()) errors.endsAt = 'ends_before_start';

  if (v.isOnline) {
    const url = v.onlineUrl.trim();
    if (!url) errors.onlineUrl = 'url_required';
    else if (charLength(url) > L.onlineUrl.max) errors.onlineUrl = 'url_too_long';
    else if (!isHttpsUrl(url)) errors.onlineUrl = 'url_invalid';
  } else {
    const venue = v.venueName.trim();
    const city = v.city.trim();
    if (!venue) errors.venueName = 'venue_required';
    else if (charLength(venue) > L.venueName.max) errors.venueName = 'venue_too_long';
    if (charLength(v.address.trim()) > L.address.max) errors.address = 'address_too_long';
    if (!city) errors.city = 'city_required';
    else if (charLength(city) > L.city.max) errors.city = 'city_too_long';
  }

  const cap = v.maxAttendees.trim();
  if (cap && (!INTEGER.test(cap) || Number(cap) < L.maxAttendees.min)) {
    errors.maxAttendees = 'capacity_invalid';
  } else if (cap && Number(cap) > L.maxAttendees.max) {
    errors.maxAttendees = 'capacity_too_high';
  }
  const price = v.price.trim();
  if (price && !AMOUNT.test(price)) errors.price = 'price_invalid';
  else if (price && Number(price.replace(',', '.')) > L.price.max) errors.price = 'price_too_high';
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** The event as the form holds it: not saved yet (no id), or saved with a status. */
interface HeldEvent {
  eventId: string | null;
  status: EventStatus;
}

// What may be done with the event: the machine's guards and the view's buttons read these.
export const isNewEvent = (e: HeldEvent) => e.eventId === null;
/** Drafts can stay drafts; a published event is only ever updated or cancelled. */
export const mayKeepDraft = (e: HeldEvent) => e.status === 'draft';
export const isCancellable = (e: HeldEvent) => e.eventId !== null && e.status === 'published';
/** Only a saved draft is deleted; a published event is cancelled (its people are told). */
export const isDeletable = (e: HeldEvent) => e.eventId !== null && e.status === 'draft';

/** The values as the service saves them; call only on values that passed validation. */
export function toEventWrite(v: EventFormValues, status: EventStatus): EventWrite {
  const cap = v.maxAttendees.trim();
  const price = v.price.trim().replace(',', '.');
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    categoryId: v.categoryId as EventWrite['categoryId'],
    startsAt: wallTimeToInstant(v.startsAt, v.timeZone)!.toISOString(),
    endsAt: wallTimeToInstant(v.endsAt, v.timeZone)!.toISOString(),
    timeZone: v.timeZone,
    isOnline: v.isOnline,
    venueName: v.isOnline ? null : v.venueName.trim(),
    address: v.isOnline ? null : v.address.trim() || null,
    city: v.isOnline ? null : v.city.trim(),
    onlineUrl: v.isOnline ? v.onlineUrl.trim() : null,
    maxAttendees: cap ? Number(cap) : null,
    price: price ? Number(price) : 0,
    coverUrl: v.coverUrl || null,
    status,
  };
}
