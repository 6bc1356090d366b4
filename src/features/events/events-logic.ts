/**
 * The events machines with their real side effects. supabase-js and the service load with the
 * first request, not with the page that shows a skeleton meanwhile.
 */
import { fromPromise } from 'xstate';
import {
  type CataloguePage,
  type LoadPageInput,
  catalogueMachine,
} from '../../../machines/events/catalogue.machine';
import type { EventPageData, EventSummary } from '../../../machines/events/events.types';
import { featuredMachine } from '../../../machines/events/featured.machine';
import { dateWindow } from '../../../machines/events/filters';
import { type PageQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';

const service = () => import('../../services/events');

export const appCatalogueMachine = catalogueMachine.provide({
  actors: {
    loadPage: fromPromise<CataloguePage, LoadPageInput>(async ({ input }) =>
      (await service()).listEvents({
        filters: input.filters,
        // "Today" is the visitor's today: computed at request time on their device.
        window: dateWindow(input.filters, new Date()),
        offset: input.offset,
        limit: input.limit,
        count: 'exact',
      }),
    ),
  },
});

export const appFeaturedMachine = featuredMachine.provide({
  actors: {
    loadFeatured: fromPromise<EventSummary[], void>(async () =>
      (await service()).listFeaturedEvents(),
    ),
  },
});

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
