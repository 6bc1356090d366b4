/**
 * The events feature's own types: what machines and views see. The service maps database rows
 * (snake_case, numeric strings) onto these, so a schema change touches src/services/events.ts only.
 */

export const CATEGORY_IDS = [
  'technology',
  'health',
  'art',
  'business',
  'food',
  'education',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export function isCategoryId(value: unknown): value is CategoryId {
  return (CATEGORY_IDS as readonly unknown[]).includes(value);
}

export type EventStatus = 'draft' | 'published' | 'cancelled';
export type RsvpStatus = 'going' | 'waitlisted';

/** What a card needs. */
export interface EventSummary {
  id: string;
  title: string;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  /** IANA zone the organiser meant the times in; dates are shown in it. */
  timeZone: string;
  isOnline: boolean;
  venueName: string | null;
  city: string | null;
  /** Roubles; 0 is free. */
  price: number;
  /** null: unlimited. */
  maxAttendees: number | null;
  goingCount: number;
  coverUrl: string | null;
  categoryId: CategoryId;
  status: EventStatus;
  featured: boolean;
}

export interface Organizer {
  id: string;
  fullName: string;
  avatarUrl: string;
  /** They deleted their account: shown as «Удалённый пользователь», with no page to link to. */
  deleted?: boolean;
}

export interface EventDetails extends EventSummary {
  description: string;
  address: string | null;
  waitlistCount: number;
  organizer: Organizer;
  createdAt: string;
}

export interface Attendee {
  userId: string;
  fullName: string;
  avatarUrl: string;
  /** They deleted their account: shown as «Удалённый пользователь», with no page to link to. */
  deleted?: boolean;
}

/** Everything the event page shows, as seen by one viewer. */
export interface EventPageData {
  event: EventDetails;
  attendees: Attendee[];
  /** The viewer's RSVP; null for visitors and people not going. */
  myRsvp: RsvpStatus | null;
  /** The join link: only attendees (going) and the organiser can read it; null otherwise. */
  joinUrl: string | null;
}

/**
 * What joining or leaving changes on the event page, as the database answered in the same call:
 * the viewer's RSVP and everything on the page that follows from it.
 */
export interface RsvpAnswer {
  myRsvp: RsvpStatus | null;
  goingCount: number;
  waitlistCount: number;
  maxAttendees: number | null;
  attendees: Attendee[];
  joinUrl: string | null;
}

/**
 * Who is looking at an event page or form; decided by the session, passed in as input. isAdmin:
 * app_metadata.role = 'admin' in the session; admins edit and cancel any event (README, RLS).
 */
export type Viewer = { status: 'visitor' } | { status: 'member'; userId: string; isAdmin: boolean };

export type EventsErrorCode =
  | 'not_found'
  | 'forbidden'
  | 'not_signed_in'
  | 'event_not_open'
  | 'invalid'
  | 'network'
  | 'unknown';

/** The form's fields that the database can refuse a value of (event-form.validation.ts). */
export type EventField =
  | 'title'
  | 'description'
  | 'categoryId'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'venueName'
  | 'address'
  | 'city'
  | 'onlineUrl'
  | 'maxAttendees'
  | 'price';

export interface EventsFailure {
  code: EventsErrorCode;
  /** The service's own message, for logs and the details dialog; never shown as the main text. */
  message: string;
  /** A write the database refused because of one value: which field holds it. */
  field?: EventField;
}

export function isEventsFailure(value: unknown): value is EventsFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EventsFailure).code === 'string' &&
    typeof (value as EventsFailure).message === 'string'
  );
}

export function toEventsFailure(error: unknown): EventsFailure {
  if (isEventsFailure(error)) return error;
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** The values an organiser edits; strings as the inputs hold them, checked by validateEventForm. */
export interface EventFormValues {
  title: string;
  description: string;
  categoryId: CategoryId | '';
  /** Wall-clock `yyyy-MM-ddTHH:mm` in `timeZone`, as a datetime-local input holds it. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  isOnline: boolean;
  venueName: string;
  address: string;
  city: string;
  onlineUrl: string;
  /** Empty: unlimited. */
  maxAttendees: string;
  price: string;
  coverUrl: string;
}

/** What the service saves: the form's values parsed. */
export interface EventWrite {
  title: string;
  description: string;
  categoryId: CategoryId;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  isOnline: boolean;
  venueName: string | null;
  address: string | null;
  city: string | null;
  onlineUrl: string | null;
  maxAttendees: number | null;
  price: number;
  coverUrl: string | null;
  status: EventStatus;
}
