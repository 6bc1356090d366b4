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
import {
  type LoadedEvent,
  type SaveEventInput,
  eventFormMachine,
} from '../../../machines/events/event-form.machine';
import { featuredMachine } from '../../../machines/events/featured.machine';
import { instantToWallTime } from '../../../machines/events/zoned-time';
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

export const appEventFormMachine = eventFormMachine.provide({
  actors: {
    loadEvent: fromPromise<LoadedEvent, { eventId: string }>(async ({ input }) => {
      const events = await service();
      const event = await events.getEvent(input.eventId);
      const joinUrl = event.isOnline ? await events.getJoinUrl(input.eventId) : null;
      return {
        status: event.status,
        organizerId: event.organizer.id,
        values: {
          title: event.title,
          description: event.description,
          categoryId: event.categoryId,
          startsAt: instantToWallTime(event.startsAt, event.timeZone),
          endsAt: instantToWallTime(event.endsAt, event.timeZone),
          timeZone: event.timeZone,
          isOnline: event.isOnline,
          venueName: event.venueName ?? '',
          address: event.address ?? '',
          city: event.city ?? '',
          onlineUrl: joinUrl ?? '',
          maxAttendees: event.maxAttendees === null ? '' : String(event.maxAttendees),
          price: String(event.price),
          coverUrl: event.coverUrl ?? '',
        },
      };
    }),
    saveEvent: fromPromise<string, SaveEventInput>(async ({ input }) => {
      const events = await service();
      return input.eventId
        ? events.updateEvent(input.eventId, input.write)
        : events.createEvent(input.write, input.userId);
    }),
    cancelEvent: fromPromise<void, { eventId: string }>(async ({ input }) =>
      (await service()).cancelEvent(input.eventId),
    ),
  },
});
