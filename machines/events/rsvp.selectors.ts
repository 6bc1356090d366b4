import type { SnapshotFrom } from 'xstate';
import type { rsvpMachine } from './rsvp.machine';

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

const ACTIONABLE: ReadonlySet<RsvpStatusView> = new Set([
  'visitor',
  'open',
  'full',
  'joining',
  'going',
  'waitlisted',
  'cancelling',
] as const);

/** Whether the viewer can act on their RSVP in this status (the phone's bar offers it then). */
export const isRsvpActionable = (status: RsvpStatusView): boolean => ACTIONABLE.has(status);

export const selectRsvpStatus = (s: RsvpSnapshot): RsvpStatusView => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return READY.find((k) => s.matches({ ready: k })) ?? 'loading';
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
    data.event.organizer.id !== viewer.userId &&
    data.event.status !== 'cancelled' &&
    READY.some((k) => k === status)
  );
};

export const selectEventPageView = (s: RsvpSnapshot) => {
  const data = s.context.data;
  const event = data?.event ?? null;
  const status = selectRsvpStatus(s);
  const seatsLeft =
    event && event.maxAttendees !== null
      ? Math.max(0, event.maxAttendees - event.goingCount)
      : null;
  return {
    status,
    canModerate: selectCanModerate(s, status),
    data,
    seatsLeft,
    isPast: !!event && new Date(event.endsAt).getTime() < s.context.now,
    error: s.context.error?.code ?? null,
    rsvpError: s.context.rsvpError?.code ?? null,
  };
};
