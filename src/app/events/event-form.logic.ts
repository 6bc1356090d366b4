/**
 * The event form's machine and its cover picker's, with their real actors: the one place they are
 * provided. The events service loads with the first request.
 */
import { fromPromise } from 'xstate';
import {
  type LoadedEvent,
  type SaveEventInput,
  eventFormMachine,
} from '../../../machines/events/event-form.machine';
import { instantToWallTime } from '../../../machines/events/zoned-time';
import { imageUploadLogic, storageUpload } from '../upload/image-upload.logic';

const service = () => import('../../services/events');

export const eventFormLogic = eventFormMachine.provide({
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
    deleteEvent: fromPromise<void, { eventId: string }>(async ({ input }) =>
      (await service()).deleteDraft(input.eventId),
    ),
  },
});

export const coverUploadLogic = imageUploadLogic(storageUpload('eventImage'));
