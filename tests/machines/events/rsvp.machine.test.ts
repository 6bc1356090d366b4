// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { EventPageData, Viewer } from '../../../machines/events/events.types';
import { rsvpMachine } from '../../../machines/events/rsvp.machine';
import { selectEventPageView } from '../../../machines/events/rsvp.selectors';
import { flush, logicOf, sentTo, settlers } from '../../support/controllable';
import { channelFake } from './channel-fake';
import { MEMBER_ID } from './fixtures';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
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
  LONGER_WAITLIST,
  PROMOTED,
  REFRESH_AFTER,
  REOPEN_AFTER,
  liveJoinModel,
  liveModel,
  malformedModel,
  memberModel,
  organizerModel,
  visitorModel,
  rsvpFakes,
} from './rsvp.model';

type Sut = SystemUnderTest<typeof rsvpMachine>;

function setup(viewer: Viewer = MEMBER, eventId = EVENT_ID) {
  const fakes = rsvpFakes();
  const channel = channelFake();
  const clock = new SimulatedClock();
  const notes: string[] = [];
  const actor = createActor(
    rsvpMachine.provide({
      actors: { ...logicOf(fakes), eventChannel: channel.logic },
      actions: {
        notifyPromoted: () => void notes.push('promoted'),
        goToSignIn: () => void notes.push('signIn'),
        share: () => void notes.push('share'),
        downloadCalendar: () => void notes.push('ics'),
        notifyRsvp: (_, { status }) => void notes.push(`rsvp:${status}`),
        notifyRsvpFailed: (_, { failure }) => void notes.push(`failed:${failure.code}`),
      },
    }),
    { input: { eventId, viewer, now: NOW }, clock },
  ).start();
  const view = () => selectEventPageView(actor.getSnapshot());
  const userId = viewer.status === 'member' ? viewer.userId : null;
  /** The live region: the channel open exactly while it is on, listening for this viewer. */
  const channelOpen = (live: string) => () => {
    expect(view().live).toBe(live);
    expect(channel.current().input).toEqual({ eventId: EVENT_ID, userId });
    expect(channel.opened.filter((c) => !c.closed)).toHaveLength(1);
  };
  const ready = (status: string) => (expected: any) => {
    expect(view().status).toBe(status);
    expect(view().data).toEqual(expected.context.data);
    expect(view().rsvpError).toBe(expected.context.rsvpError?.code ?? null);
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(fakes.loadEvent.lastInput).toEqual({
          eventId: EVENT_ID,
          userId: viewer.status === 'member' ? viewer.userId : null,
        });
      },
      notFound: () => {
        expect(view().status).toBe('notFound');
        if (eventId === MALFORMED_ID) expect(fakes.loadEvent.calls).toHaveLength(0);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().error).toBe('network');
      },
      'ready.rsvp.cancelled': ready('cancelled'),
      'ready.rsvp.past': ready('past'),
      'ready.rsvp.organizer': ready('organizer'),
      'ready.rsvp.visitor': ready('visitor'),
      'ready.rsvp.open': ready('open'),
      'ready.rsvp.full': ready('full'),
      'ready.rsvp.joining': () => {
        expect(view().status).toBe('joining');
        expect(fakes.joinEvent.lastInput.eventId).toBe(EVENT_ID);
      },
      'ready.rsvp.going': ready('going'),
      'ready.rsvp.waitlisted': ready('waitlisted'),
      'ready.rsvp.cancelling': () => {
        expect(view().status).toBe('cancelling');
        expect(fakes.leaveEvent.lastInput.eventId).toBe(EVENT_ID);
      },
      'ready.updates.off': () => {
        expect(view().live).toBe('off');
        expect(channel.opened).toHaveLength(0);
      },
      'ready.updates.on.connecting': channelOpen('connecting'),
      'ready.updates.on.live': channelOpen('live'),
      'ready.updates.on.pending': channelOpen('live'),
      'ready.updates.on.refreshing': () => {
        channelOpen('live')();
        // The page is read again as it was first read: the viewer's own part included.
        expect(fakes.loadEvent.calls.length).toBeGreaterThan(1);
        expect(fakes.loadEvent.lastInput).toEqual({ eventId: EVENT_ID, userId });
      },
      'ready.updates.on.reconnecting': channelOpen('reconnecting'),
      'ready.updates.closed': () => {
        expect(view().live).toBe('reconnecting');
        expect(channel.opened.every((c) => c.closed)).toBe(true);
      },
    },
    events: {
      ...sentTo(
        actor,
        'retry',
        'rsvp.join',
        'rsvp.cancel',
        'error.dismiss',
        'share',
        'calendar.add',
      ),
      ...settlers({ ...fakes, refreshEvent: fakes.loadEvent }),
      'channel.subscribed': (e) => channel.report(e),
      'channel.changed': (e) => channel.report(e),
      'channel.failed': (e) => channel.report(e),
      'channel.closed': (e) => channel.report(e),
      [REFRESH_AFTER]: async () => {
        clock.increment(150);
        await flush();
      },
      [REOPEN_AFTER]: async () => {
        clock.increment(3000);
        await flush();
      },
    } as Sut['events'],
  };
  return {
    actor,
    sut,
    notes,
    load: fakes.loadEvent,
    join: fakes.joinEvent,
    leave: fakes.leaveEvent,
    channel,
    clock,
  };
}

