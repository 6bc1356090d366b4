/**
 * The event page's RSVP machine with its real actors: the one place they are provided. A
 * visitor's page is public data over plain fetch, and may already be on its way (asked for as the
 * app started); a member's (their RSVP, the join link) and every RSVP go through the events
 * service, which loads supabase-js with the first such request.
 */
import { fromPromise } from 'xstate';
import type { EventPageData } from '../../../machines/events/events.types';
import { type PageQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';
import { getPublicEventPage } from '../../services/events-public';
import { takeEventPage } from '../startup/events-prefetch';

const service = () => import('../../services/events');

const loadEventPage = async ({ eventId, userId }: PageQuery): Promise<EventPageData> =>
  userId === null ? getPublicEventPage(eventId) : (await service()).getEventPage(eventId, userId);

export const rsvpLogic = rsvpMachine.provide({
  actors: {
    // The early answer is taken once: a retry, and the page after joining or leaving, ask anew.
    loadEvent: fromPromise<EventPageData, PageQuery>(({ input }) => {
      const early = takeEventPage(input.eventId);
      return (input.userId === null && early) || loadEventPage(input);
    }),
    joinEvent: fromPromise<EventPageData, PageQuery>(async ({ input }) => {
      await (await service()).rsvp(input.eventId);
      return loadEventPage(input);
    }),
    leaveEvent: fromPromise<EventPageData, PageQuery>(async ({ input }) => {
      await (await service()).cancelRsvp(input.eventId);
      return loadEventPage(input);
    }),
  },
});
