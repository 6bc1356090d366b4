import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholders';
import { isEventId } from './event-limits';
import {
  type EventPageData,
  type EventsFailure,
  type RsvpStatus,
  type Viewer,
  toEventsFailure,
} from './events.types';

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

export type RsvpEvent =
  | { type: 'retry' }
  | { type: 'rsvp.join' }
  | { type: 'rsvp.cancel' }
  | { type: 'error.dismiss' }
  | { type: 'share' }
  | { type: 'calendar.add' };

const userIdOf = (viewer: Viewer) => (viewer.status === 'member' ? viewer.userId : null);

/**
 * The event page: load, then one state per thing the viewer can do. Capacity and the waitlist
 * are decided by the database; after joining or leaving, the page shows what it answered.
 */
export const rsvpMachine = setup({
  types: {
    context: {} as RsvpContext,
    events: {} as RsvpEvent,
    input: {} as RsvpInput,
  },
  actors: {
    loadEvent: notProvided<EventPageData, PageQuery>('loadEvent'),
    /** RSVPs, then reloads the page data (counts, the join link). */
    joinEvent: notProvided<EventPageData, PageQuery>('joinEvent'),
    leaveEvent: notProvided<EventPageData, PageQuery>('leaveEvent'),
  },
  actions: {
    goToSignIn: () => {},
    share: (_, _params: { data: EventPageData }) => {},
    downloadCalendar: (_, _params: { data: EventPageData }) => {},
    notifyRsvp: (_, _params: { status: RsvpStatus | null }) => {},
    notifyRsvpFailed: (_, _params: { failure: EventsFailure }) => {},
  },
  guards: {
    /** Not a uuid: no event has it, and asking would only earn a 400. */
    isMalformedId: ({ context }) => !isEventId(context.eventId),
    isNotFound: ({ event }) =>
      toEventsFailure((event as unknown as { error: unknown }).error).code === 'not_found',
    isCancelled: ({ context }) => context.data?.event.status === 'cancelled',
    isPast: ({ context }) =>
      !!context.data && new Date(context.data.event.endsAt).getTime() < context.now,
    isOrganizer: ({ context }) =>
      !!context.data && context.data.event.organizer.id === userIdOf(context.viewer),
    isVisitor: ({ context }) => context.viewer.status === 'visitor',
    hasRsvpError: ({ context }) => context.rsvpError !== null,
    isGoing: ({ context }) => context.data?.myRsvp === 'going',
    isWaitlisted: ({ context }) => context.data?.myRsvp === 'waitlisted',
    isFull: ({ context }) => {
      const e = context.data?.event;
      return !!e && e.maxAttendees !== null && e.goingCount >= e.maxAttendees;
    },
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
          actions: assign({ data: ({ event }) => event.output, error: null }),
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => toEventsFailure(event.error) }),
          },
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
        'error.dismiss': { guard: 'hasRsvpError', actions: assign({ rsvpError: null }) },
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
          on: { 'rsvp.join': { target: 'joining', actions: assign({ rsvpError: null }) } },
        },
        full: {
          on: { 'rsvp.join': { target: 'joining', actions: assign({ rsvpError: null }) } },
        },
        joining: {
          invoke: {
            id: 'joinEvent',
            src: 'joinEvent',
            input: ({ context }) => ({
              eventId: context.eventId,
              userId: userIdOf(context.viewer),
            }),
            onDone: {
              target: 'settling',
              actions: [
                assign({ data: ({ event }) => event.output }),
                { type: 'notifyRsvp', params: ({ event }) => ({ status: event.output.myRsvp }) },
              ],
            },
            onError: {
              target: 'settling',
              actions: [
                assign({ rsvpError: ({ event }) => toEventsFailure(event.error) }),
                {
                  type: 'notifyRsvpFailed',
                  params: ({ event }) => ({ failure: toEventsFailure(event.error) }),
                },
              ],
            },
          },
        },
        going: {
          on: { 'rsvp.cancel': { target: 'cancelling', actions: assign({ rsvpError: null }) } },
        },
        waitlisted: {
          on: { 'rsvp.cancel': { target: 'cancelling', actions: assign({ rsvpError: null }) } },
        },
        cancelling: {
          invoke: {
            id: 'leaveEvent',
            src: 'leaveEvent',
            input: ({ context }) => ({
              eventId: context.eventId,
              userId: userIdOf(context.viewer),
            }),
            onDone: {
              target: 'settling',
              actions: [
                assign({ data: ({ event }) => event.output }),
                { type: 'notifyRsvp', params: () => ({ status: null }) },
              ],
            },
            onError: {
              target: 'settling',
              actions: [
                assign({ rsvpError: ({ event }) => toEventsFailure(event.error) }),
                {
                  type: 'notifyRsvpFailed',
                  params: ({ event }) => ({ failure: toEventsFailure(event.error) }),
                },
              ],
            },
          },
        },
      },
    },
  },
});
