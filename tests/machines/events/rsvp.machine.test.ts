// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EventPageData, RsvpAnswer, Viewer } from '../../../machines/events/events.types';
import { type PageQuery, type RsvpQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';
import { selectEventPageView } from '../../../machines/events/rsvp.selectors';
import { controllable } from '../../support/controllable';
import { MEMBER_ID } from './fixtures';
import { type SystemUnderTest, leafStateKeys } from '../../support/model';
import {
  ADMIN,
  CANCELLED,
  EVENT_ID,
  FULL,
  GOING,
  MEMBER,
  NOW,
  OPEN,
  ORGANIZER,
  PAST,
  JOINED,
  MALFORMED_ID,
  WAITLISTED,
  answerFor,
  VISITOR,
  malformedModel,
  memberModel,
  organizerModel,
  visitorModel,
} from './rsvp.model';

type Sut = SystemUnderTest<typeof rsvpMachine>;

function setup(viewer: Viewer = MEMBER, eventId = EVENT_ID) {
  const load = controllable<EventPageData, PageQuery>();
  const join = controllable<RsvpAnswer, RsvpQuery>();
  const leave = controllable<RsvpAnswer, RsvpQuery>();
  const notes: string[] = [];
  const actor = createActor(
    rsvpMachine.provide({
      actors: { loadEvent: load.logic, joinEvent: join.logic, leaveEvent: leave.logic },
      actions: {
        goToSignIn: () => void notes.push('signIn'),
        share: () => void notes.push('share'),
        downloadCalendar: () => void notes.push('ics'),
        notifyRsvp: (_, { status }) => void notes.push(`rsvp:${status}`),
        notifyRsvpFailed: (_, { failure }) => void notes.push(`failed:${failure.code}`),
      },
    }),
    { input: { eventId, viewer, now: NOW } },
  ).start();
  const view = () => selectEventPageView(actor.getSnapshot());
  const ready = (status: string) => (expected: any) => {
    expect(view().status).toBe(status);
    expect(view().data).toEqual(expected.context.data);
    expect(view().rsvpError).toBe(expected.context.rsvpError?.code ?? null);
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual({
          eventId: EVENT_ID,
          userId: viewer.status === 'member' ? viewer.userId : null,
        });
      },
      notFound: () => {
        expect(view().status).toBe('notFound');
        if (eventId === MALFORMED_ID) expect(load.calls).toHaveLength(0);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().error).toBe('network');
      },
      'ready.cancelled': ready('cancelled'),
      'ready.past': ready('past'),
      'ready.organizer': ready('organizer'),
      'ready.visitor': ready('visitor'),
      'ready.open': ready('open'),
      'ready.full': ready('full'),
      'ready.joining': () => {
        expect(view().status).toBe('joining');
        expect(join.lastInput.eventId).toBe(EVENT_ID);
      },
      'ready.going': ready('going'),
      'ready.waitlisted': ready('waitlisted'),
      'ready.cancelling': () => {
        expect(view().status).toBe('cancelling');
        expect(leave.lastInput.eventId).toBe(EVENT_ID);
      },
    },
    events: {
      retry: (e) => actor.send(e),
      'rsvp.join': (e) => actor.send(e),
      'rsvp.cancel': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      share: (e) => actor.send(e),
      'calendar.add': (e) => actor.send(e),
      'xstate.done.actor.loadEvent': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadEvent': (e: any) => load.reject(e.error),
      'xstate.done.actor.joinEvent': (e: any) => join.resolve(e.output),
      'xstate.error.actor.joinEvent': (e: any) => join.reject(e.error),
      'xstate.done.actor.leaveEvent': (e: any) => leave.resolve(e.output),
      'xstate.error.actor.leaveEvent': (e: any) => leave.reject(e.error),
    } as Sut['events'],
  };
  return { actor, sut, notes, load, join, leave };
}

describe('rsvp machine (model-based)', () => {
  it('has an assertion for every state and an executor for every event', () => {
    memberModel.assertComplete(setup().sut);
  });

  it('reaches every state and takes every declared transition, across the three viewers', () => {
    const all = [memberModel, visitorModel, organizerModel, malformedModel].map((m) =>
      m.coverage(),
    );
    const reached = new Set(all.flatMap((c) => c.states));
    expect(leafStateKeys(rsvpMachine).filter((k) => !reached.has(k))).toEqual([]);
    const taken = new Set(all.flatMap((c) => c.transitions));
    expect(all[0]!.missingTransitions.filter((t) => !taken.has(t))).toEqual([]);
  });

  for (const [name, model, viewer] of [
    ['member', memberModel, MEMBER],
    ['visitor', visitorModel, VISITOR],
    ['organizer', organizerModel, { status: 'member', userId: OPEN.event.organizer.id }],
    ['malformed id', malformedModel, MEMBER],
  ] as const) {
    describe(name, () => {
      for (const path of model.paths()) {
        it(path.description, async () => {
          const { actor, sut } = setup(
            viewer as Viewer,
            model === malformedModel ? MALFORMED_ID : EVENT_ID,
          );
          await model.run(path, sut, actor.getSnapshot());
        });
      }
    });
  }
});

