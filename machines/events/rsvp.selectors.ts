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

export const selectRsvpStatus = (s: RsvpSnapshot): RsvpStatusView => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return READY.find((k) => s.matches({ ready: k })) ?? 'loading';
};

export const selectEventPageView = (s: RsvpSnapshot) => {
  const data = s.context.data;
  const event = data?.event ?? null;
  const seatsLeft =
    event && event.maxAttendees !== null
      ? Math.max(0, event.maxAttendees - event.goingCount)
      : null;
  return {
    status: selectRsvpStatus(s),
    data,
    seatsLeft,
    isPast: !!event && new Date(event.endsAt).getTime() < s.context.now,
    error: s.context.error?.code ?? null,
    rsvpError: s.context.rsvpError?.code ?? null,
  };
};
