import type { SnapshotFrom } from 'xstate';
import type { EventPageData, EventsErrorCode, RsvpStatus } from './events.types';
import { type rsvpMachine, isOrganizerOf, seatsLeftOf, userIdOf } from './rsvp.machine';

type RsvpSnapshot = SnapshotFrom<typeof rsvpMachine>;

export type RsvpStatusView =
  | 'loading'
  | 'notFound'
  | 'failed'
  | 'cancelled'
  | 'past'
  | 'organizer'
  | 'visitor'
  | 'open'
  | 'full'
  | 'joining'
  | 'going'
  | 'waitlisted'
  | 'cancelling';

const READY = [
  'cancelled',
  'past',
  'organizer',
  'visitor',
  'open',
  'full',
  'joining',
  'going',
  'waitlisted',
  'cancelling',
] as const;

/** The one RSVP button a status offers, the same in the panel and in the phone's bar. */
export type RsvpAction =
  'signIn' | 'join' | 'joinWaitlist' | 'joining' | 'cancel' | 'leaveWaitlist' | 'cancelling';

const ACTIONS: Partial<Record<RsvpStatusView, RsvpAction>> = {
  visitor: 'signIn',
  open: 'join',
  full: 'joinWaitlist',
  joining: 'joining',
  going: 'cancel',
  waitlisted: 'leaveWaitlist',
  cancelling: 'cancelling',
};

export interface Capacity {
  /** 0 when full. */
  seatsLeft: number;
  /** Going, as the bar fills (never past max). */
  taken: number;
  max: number;
  going: number;
  /** People on the waitlist; null when nobody waits. */
  waitlist: number | null;
}

/** The phone's bar: the viewer's own RSVP, or the price and (capped events) the seats left. */
export type RsvpBarView =
  { kind: 'mine'; rsvp: RsvpStatus } | { kind: 'offer'; price: number; seatsLeft: number | null };

export const selectRsvpStatus = (s: RsvpSnapshot): RsvpStatusView => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return READY.find((k) => s.matches({ ready: { rsvp: k } })) ?? 'loading';
};

/**
 * Whether the page follows changes: `live` also while it reads them (the page it shows stays),
 * `off` where nothing changes any more (cancelled, past), null before it is shown.
 */
export type LiveView = 'connecting' | 'live' | 'reconnecting' | 'off';

export const selectLive = (s: RsvpSnapshot): LiveView | null => {
  if (!s.matches('ready')) return null;
  if (s.matches({ ready: { updates: 'off' } })) return 'off';
  if (s.matches({ ready: { updates: { on: 'connecting' } } })) return 'connecting';
  if (s.matches({ ready: { updates: { on: 'reconnecting' } } })) return 'reconnecting';
  if (s.matches({ ready: { updates: 'closed' } })) return 'reconnecting';
  return 'live';
};

/**
 * An admin on someone else's event gets the organizer's edit action beside their own RSVP
 * (README: admins edit and cancel any event). Not once it is cancelled: that is final, and the
 * organizer's page offers no edit there either.
 */
const selectCanModerate = (s: RsvpSnapshot, status: RsvpStatusView) => {
  const { viewer, data } = s.context;
  return (
    viewer.status === 'member' &&
    viewer.isAdmin &&
    !!data &&
    !isOrganizerOf(data, viewer) &&
    data.event.status !== 'cancelled' &&
    READY.some((k) => k === status)
  );
};

function capacityOf(data: EventPageData | null, status: RsvpStatusView): Capacity | null {
  const event = data?.event;
  const seatsLeft = event ? seatsLeftOf(event) : null;
  if (!event || seatsLeft === null || event.maxAttendees === null) return null;
  if (status === 'cancelled' || status === 'past') return null;
  return {
    seatsLeft,
    taken: Math.min(event.goingCount, event.maxAttendees),
    max: event.maxAttendees,
    going: event.goingCount,
    waitlist: event.waitlistCount > 0 ? event.waitlistCount : null,
  };
}

function barOf(data: EventPageData | null, action: RsvpAction | null): RsvpBarView | null {
  if (!data || action === null) return null;
  if (data.myRsvp !== null) return { kind: 'mine', rsvp: data.myRsvp };
  return { kind: 'offer', price: data.event.price, seatsLeft: seatsLeftOf(data.event) };
}

/** The event page's view model: what the view shows, decided here so the view only draws it. */
export interface EventPageView {
  status: RsvpStatusView;
  /** The signed-in viewer (null for a visitor): attendees other than them get «Написать». */
  viewerId: string | null;
  data: EventPageData | null;
  error: EventsErrorCode | null;
  rsvpError: EventsErrorCode | null;
  /** The note above the details. */
  notice: 'cancelled' | 'past' | null;
  /** Not published yet: only its organizer and admins see it. */
  isDraft: boolean;
  /** Seats on a capped event that is neither cancelled nor over; null otherwise. */
  capacity: Capacity | null;
  /** The viewer's own RSVP, said in the panel. */
  myRsvp: RsvpStatus | null;
  action: RsvpAction | null;
  /** Who gets the edit action: the organizer, or an admin on someone else's event. */
  editor: 'organizer' | 'admin' | null;
  /** An admin on someone else's event: the organizer's edit action beside their own RSVP. */
  canModerate: boolean;
  /** The join link, where the viewer may use it (going, or organising). */
  joinUrl: string | null;
  bar: RsvpBarView | null;
  seatsLeft: number | null;
  live: LiveView | null;
}

export const selectEventPageView = (s: RsvpSnapshot): EventPageView => {
  const data = s.context.data;
  const event = data?.event ?? null;
  const status = selectRsvpStatus(s);
  const canModerate = selectCanModerate(s, status);
  const action = ACTIONS[status] ?? null;
  const mine = status === 'going' || status === 'waitlisted';
  return {
    status,
    viewerId: userIdOf(s.context.viewer),
    data,
    error: s.context.error?.code ?? null,
    rsvpError: s.context.rsvpError?.code ?? null,
    notice: status === 'cancelled' || status === 'past' ? status : null,
    isDraft: event?.status === 'draft',
    capacity: capacityOf(data, status),
    myRsvp: mine ? status : null,
    action,
    editor: status === 'organizer' ? 'organizer' : canModerate ? 'admin' : null,
    canModerate,
    joinUrl: (status === 'going' || status === 'organizer') && data?.joinUrl ? data.joinUrl : null,
    bar: barOf(data, action),
    seatsLeft: event ? seatsLeftOf(event) : null,
    live: selectLive(s),
  };
};
