/**
 * The event page's RSVP machine with its real actors: the one place they are provided. A
 * visitor's page is public data over plain fetch, and may already be on its way (asked for as the
 * app started); a member's (their RSVP, the join link) and every RSVP go through the events
 * service, which loads supabase-js with the first such request. While the page is shown it
 * follows changes over Realtime (services/event-live.ts).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { EventPageData, RsvpAnswer } from '../../../machines/events/events.types';
import {
  type ChannelEvent,
  type ChannelQuery,
  type PageQuery,
  type RsvpQuery,
  rsvpMachine,
} from '../../../machines/events/rsvp.machine';
import type { ChannelStatus } from '../../services/event-live';
import { getPublicEventPage } from '../../services/events-public';
import { takeEventPage } from '../startup/events-prefetch';

const service = () => import('../../services/events');

const loadEventPage = async ({ eventId, userId }: PageQuery): Promise<EventPageData> =>
  userId === null ? getPublicEventPage(eventId) : (await service()).getEventPage(eventId, userId);

const CHANNEL_EVENTS: Record<ChannelStatus, ChannelEvent> = {
  SUBSCRIBED: { type: 'channel.subscribed' },
  CHANNEL_ERROR: { type: 'channel.failed' },
  TIMED_OUT: { type: 'channel.failed' },
  CLOSED: { type: 'channel.closed' },
};

/**
 * Once the browser has nothing more pressing: the channel is an extra on a page already shown,
 * and its 17 KB must not compete with the page's own images and scripts on a phone.
 */
function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    setTimeout(run, 0);
  }
}

/**
 * The live channel, in a chunk of its own asked for once the page is shown (the machine starts
 * this actor in `ready`): neither the first page nor this route's own JS carries realtime-js.
 */
const eventChannel = fromCallback<ChannelEvent, ChannelQuery>(({ input, sendBack }) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  const openChannel = () =>
    import('../../services/event-live').then(
      ({ watchEvent }) => {
        if (stopped) return;
        stop = watchEvent({
          ...input,
          onStatus: (status) => sendBack(CHANNEL_EVENTS[status]),
          onChange: () => sendBack({ type: 'channel.changed' }),
        });
      },
      // The chunk did not arrive (offline, a new deployment): the machine opens it again later.
      () => sendBack({ type: 'channel.closed' }),
    );
  whenIdle(() => {
    if (!stopped) void openChannel();
  });
  return () => {
    stopped = true;
    stop?.();
  };
});

export const rsvpLogic = rsvpMachine.provide({
  actors: {
    // The early answer is taken once: a retry asks anew.
    loadEvent: fromPromise<EventPageData, PageQuery>(({ input }) => {
      const early = takeEventPage(input.eventId);
      return (input.userId === null && early) || loadEventPage(input);
    }),
    // Joining and leaving answer with the page's new RSVP part: nothing is read again.
    joinEvent: fromPromise<RsvpAnswer, RsvpQuery>(async ({ input }) =>
      (await service()).rsvp(input.eventId),
    ),
    leaveEvent: fromPromise<RsvpAnswer, RsvpQuery>(async ({ input }) =>
      (await service()).cancelRsvp(input.eventId),
    ),
    eventChannel,
  },
});
