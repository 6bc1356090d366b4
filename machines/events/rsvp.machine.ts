import { type DoneActorEvent, assign, fromCallback, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { readingStates } from '../shared/reading';
import { isEventId } from './event-limits';
import {
  type EventDetails,
  type EventPageData,
  type EventsFailure,
  type RsvpAnswer,
  type RsvpStatus,
  type Viewer,
  toEventsFailure,
} from './events.types';

/**
 * The page after an RSVP: the event's other details stay as they were read. It lives with the
 * machine rather than in events.types.ts because that module is in the first page's JS too, and
 * a function there rides along even though only the event page calls it.
 */
export function withRsvpAnswer(data: EventPageData, answer: RsvpAnswer): EventPageData {
  const { myRsvp, goingCount, waitlistCount, maxAttendees, attendees, joinUrl } = answer;
  return {
    event: { ...data.event, goingCount, waitlistCount, maxAttendees },
    attendees,
    myRsvp,
    joinUrl,
  };
}

export interface RsvpInput {
  eventId: string;
  viewer: Viewer;
  /** Milliseconds since the epoch; whether the event is over is judged against it. */
  now: number;
}

export interface RsvpContext extends RsvpInput {
  data: EventPageData | null;
  error: EventsFailure | null;
  /** A failed join or cancel; the page stays usable and says what happened. */
  rsvpError: EventsFailure | null;
  /** A change was heard while the page was being read again: that read may predate it. */
  stale: boolean;
}

export interface PageQuery {
  eventId: string;
  userId: string | null;
}

/** Joining and leaving need only the event: the database knows who asks. */
export interface RsvpQuery {
  eventId: string;
}

/** Whom the live channel listens for: the event's row, and (members) their own RSVP's. */
export interface ChannelQuery {
  eventId: string;
  userId: string | null;
}

/**
 * What the live channel reports, from supabase-js's statuses: SUBSCRIBED; CHANNEL_ERROR and
 * TIMED_OUT, after which realtime-js rejoins on its own; CLOSED, after which nothing rejoins.
 */
export type ChannelEvent =
  | { type: 'channel.subscribed' }
  | { type: 'channel.failed' }
  | { type: 'channel.closed' }
  | { type: 'channel.changed' };

export type RsvpEvent =
  | ChannelEvent
  | { type: 'retry' }
  | { type: 'rsvp.join' }
  | { type: 'rsvp.cancel' }
  | { type: 'error.dismiss' }
  | { type: 'share' }
  | { type: 'calendar.add' };

export const userIdOf = (viewer: Viewer) => (viewer.status === 'member' ? viewer.userId : null);

/** The one rule for "the event is over": it has ended by the time the page opened. */
export const isOver = (event: EventDetails, now: number) => Date.parse(event.endsAt) < now;

/** Seats nobody has taken yet; null when the event is unlimited. */
export const seatsLeftOf = (event: EventDetails) =>
  event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.goingCount);

export const isOrganizerOf = (data: EventPageData | null, viewer: Viewer) =>
  !!data && data.event.organizer.id === userIdOf(viewer);

const failureOf = (args: { event: { error: unknown } }) => ({
  failure: toEventsFailure(errorOf(args).error),
});

/** Joined or left: the database's answer is the page's new RSVP part, and the viewer hears so. */
const rsvpAnswered = {
  target: 'settling',
  actions: [
    { type: 'applyRsvpAnswer', params: outputOf<RsvpAnswer> },
    {
      type: 'notifyRsvp',
      params: ({ event }: { event: { output: RsvpAnswer } }) => ({ status: event.output.myRsvp }),
    },
  ],
} as const;

/** A refused join or cancel, the same either way: the page stays and says what happened. */
const rsvpRefused = {
  target: 'settling',
  actions: [
    { type: 'storeRsvpError', params: errorOf },
    { type: 'notifyRsvpFailed', params: failureOf },
  ],
} as const;

/**
 * The page read again while the viewer's own join or cancel is on its way: its answer comes
 * later and settles the page, so the RSVP region stays where it is meanwhile.
 */
const rsvpInFlight = {} as const;

/** The page read again by the live region: both regions take it, each for its own part. */
const REFRESHED = 'xstate.done.actor.refreshEvent';
/** Typed as an event so the RSVP region, which did not invoke it, may name it in `on`. */
type Refreshed = DoneActorEvent<EventPageData, 'refreshEvent'>;

