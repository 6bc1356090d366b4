/**
 * The event page with its real side effects. A visitor's page is public data over plain fetch;
 * a member's (their RSVP, the join link) and every RSVP go through the events service, which
 * loads supabase-js with the first such request.
 */
import { fromPromise } from 'xstate';
import type { EventPageData } from '../../../machines/events/events.types';
import { type PageQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';
import { getPublicEventPage } from '../../services/events-public';

const service = () => import('../../services/events');

export const loadEventPage = async ({ eventId, userId }: PageQuery): Promise<EventPageData> =>
  userId === null ? getPublicEventPage(eventId) : (await service()).getEventPage(eventId, userId);

export const appRsvpMachine = rsvpMachine.provide({
  actors: {
    loadEvent: fromPromise<EventPageData, PageQuery>(({ input }) => loadEventPage(input)),
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
