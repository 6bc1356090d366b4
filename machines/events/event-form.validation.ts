/** The event form's rules, as pure functions: the machine decides with them, tests call them. */
import type { EventFormValues, EventStatus, EventWrite } from './events.types';
import { isValidTimeZone, wallTimeToInstant } from './zoned-time';

export type EventField =
  | 'title'
  | 'description'
  | 'categoryId'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'venueName'
  | 'city'
  | 'onlineUrl'
  | 'maxAttendees'
  | 'price';

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
  | 'city_required'
  | 'url_required'
  | 'url_invalid'
  | 'capacity_invalid'
  | 'price_invalid';

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
  const title = v.title.trim();
  if (!title) errors.title = 'title_required';
  else if (title.length < 3) errors.title = 'title_too_short';
  else if (title.length > 140) errors.title = 'title_too_long';
  if (v.description.length > 10_000) errors.description = 'description_too_long';
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
    if (!v.onlineUrl.trim()) errors.onlineUrl = 'url_required';
    else if (!isHttpsUrl(v.onlineUrl.trim())) errors.onlineUrl = 'url_invalid';
  } else {
    if (!v.venueName.trim()) errors.venueName = 'venue_required';
    if (!v.city.trim()) errors.city = 'city_required';
  }

  const cap = v.maxAttendees.trim();
  if (cap && (!INTEGER.test(cap) || Number(cap) < 1 || Number(cap) > 100_000)) {
    errors.maxAttendees = 'capacity_invalid';
  }
  const price = v.price.trim();
  if (price && !AMOUNT.test(price)) errors.price = 'price_invalid';
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

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
