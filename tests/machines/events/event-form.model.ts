import type { EventFormValues } from '../../../machines/events/events.types';
import {
  type LoadedEvent,
  type SaveEventInput,
  eventFormMachine,
} from '../../../machines/events/event-form.machine';
import { EMPTY_FORM } from '../../../machines/events/event-form.validation';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { ORGANIZER_ID } from './fixtures';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const NOW = Date.parse('2030-06-01T12:00:00Z');
export const EVENT_ID = '11111111-1111-4111-8111-111111111111';

export const VALID: EventFormValues = {
  ...EMPTY_FORM,
  title: 'Лекция о модернизме',
  description: 'Разговор об архитектуре 1920-х.',
  categoryId: 'art',
  startsAt: '2030-07-01T19:00',
  endsAt: '2030-07-01T21:00',
  venueName: 'ДК Зуева',
  city: 'Москва',
  maxAttendees: '40',
  price: '0',
};

export const PUBLISHED: LoadedEvent = {
  values: VALID,
  status: 'published',
  organizerId: ORGANIZER_ID,
};
export const DRAFT: LoadedEvent = { values: VALID, status: 'draft', organizerId: ORGANIZER_ID };
export const SOMEONE_ELSES: LoadedEvent = { ...PUBLISHED, organizerId: 'someone-else' };

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, err: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: err }) as never;
const network = { code: 'network', message: 'fetch failed' };
/** The database refused the price although the form passed it: the failure names the field. */
export const PRICE_REFUSED = {
  code: 'invalid',
  message: 'new row for relation "events" violates check constraint "events_price_check"',
  field: 'price',
};
/** Not a uuid: no request is made, the form says not found at once. */
export const MALFORMED_ID = 'not-an-event';

// Field changes that make the form valid or invalid; the page test types the same values.
export const formEvents = [
  { type: 'field.change', field: 'title', value: 'Лекция о модернизме' },
  { type: 'field.change', field: 'title', value: 'Л' },
  { type: 'form.publish' },
  { type: 'form.saveDraft' },
  { type: 'draft.discard' },
  { type: 'error.dismiss' },
  done('saveEvent', EVENT_ID),
  error('saveEvent', network),
  error('saveEvent', PRICE_REFUSED),
] as const;

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    s.context.values,
    s.context.intent,
    s.context.showErrors,
    !!s.context.failure,
    s.context.status,
    s.context.errors,
  ]);

/** A new event: starts from a restored draft that is valid except for the title. */
export const createModelForNew = createModel(eventFormMachine, {
  input: {
    eventId: null,
    userId: ORGANIZER_ID,
    isAdmin: false,
    now: NOW,
    draft: { ...VALID, title: '' },
  },
  events: [...formEvents] as never,
  serializeState,
});

/** Editing: loading, its outcomes, then cancelling the published event. */
export const editModel = createModel(eventFormMachine, {
  input: { eventId: EVENT_ID, userId: ORGANIZER_ID, isAdmin: false, now: NOW, draft: null },
  events: [
    done('loadEvent', PUBLISHED),
    done('loadEvent', DRAFT),
    done('loadEvent', SOMEONE_ELSES),
    error('loadEvent', { code: 'not_found', message: 'No event' }),
    error('loadEvent', network),
    { type: 'retry' },
    { type: 'event.cancel' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
    { type: 'error.dismiss' },
    done('cancelEvent', undefined),
    error('cancelEvent', network),
    { type: 'form.publish' },
    done('saveEvent', EVENT_ID),
    { type: 'event.delete' },
    { type: 'delete.confirm' },
    { type: 'delete.dismiss' },
    done('deleteEvent', undefined),
    error('deleteEvent', network),
  ] as never,
  serializeState,
});

/** An id that cannot be an event's: not found, without asking. */
export const malformedModel = createModel(eventFormMachine, {
  input: { eventId: MALFORMED_ID, userId: ORGANIZER_ID, isAdmin: false, now: NOW, draft: null },
  events: [done('loadEvent', PUBLISHED)] as never,
  serializeState,
});

/**
 * The event form machine's services as fakes the test settles, by the names it invokes them under:
 * the machine test and the page test provide the same ones.
 */
export const eventFormFakes = () => ({
  loadEvent: controllable<LoadedEvent, { eventId: string }>(),
  saveEvent: controllable<string, SaveEventInput>(),
  cancelEvent: controllable<void, { eventId: string }>(),
  deleteEvent: controllable<void, { eventId: string }>(),
});
