import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
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
}

export interface PageQuery {
  eventId: string;
  userId: string | null;
}

/** Joining and leaving need only the event: the database knows who asks. */
export interface RsvpQuery {
  eventId: string;
}

export type RsvpEvent =
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
 * The event page: load, then one state per thing the viewer can do. Capacity and the waitlist
 * are decided by the database; joining or leaving answers with the page's new RSVP part, which
 * replaces it without reading the page again.
 */
export const rsvpMachine = setup({
  types: {
    context: {} as RsvpContext,
    events: {} as RsvpEvent,
    input: {} as RsvpInput,
  },
  actors: {
    loadEvent: notProvided<EventPageData, PageQuery>('loadEvent'),
    joinEvent: notProvided<RsvpAnswer, RsvpQuery>('joinEvent'),
    leaveEvent: notProvided<RsvpAnswer, RsvpQuery>('leaveEvent'),
  },
  actions: {
    storePage: assign((_, { output }: { output: EventPageData }) => ({
      data: output,
      error: null,
    })),
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
  },
}).createMachine({
  id: 'rsvp',
  context: ({ input }) => ({ ...input, data: null, error: null, rsvpError: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isMalformedId', target: 'notFound' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadEvent',
        src: 'loadEvent',
        input: ({ context }) => ({ eventId: context.eventId, userId: userIdOf(context.viewer) }),
        onDone: {
          target: 'ready',
          actions: { type: 'storePage', params: outputOf<EventPageData> },
        },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          { target: 'failed', actions: { type: 'storeLoadError', params: errorOf } },
        ],
      },
    },
    notFound: {},
    failed: {
      on: { retry: { target: 'loading' } },
    },
    ready: {
      initial: 'settling',
      on: {
        share: { actions: { type: 'share', params: ({ context }) => ({ data: context.data! }) } },
        'calendar.add': {
          actions: { type: 'downloadCalendar', params: ({ context }) => ({ data: context.data! }) },
        },
        'error.dismiss': { guard: 'hasRsvpError', actions: 'clearRsvpError' },
      },
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
        },
        going: {
          on: { 'rsvp.cancel': { target: 'cancelling', actions: 'clearRsvpError' } },
        },
        waitlisted: {
          on: { 'rsvp.cancel': { target: 'cancelling', actions: 'clearRsvpError' } },
        },
        cancelling: {
          invoke: {
            id: 'leaveEvent',
            src: 'leaveEvent',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: rsvpAnswered,
            onError: rsvpRefused,
          },
        },
      },
    },
  },
});
