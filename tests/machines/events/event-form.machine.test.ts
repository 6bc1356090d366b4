// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type LoadedEvent, eventFormMachine } from '../../../machines/events/event-form.machine';
import { selectEventFormView } from '../../../machines/events/event-form.selectors';
import {
  EMPTY_FORM,
  toEventWrite,
  validateEventForm,
} from '../../../machines/events/event-form.validation';
import { isEventId } from '../../../machines/events/event-limits';
import type { EventFormValues } from '../../../machines/events/events.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import {
  EVENT_ID,
  NOW,
  PUBLISHED,
  SOMEONE_ELSES,
  MALFORMED_ID,
  PRICE_REFUSED,
  VALID,
  createModelForNew,
  editModel,
  malformedModel,
  eventFormFakes,
} from './event-form.model';
import { ORGANIZER_ID } from './fixtures';

type Sut = SystemUnderTest<typeof eventFormMachine>;

function setup(eventId: string | null, draft: EventFormValues | null, isAdmin = false) {
  const fakes = eventFormFakes();
  const notes: string[] = [];
  const actor = createActor(
    eventFormMachine.provide({
      actors: logicOf(fakes),
      actions: {
        persistDraft: () => void notes.push('persist'),
        clearDraft: () => void notes.push('clear'),
        notifySaved: (_, { intent }) => void notes.push(`saved:${intent}`),
        notifyCancelled: () => void notes.push('cancelled'),
        goToEvent: (_, { eventId }) => void notes.push(`go:${eventId}`),
        notifyDeleted: () => void notes.push('deleted'),
        leaveDeleted: (_, { moderating }) => void notes.push(`leave:${moderating}`),
      },
    }),
    { input: { eventId, userId: ORGANIZER_ID, isAdmin, now: NOW, draft } },
  ).start();
  const view = () => selectEventFormView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      loading: () => expect(fakes.loadEvent.lastInput).toEqual({ eventId: EVENT_ID }),
      failed: () => expect(view()).toMatchObject({ status: 'failed', failure: 'network' }),
      notFound: () => {
        expect(view().status).toBe('notFound');
        // A malformed id is never asked about.
        if (eventId !== null && !isEventId(eventId)) expect(fakes.loadEvent.calls).toHaveLength(0);
      },
      forbidden: () => expect(view().status).toBe('forbidden'),
      editing: (expected) => {
        expect(view().status).toBe('editing');
        expect(view().values).toEqual(expected.context.values);
        expect(view().errors).toEqual(expected.context.errors);
        expect(view().failure).toBe(expected.context.failure?.code ?? null);
      },
      saving: (expected) => {
        expect(view().status).toBe('saving');
        expect(fakes.saveEvent.lastInput.write.status).toBe(
          expected.context.intent === 'draft' ? 'draft' : 'published',
        );
      },
      saved: () => {
        expect(view().status).toBe('saved');
        expect(notes).toContain(`go:${EVENT_ID}`);
        expect(notes).toContain('clear');
      },
      confirmingCancel: () => expect(view().status).toBe('confirmingCancel'),
      cancelling: () => expect(fakes.cancelEvent.lastInput).toEqual({ eventId: EVENT_ID }),
      cancelled: () => expect(notes).toContain('cancelled'),
      confirmingDelete: () => expect(view().status).toBe('confirmingDelete'),
      deleting: () => expect(fakes.deleteEvent.lastInput).toEqual({ eventId: EVENT_ID }),
      deleted: () => expect(notes).toEqual(['clear', 'deleted', 'leave:false']),
    },
    events: {
      ...sentTo(
        actor,
        'field.change',
        'form.publish',
        'form.saveDraft',
        'draft.discard',
        'event.cancel',
        'cancel.confirm',
        'cancel.dismiss',
        'event.delete',
        'delete.confirm',
        'delete.dismiss',
        'error.dismiss',
        'retry',
      ),
      ...settlers({ loadEvent: fakes.loadEvent, saveEvent: fakes.saveEvent }),
      'xstate.done.actor.cancelEvent': () => fakes.cancelEvent.resolve(),
      'xstate.error.actor.cancelEvent': (e: any) => fakes.cancelEvent.reject(e.error),
      'xstate.done.actor.deleteEvent': () => fakes.deleteEvent.resolve(),
      'xstate.error.actor.deleteEvent': (e: any) => fakes.deleteEvent.reject(e.error),
    } as Sut['events'],
  };
  return { actor, sut, notes, save: fakes.saveEvent };
}