/**
 * The event page: load, then one state per thing the viewer can do. Capacity and the waitlist
 * are decided by the database; joining or leaving answers with the page's new RSVP part, which
 * replaces it without reading the page again.
 *
 * Beside it, while the page is shown, a live channel (`updates`): any change to the event's row
 * or the viewer's own RSVP reads the page again, a burst of them once, so counts, the waitlist
 * and the viewer's status move as other people RSVP.
 */
export const rsvpMachine = setup({
  types: {
    context: {} as RsvpContext,
    events: {} as RsvpEvent | Refreshed,
    input: {} as RsvpInput,
  },
  actors: {
    loadEvent: notProvided<EventPageData, PageQuery>('loadEvent'),
    eventChannel: fromCallback<ChannelEvent, ChannelQuery>(() => {
      throw new Error('eventChannel not provided');
    }),
    joinEvent: notProvided<RsvpAnswer, RsvpQuery>('joinEvent'),
    leaveEvent: notProvided<RsvpAnswer, RsvpQuery>('leaveEvent'),
  },
  actions: {
    storePage: assign((_, { output }: { output: EventPageData }) => ({
      data: output,
      error: null,
    })),
    storeRefreshed: assign({
      data: (_, { output }: { output: EventPageData }) => output,
    }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    storeLoadError: assign({ error: (_, { error }: { error: unknown }) => toEventsFailure(error) }),
    applyRsvpAnswer: assign({
      data: ({ context }, { output }: { output: RsvpAnswer }) =>
        withRsvpAnswer(context.data!, output),
    }),
    storeRsvpError: assign({
      rsvpError: (_, { error }: { error: unknown }) => toEventsFailure(error),
    }),
    clearRsvpError: assign({ rsvpError: null }),
    goToSignIn: () => {},
    share: (_, _params: { data: EventPageData }) => {},
    downloadCalendar: (_, _params: { data: EventPageData }) => {},
    notifyRsvp: (_, _params: { status: RsvpStatus | null }) => {},
    notifyRsvpFailed: (_, _params: { failure: EventsFailure }) => {},
    notifyPromoted: () => {},
  },
  delays: {
    /** Changes come in bursts (an RSVP touches the event's row and the RSVP's): one read for all. */
    refreshDelay: 150,
    /** A channel the server closed is opened again after this, not in a tight loop. */
    reopenDelay: 3000,
  },
  guards: {
    /** Not a uuid: no event has it, and asking would only earn a 400. */
    isMalformedId: ({ context }) => !isEventId(context.eventId),
    isNotFound: (_, { error }: { error: unknown }) => toEventsFailure(error).code === 'not_found',
    isCancelled: ({ context }) => context.data?.event.status === 'cancelled',
    isPast: ({ context }) => !!context.data && isOver(context.data.event, context.now),
    isOrganizer: ({ context }) => isOrganizerOf(context.data, context.viewer),
    isVisitor: ({ context }) => context.viewer.status === 'visitor',
    hasRsvpError: ({ context }) => context.rsvpError !== null,
    isGoing: ({ context }) => context.data?.myRsvp === 'going',
    isWaitlisted: ({ context }) => context.data?.myRsvp === 'waitlisted',
    isFull: ({ context }) => !!context.data && seatsLeftOf(context.data.event) === 0,
    isStale: ({ context }) => context.stale,
    /** Read before the new page is stored, so it looks at the new page itself. */
    isPromoted: (_, { output }: { output: EventPageData }) => output.myRsvp === 'going',
    /** Nothing on a cancelled or past event's page changes any more: no channel for it. */
    isSettledForGood: ({ context }) =>
      context.data?.event.status === 'cancelled' ||
      (!!context.data && isOver(context.data.event, context.now)),
  },
}).createMachine({
  id: 'rsvp',
  context: ({ input }) => ({ ...input, data: null, error: null, rsvpError: null, stale: false }),
  initial: 'starting',
  states: {
    ...readingStates({
      loader: 'loadEvent',
      input: ({ context }: { context: RsvpContext }) => ({
        eventId: context.eventId,
        userId: userIdOf(context.viewer),
      }),
      store: 'storePage',
      storeError: 'storeLoadError',
      then: 'ready',
    }),
    ready: {
      type: 'parallel',
      on: {
        share: { actions: { type: 'share', params: ({ context }) => ({ data: context.data! }) } },
        'calendar.add': {
          actions: { type: 'downloadCalendar', params: ({ context }) => ({ data: context.data! }) },
        },
        'error.dismiss': { guard: 'hasRsvpError', actions: 'clearRsvpError' },
      },
      states: {
        rsvp: {
          initial: 'settling',
          // The page read again (by `updates`, beside) settles anew: the waitlist may have moved,
          // or the event been cancelled. Its new data is stored in the same step, before settling.
          on: { [REFRESHED]: { target: '.settling' } },
          states: {
            settling: {
              always: [
                { guard: 'isCancelled', target: 'cancelled' },
                { guard: 'isOrganizer', target: 'organizer' },
                { guard: 'isPast', target: 'past' },
                { guard: 'isVisitor', target: 'visitor' },
                { guard: 'isGoing', target: 'going' },
                { guard: 'isWaitlisted', target: 'waitlisted' },
                { guard: 'isFull', target: 'full' },
                { target: 'open' },
              ],
            },
            cancelled: {},
            past: {},
            organizer: {},
            visitor: {
              on: { 'rsvp.join': { actions: 'goToSignIn' } },
            },
            open: {
              on: { 'rsvp.join': { target: 'joining', actions: 'clearRsvpError' } },
            },
            full: {
              on: { 'rsvp.join': { target: 'joining', actions: 'clearRsvpError' } },
            },
            joining: {
              invoke: {
                id: 'joinEvent',
                src: 'joinEvent',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: rsvpAnswered,
                onError: rsvpRefused,
              },
              on: { [REFRESHED]: rsvpInFlight },
            },
            going: {
              on: { 'rsvp.cancel': { target: 'cancelling', actions: 'clearRsvpError' } },
            },
            waitlisted: {
              on: {
                'rsvp.cancel': { target: 'cancelling', actions: 'clearRsvpError' },
                // Someone left and the database moved the viewer up: worth telling them.
                [REFRESHED]: {
                  guard: { type: 'isPromoted', params: outputOf<EventPageData> },
                  target: 'settling',
                  actions: 'notifyPromoted',
                },
              },
            },
            cancelling: {
              invoke: {
                id: 'leaveEvent',
                src: 'leaveEvent',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: rsvpAnswered,
                onError: rsvpRefused,
              },
              on: { [REFRESHED]: rsvpInFlight },
            },
          },
        },
        updates: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isSettledForGood', target: 'off' }, { target: 'on' }],
            },
            off: {},
            on: {
              // The channel lives as long as this state: leaving the page (the machine stops)
              // or a channel the server closed takes it down.
              invoke: {
                id: 'eventChannel',
                src: 'eventChannel',
                input: ({ context }) => ({
                  eventId: context.eventId,
                  userId: userIdOf(context.viewer),
                }),
              },
              initial: 'connecting',
              on: {
                'channel.failed': { target: '.reconnecting' },
                'channel.closed': { target: 'closed' },
              },
              states: {
                // The channel opens a while after the page was read (the realtime client loads
                // once the browser is idle): what changed in between is read once it listens.
                connecting: {
                  on: { 'channel.subscribed': { target: 'refreshing' } },
                },
                live: {
                  on: { 'channel.changed': { target: 'pending' } },
                },
                // Later changes of the burst are read by the same refresh: nothing to do for them.
                pending: {
                  after: { refreshDelay: { target: 'refreshing' } },
                },
                refreshing: {
                  entry: 'clearStale',
                  invoke: {
                    id: 'refreshEvent',
                    src: 'loadEvent',
                    input: ({ context }) => ({
                      eventId: context.eventId,
                      userId: userIdOf(context.viewer),
                    }),
                    onDone: [
                      {
                        guard: 'isStale',
                        target: 'pending',
                        actions: { type: 'storeRefreshed', params: outputOf<EventPageData> },
                      },
                      {
                        target: 'live',
                        actions: { type: 'storeRefreshed', params: outputOf<EventPageData> },
                      },
                    ],
                    // The page stays as it was; the next change reads it again.
                    onError: { target: 'live' },
                  },
                  on: { 'channel.changed': { actions: 'markStale' } },
                },
                // realtime-js rejoins by itself; whatever changed meanwhile was not heard.
                reconnecting: {
                  on: { 'channel.subscribed': { target: 'refreshing' } },
                },
              },
            },
            closed: {
              after: { reopenDelay: { target: '#rsvp.ready.updates.on.reconnecting' } },
            },
          },
        },
      },
    },
  },
});
