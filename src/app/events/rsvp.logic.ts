/**
 * The event page's RSVP machine with its real actors: the one place they are provided. A
 * visitor's page is public data over plain fetch, and may already be on its way (asked for as the
 * app started); a member's (their RSVP, the join link) and every RSVP go through the events
 * service, which loads supabase-js with the first such request.
 */
import { fromPromise } from 'xstate';
import type { EventPageData, RsvpAnswer } from '../../../machines/events/events.types';
import { type PageQuery, type RsvpQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';
import { getPublicEventPage } from '../../services/events-public';
import { takeEventPage } from '../startup/events-prefetch';

const service = () => import('../../services/events');

const loadEventPage = async ({ eventId, userId }: PageQuery): Promise<EventPageData> =>
  userId === null ? getPublicEventPage(eventId) : (await service()).getEventPage(eventId, userId);

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
  },
});
