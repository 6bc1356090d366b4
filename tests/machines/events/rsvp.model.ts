import type { EventPageData, RsvpAnswer, Viewer } from '../../../machines/events/events.types';
import { type PageQuery, type RsvpQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { ADMIN_ID, MEMBER_ID, ORGANIZER_ID, pageData } from './fixtures';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const NOW = Date.parse('2030-06-01T12:00:00Z');
export const EVENT_ID = '11111111-1111-4111-8111-111111111111';
export const MEMBER: Viewer = { status: 'member', userId: MEMBER_ID, isAdmin: false };
export const ORGANIZER: Viewer = { status: 'member', userId: ORGANIZER_ID, isAdmin: false };
/** An admin who does not organise the event: moderates it (README: admins edit any event). */
export const ADMIN: Viewer = { status: 'member', userId: ADMIN_ID, isAdmin: true };
export const VISITOR: Viewer = { status: 'visitor' };

export const OPEN = pageData({ maxAttendees: 10, goingCount: 7 });
export const FULL = pageData({ maxAttendees: 10, goingCount: 10, waitlistCount: 2 });
export const GOING = pageData(
  { maxAttendees: 10, goingCount: 8, isOnline: true, venueName: null, city: null, address: null },
  { myRsvp: 'going', joinUrl: 'https://meet.example.com/react' },
);
export const WAITLISTED = pageData(
  { maxAttendees: 10, goingCount: 10, waitlistCount: 3 },
  { myRsvp: 'waitlisted' },
);
export const CANCELLED = pageData({ status: 'cancelled' });
export const PAST = pageData({
  startsAt: '2030-05-01T16:00:00.000Z',
  endsAt: '2030-05-01T19:00:00.000Z',
});
export const NOT_OPEN = { code: 'event_not_open', message: 'event_not_open' };

/** What join_event/leave_event answer when the page afterwards reads as `data`. */
export const answerFor = ({ event, attendees, myRsvp, joinUrl }: EventPageData): RsvpAnswer => ({
  myRsvp,
  goingCount: event.goingCount,
  waitlistCount: event.waitlistCount,
  maxAttendees: event.maxAttendees,
  attendees,
  joinUrl,
});
export const JOINED = answerFor(GOING);
export const JOINED_WAITLIST = answerFor(WAITLISTED);
export const LEFT = answerFor(OPEN);

const done = (id: string, output: EventPageData | RsvpAnswer) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, err: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: err }) as never;

const events = [
  { type: 'retry' },
  { type: 'rsvp.join' },
  { type: 'rsvp.cancel' },
  { type: 'error.dismiss' },
  { type: 'share' },
  { type: 'calendar.add' },
  done('loadEvent', OPEN),
  done('loadEvent', FULL),
  done('loadEvent', GOING),
  done('loadEvent', WAITLISTED),
  done('loadEvent', CANCELLED),
  done('loadEvent', PAST),
  error('loadEvent', { code: 'not_found', message: 'No event' }),
  error('loadEvent', { code: 'network', message: 'fetch failed' }),
  done('joinEvent', JOINED),
  done('joinEvent', JOINED_WAITLIST),
  error('joinEvent', NOT_OPEN),
  done('leaveEvent', LEFT),
  error('leaveEvent', { code: 'network', message: 'fetch failed' }),
] as const;

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    s.context.data?.myRsvp,
    s.context.data?.event.goingCount,
    s.context.data?.event.waitlistCount,
    s.context.rsvpError?.code,
    s.context.stale,
  ]);

/** A member: every state but the visitor's and the organizer's. */
export const memberModel = createModel(rsvpMachine, {
  input: { eventId: EVENT_ID, viewer: MEMBER, now: NOW },
  events: [...events] as never,
  serializeState,
});

/** A visitor and an organizer only ever see the page load into their own state. */
export const visitorModel = createModel(rsvpMachine, {
  input: { eventId: EVENT_ID, viewer: VISITOR, now: NOW },
  events: [{ type: 'rsvp.join' }, done('loadEvent', OPEN)] as never,
  serializeState,
});
/** An address no event can have: not found at once, without a request (issue 21 item 7). */
export const MALFORMED_ID = 'not-a-uuid';
export const malformedModel = createModel(rsvpMachine, {
  input: { eventId: MALFORMED_ID, viewer: MEMBER, now: NOW },
  events: [{ type: 'retry' }, done('loadEvent', OPEN)] as never,
  serializeState,
});

export const organizerModel = createModel(rsvpMachine, {
  input: { eventId: EVENT_ID, viewer: ORGANIZER, now: NOW },
  events: [{ type: 'share' }, done('loadEvent', OPEN)] as never,
  serializeState,
});

/**
 * The live channel (issue 14): a waitlisted member's page hears changes, reads the page again
 * (once per burst) and moves when the waitlist does. Someone left: the member is promoted.
 */
export const PROMOTED = pageData(
  { maxAttendees: 10, goingCount: 10, waitlistCount: 2 },
  {
    myRsvp: 'going',
  },
);
/** Someone else joined the waitlist behind the member: counts move, their status does not. */
export const LONGER_WAITLIST = pageData(
  { maxAttendees: 10, goingCount: 10, waitlistCount: 4 },
  { myRsvp: 'waitlisted' },
);
export const REFRESH_AFTER = 'xstate.after.refreshDelay.rsvp.ready.updates.on.pending';
export const REOPEN_AFTER = 'xstate.after.reopenDelay.rsvp.ready.updates.closed';

export const liveModel = createModel(rsvpMachine, {
  input: { eventId: EVENT_ID, viewer: MEMBER, now: NOW },
  events: [
    done('loadEvent', WAITLISTED),
    { type: 'channel.subscribed' },
    { type: 'channel.changed' },
    { type: 'channel.failed' },
    { type: 'channel.closed' },
    { type: REFRESH_AFTER },
    { type: REOPEN_AFTER },
    done('refreshEvent', LONGER_WAITLIST),
    done('refreshEvent', PROMOTED),
    error('refreshEvent', { code: 'network', message: 'fetch failed' }),
    { type: 'rsvp.cancel' },
  ] as never,
  serializeState,
});

/** While the viewer's own join is on its way the page is read again: the join's answer settles it. */
export const liveJoinModel = createModel(rsvpMachine, {
  input: { eventId: EVENT_ID, viewer: MEMBER, now: NOW },
  events: [
    done('loadEvent', OPEN),
    { type: 'channel.subscribed' },
    { type: 'channel.changed' },
    { type: REFRESH_AFTER },
    { type: 'rsvp.join' },
    done('refreshEvent', OPEN),
    done('joinEvent', JOINED),
  ] as never,
  serializeState,
});

/**
 * The RSVP machine's service actors as fakes the test settles, by the names it invokes them under:
 * the machine test and the page test provide the same ones (the page is read again through
 * loadEvent's fake; the channel has its own, channelFake).
 */
export const rsvpFakes = () => ({
  loadEvent: controllable<EventPageData, PageQuery>(),
  joinEvent: controllable<RsvpAnswer, RsvpQuery>(),
  leaveEvent: controllable<RsvpAnswer, RsvpQuery>(),
});