describe('event form machine (model-based)', () => {
  machineStartsTests(eventFormMachine, [
    ['create', createModelForNew, () => setup(null, { ...VALID, title: '' })],
    ['edit', editModel, () => setup(EVENT_ID, null)],
    ['malformed id', malformedModel, () => setup(MALFORMED_ID, null)],
  ]);
});

describe('event form rules', () => {
  const isNew = { isNew: true, now: NOW };

  it('accepts a complete offline event and a complete online one', () => {
    expect(validateEventForm(VALID, isNew)).toEqual({});
    expect(
      validateEventForm(
        {
          ...VALID,
          isOnline: true,
          venueName: '',
          city: '',
          onlineUrl: 'https://meet.example.com/x',
        },
        isNew,
      ),
    ).toEqual({});
  });

  it('names each problem', () => {
    expect(validateEventForm(EMPTY_FORM, isNew)).toEqual({
      title: 'title_required',
      categoryId: 'category_required',
      startsAt: 'starts_required',
      endsAt: 'ends_required',
      venueName: 'venue_required',
      city: 'city_required',
    });
    expect(
      validateEventForm(
        {
          ...VALID,
          title: 'ab',
          description: 'x'.repeat(10_001),
          startsAt: '2030-05-01T10:00',
          endsAt: '2030-05-01T09:00',
          maxAttendees: '0',
          price: '-5',
        },
        isNew,
      ),
    ).toEqual({
      title: 'title_too_short',
      description: 'description_too_long',
      startsAt: 'starts_in_past',
      endsAt: 'ends_before_start',
      maxAttendees: 'capacity_invalid',
      price: 'price_invalid',
    });
    expect(validateEventForm({ ...VALID, title: 'x'.repeat(141) }, isNew).title).toBe(
      'title_too_long',
    );
    expect(validateEventForm({ ...VALID, maxAttendees: '2.5' }, isNew).maxAttendees).toBe(
      'capacity_invalid',
    );
    expect(validateEventForm({ ...VALID, timeZone: 'Mars/Base' }, isNew).timeZone).toBe(
      'time_zone_invalid',
    );
  });

  it('wants an https link for an online event', () => {
    const online = { ...VALID, isOnline: true };
    expect(validateEventForm({ ...online, onlineUrl: '' }, isNew).onlineUrl).toBe('url_required');
    expect(validateEventForm({ ...online, onlineUrl: 'http://zoom.us/j/1' }, isNew).onlineUrl).toBe(
      'url_invalid',
    );
    expect(validateEventForm({ ...online, onlineUrl: 'zoom' }, isNew).onlineUrl).toBe(
      'url_invalid',
    );
  });

  it('lets an edited event keep a start that has passed', () => {
    expect(
      validateEventForm(
        { ...VALID, startsAt: '2030-05-01T10:00', endsAt: '2030-05-01T12:00' },
        {
          isNew: false,
          now: NOW,
        },
      ),
    ).toEqual({});
  });

  it('saves times as instants of the event zone, and empty capacity as unlimited', () => {
    expect(
      toEventWrite({ ...VALID, maxAttendees: '', price: '350,50' }, 'published'),
    ).toMatchObject({
      startsAt: '2030-07-01T16:00:00.000Z',
      endsAt: '2030-07-01T18:00:00.000Z',
      maxAttendees: null,
      price: 350.5,
      status: 'published',
      onlineUrl: null,
    });
  });

  it('shows errors only after the first attempt, then keeps the draft on every change', () => {
    const { actor, notes } = setup(null, null);
    actor.send({ type: 'field.change', field: 'title', value: 'Л' });
    expect(selectEventFormView(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'form.publish' });
    expect(selectEventFormView(actor.getSnapshot()).errors.title).toBe('title_too_short');
    actor.send({ type: 'field.change', field: 'title', value: 'Лекция' });
    expect(selectEventFormView(actor.getSnapshot()).errors.title).toBeUndefined();
    expect(notes.filter((n) => n === 'persist')).toHaveLength(2);
  });

  it('puts a refusal the database names on its field, and asks for it to come into view', async () => {
    const { actor, save } = setup(null, VALID);
    actor.send({ type: 'form.publish' });
    await save.reject(PRICE_REFUSED);
    expect(selectEventFormView(actor.getSnapshot())).toMatchObject({
      status: 'editing',
      failure: 'invalid',
      errors: { price: 'server_rejected' },
      reveal: 1,
    });
    // Changing the price takes the server's word back: the form's own rules judge it again.
    actor.send({ type: 'field.change', field: 'price', value: '100' });
    expect(selectEventFormView(actor.getSnapshot()).errors).toEqual({});
  });

  it('holds the database’s limits (event-limits.ts), price and seats included', () => {
    const v = (over: Partial<EventFormValues>) => validateEventForm({ ...VALID, ...over }, isNew);
    expect(v({ price: '99999999999' }).price).toBe('price_too_high');
    expect(v({ price: '99999999.99' }).price).toBeUndefined();
    expect(v({ price: '100000000' }).price).toBe('price_too_high');
    expect(v({ maxAttendees: '2147483647' }).maxAttendees).toBeUndefined();
    expect(v({ maxAttendees: '2147483648' }).maxAttendees).toBe('capacity_too_high');
    expect(v({ title: 'я'.repeat(139) + '😀' }).title).toBeUndefined();
    expect(v({ title: 'я'.repeat(141) }).title).toBe('title_too_long');
    expect(v({ venueName: 'я'.repeat(201) }).venueName).toBe('venue_too_long');
    expect(v({ address: 'я'.repeat(301) }).address).toBe('address_too_long');
    expect(v({ city: 'я'.repeat(101) }).city).toBe('city_too_long');
    expect(
      v({ isOnline: true, onlineUrl: `https://x.example/${'a'.repeat(2048)}` }).onlineUrl,
    ).toBe('url_too_long');
  });

  it('edits: a published event can be cancelled, not saved back as a draft', async () => {
    const { actor, sut } = setup(EVENT_ID, null);
    await (sut.events as any)['xstate.done.actor.loadEvent']({ output: PUBLISHED });
    expect(selectEventFormView(actor.getSnapshot())).toMatchObject({
      canCancel: true,
      canSaveDraft: false,
    });
    actor.send({ type: 'form.saveDraft' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('who may edit (README: organizers their own events, admins any)', () => {
  const load = async (sut: Sut, output: LoadedEvent) =>
    (sut.events as any)['xstate.done.actor.loadEvent']({ output });

  it('lets an admin edit and cancel someone else’s event, and says they moderate it', async () => {
    const { actor, sut, notes } = setup(EVENT_ID, null, true);
    await load(sut, SOMEONE_ELSES);
    expect(selectEventFormView(actor.getSnapshot())).toMatchObject({
      status: 'editing',
      moderating: true,
      canCancel: true,
      values: VALID,
    });
    actor.send({ type: 'event.cancel' });
    actor.send({ type: 'cancel.confirm' });
    expect(selectEventFormView(actor.getSnapshot()).status).toBe('cancelling');
    await (sut.events as any)['xstate.done.actor.cancelEvent']();
    expect(notes).toEqual(['clear', 'cancelled', `go:${EVENT_ID}`]);
  });

  it('lets an admin save someone else’s event, as published', async () => {
    const { actor, sut, save } = setup(EVENT_ID, null, true);
    await load(sut, SOMEONE_ELSES);
    actor.send({ type: 'form.publish' });
    expect(save.lastInput).toMatchObject({ eventId: EVENT_ID, write: { status: 'published' } });
  });

  it('refuses a member who neither organizes it nor is an admin', async () => {
    const { actor, sut } = setup(EVENT_ID, null, false);
    await load(sut, SOMEONE_ELSES);
    expect(selectEventFormView(actor.getSnapshot())).toMatchObject({
      status: 'forbidden',
      moderating: false,
    });
  });

  it('shows no moderation note to the organizer, admin or not', async () => {
    for (const isAdmin of [false, true]) {
      const { actor, sut } = setup(EVENT_ID, null, isAdmin);
      await load(sut, PUBLISHED);
      expect(selectEventFormView(actor.getSnapshot())).toMatchObject({
        status: 'editing',
        moderating: false,
      });
    }
  });
});
