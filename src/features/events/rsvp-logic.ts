/** The event page with its real side effects; the events service loads with the first request. */
import { fromPromise } from 'xstate';
import type { EventPageData } from '../../../machines/events/events.types';
import { type PageQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';

const service = () => import('../../services/events');

export const appRsvpMachine = rsvpMachine.provide({
  actors: {
    loadEvent: fromPromise<EventPageData, PageQuery>(async ({ input }) =>
      (await service()).getEventPage(input.eventId, input.userId),
    ),
    joinEvent: fromPromise<EventPageData, PageQuery>(async ({ input }) => {
      const events = await service();
      await events.rsvp(input.eventId);
      return events.getEventPage(input.eventId, input.userId);
    }),
    leaveEvent: fromPromise<EventPageData, PageQuery>(async ({ input }) => {
      const events = await service();
      await events.cancelRsvp(input.eventId);
      return events.getEventPage(input.eventId, input.userId);
    }),
  },
});