describe('rsvp machine (rules)', () => {
  it('sends a visitor who wants to go to sign in, without calling the service', async () => {
    const { actor, load, join, notes } = setup(VISITOR);
    await load.resolve(OPEN);
    actor.send({ type: 'rsvp.join' });
    expect(notes).toEqual(['signIn']);
    expect(join.calls).toHaveLength(0);
  });

  it('shows what the database decided: a join on a full event lands on the waitlist', async () => {
    const { actor, load, join, notes } = setup();
    await load.resolve(FULL);
    expect(actor.getSnapshot().value).toEqual({ ready: 'full' });
    actor.send({ type: 'rsvp.join' });
    await join.resolve({ ...answerFor(FULL), myRsvp: 'waitlisted', waitlistCount: 3 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'waitlisted' });
    expect(notes).toEqual(['rsvp:waitlisted']);
  });

  it('keeps the page usable and names the failure when an RSVP is refused', async () => {
    const { actor, load, join, notes } = setup();
    await load.resolve(OPEN);
    actor.send({ type: 'rsvp.join' });
    await join.reject({ code: 'event_not_open', message: 'event_not_open' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'open' });
    expect(selectEventPageView(actor.getSnapshot()).rsvpError).toBe('event_not_open');
    expect(notes).toEqual(['failed:event_not_open']);
  });

  it('takes the answer to a join as the page, reading nothing again', async () => {
    const { actor, load, join } = setup();
    await load.resolve(OPEN);
    actor.send({ type: 'rsvp.join' });
    expect(join.lastInput).toEqual({ eventId: EVENT_ID });
    const attendees = [...OPEN.attendees, { userId: MEMBER_ID, fullName: 'Я', avatarUrl: '' }];
    await join.resolve({ ...JOINED, goingCount: 8, attendees, joinUrl: null });
    expect(load.calls).toHaveLength(1);
    const view = selectEventPageView(actor.getSnapshot());
    expect(view.status).toBe('going');
    // The answer's part replaces the page's; what it does not carry stays as it was read.
    expect(view.data).toEqual({
      ...OPEN,
      event: { ...OPEN.event, goingCount: 8, waitlistCount: 0, maxAttendees: 10 },
      attendees,
      myRsvp: 'going',
      joinUrl: null,
    });
    expect(view.seatsLeft).toBe(2);
  });

  it('takes the answer to a leave as the page: counts after the waitlist moved up', async () => {
    const { actor, load, leave, notes } = setup();
    await load.resolve(WAITLISTED);
    actor.send({ type: 'rsvp.cancel' });
    await leave.resolve({ ...answerFor(WAITLISTED), myRsvp: null, waitlistCount: 2 });
    expect(load.calls).toHaveLength(1);
    const view = selectEventPageView(actor.getSnapshot());
    expect(view.status).toBe('full');
    expect(view.capacity).toEqual({ seatsLeft: 0, taken: 10, max: 10, going: 10, waitlist: 2 });
    expect(notes).toEqual(['rsvp:null']);
  });

  it('counts seats left only for capped events', async () => {
    const { actor, load } = setup();
    await load.resolve(OPEN);
    expect(selectEventPageView(actor.getSnapshot()).seatsLeft).toBe(3);
  });
});

describe('who may edit or cancel the event (README: organizers their own, admins any)', () => {
  const canModerate = async (viewer: Viewer, data: EventPageData) => {
    const { actor, load } = setup(viewer);
    await load.resolve(data);
    return selectEventPageView(actor.getSnapshot()).canModerate;
  };

  it('shows an admin the edit action on someone else’s event, beside their own RSVP', async () => {
    for (const data of [OPEN, FULL, GOING, PAST]) {
      expect(await canModerate(ADMIN, data)).toBe(true);
    }
    const { actor, load } = setup(ADMIN);
    await load.resolve(GOING);
    // The admin is a member like any other: their RSVP stays theirs to manage.
    expect(selectEventPageView(actor.getSnapshot()).status).toBe('going');
  });

  it('shows it to nobody once the event is cancelled (cancelled is final)', async () => {
    expect(await canModerate(ADMIN, CANCELLED)).toBe(false);
  });

  it('never shows it to members, visitors, or the organizer (whose own state has it)', async () => {
    expect(await canModerate(MEMBER, OPEN)).toBe(false);
    expect(await canModerate(VISITOR, OPEN)).toBe(false);
    expect(await canModerate(ORGANIZER, OPEN)).toBe(false);
    expect(await canModerate({ ...ORGANIZER, isAdmin: true } as Viewer, OPEN)).toBe(false);
  });

  it('is false while the page loads', () => {
    const { actor } = setup(ADMIN);
    expect(selectEventPageView(actor.getSnapshot()).canModerate).toBe(false);
  });
});