describe('rsvp machine (model-based)', () => {
  machineStartsTests(rsvpMachine, [
    ['member', memberModel, () => setup(MEMBER)],
    ['visitor', visitorModel, () => setup(VISITOR)],
    ['organizer', organizerModel, () => setup(ORGANIZER)],
    ['malformed id', malformedModel, () => setup(MEMBER, MALFORMED_ID)],
    ['live updates', liveModel, () => setup(MEMBER)],
    ['live updates while joining', liveJoinModel, () => setup(MEMBER)],
  ]);
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
    expect(actor.getSnapshot().value).toMatchObject({ ready: { rsvp: 'full' } });
    actor.send({ type: 'rsvp.join' });
    await join.resolve({ ...answerFor(FULL), myRsvp: 'waitlisted', waitlistCount: 3 });
    expect(actor.getSnapshot().value).toMatchObject({ ready: { rsvp: 'waitlisted' } });
    expect(notes).toEqual(['rsvp:waitlisted']);
  });

  it('keeps the page usable and names the failure when an RSVP is refused', async () => {
    const { actor, load, join, notes } = setup();
    await load.resolve(OPEN);
    actor.send({ type: 'rsvp.join' });
    await join.reject({ code: 'event_not_open', message: 'event_not_open' });
    expect(actor.getSnapshot().value).toMatchObject({ ready: { rsvp: 'open' } });
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

describe('rsvp machine (live updates, issue 14)', () => {
  const live = async () => {
    const t = setup();
    await t.load.resolve(WAITLISTED);
    t.channel.report({ type: 'channel.subscribed' });
    await t.load.resolve(WAITLISTED);
    return t;
  };
  const tick = async (t: ReturnType<typeof setup>, ms: number) => {
    t.clock.increment(ms);
    await flush();
  };

  it('reads the page once it listens: what changed before the channel opened is not lost', async () => {
    const t = setup();
    await t.load.resolve(WAITLISTED);
    expect(selectEventPageView(t.actor.getSnapshot()).live).toBe('connecting');
    expect(t.load.calls).toHaveLength(1);
    t.channel.report({ type: 'channel.subscribed' });
    expect(t.load.calls).toHaveLength(2);
    await t.load.resolve(LONGER_WAITLIST);
    const view = selectEventPageView(t.actor.getSnapshot());
    expect(view.live).toBe('live');
    expect(view.capacity?.waitlist).toBe(4);
  });

  it('reads the page once for a burst of changes, and tells a waitlisted member they go', async () => {
    const t = await live();
    for (let i = 0; i < 5; i++) t.channel.report({ type: 'channel.changed' });
    await tick(t, 150);
    expect(t.load.calls).toHaveLength(3);
    await t.load.resolve(PROMOTED);
    const view = selectEventPageView(t.actor.getSnapshot());
    expect(view.status).toBe('going');
    expect(view.capacity).toMatchObject({ going: 10, waitlist: 2 });
    expect(t.notes).toEqual(['promoted']);
  });

  it('moves the counts without a word when only other people moved', async () => {
    const t = await live();
    t.channel.report({ type: 'channel.changed' });
    await tick(t, 150);
    await t.load.resolve(LONGER_WAITLIST);
    expect(selectEventPageView(t.actor.getSnapshot()).capacity?.waitlist).toBe(4);
    expect(t.notes).toEqual([]);
  });

  it('reads again when a change arrives while the page is being read', async () => {
    const t = await live();
    t.channel.report({ type: 'channel.changed' });
    await tick(t, 150);
    t.channel.report({ type: 'channel.changed' });
    await t.load.resolve(LONGER_WAITLIST);
    expect(selectEventPageView(t.actor.getSnapshot()).live).toBe('live');
    await tick(t, 150);
    expect(t.load.calls).toHaveLength(4);
  });

  it('reads the page after a lost channel is back, and opens a closed one again', async () => {
    const t = await live();
    t.channel.report({ type: 'channel.failed' });
    expect(selectEventPageView(t.actor.getSnapshot()).live).toBe('reconnecting');
    t.channel.report({ type: 'channel.subscribed' });
    expect(t.load.calls).toHaveLength(3);
    await t.load.resolve(WAITLISTED);
    t.channel.report({ type: 'channel.closed' });
    expect(t.channel.opened[0]!.closed).toBe(true);
    await tick(t, 3000);
    expect(t.channel.opened).toHaveLength(2);
    t.channel.report({ type: 'channel.subscribed' });
    expect(t.load.calls).toHaveLength(4);
  });

  it('closes the channel when the page goes (the machine stops)', async () => {
    const t = await live();
    t.actor.stop();
    expect(t.channel.opened.map((c) => c.closed)).toEqual([true]);
  });

  it('opens no channel for a cancelled or past event', async () => {
    for (const data of [CANCELLED, PAST]) {
      const t = setup();
      await t.load.resolve(data);
      expect(selectEventPageView(t.actor.getSnapshot()).live).toBe('off');
      expect(t.channel.opened).toHaveLength(0);
    }
  });
});
