import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EventsFailure } from '../../../machines/events/events.types';
import { MY_EVENTS_PAGE, myEventsMachine } from '../../../machines/profile/my-events.machine';
import { selectMyEventsView } from '../../../machines/profile/my-events.selectors';
import type { MyEvents } from '../../../machines/profile/my-events.types';
import { controllable, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import {
  MY_EVENTS_USER,
  NOW,
  everything,
  myEventsInput,
  myEventsModel,
  organized,
} from './my-events.model';
import { machineModelTests } from '../../support/model-tests';

type Sut = SystemUnderTest<typeof myEventsMachine>;

function setup() {
  const load = controllable<MyEvents, { userId: string }>();
  const logged: EventsFailure[] = [];
  const actor = createActor(
    myEventsMachine.provide({
      actors: { loadMyEvents: load.logic },
      actions: { logFailure: (_, failure) => void logged.push(failure) },
    }),
    { input: myEventsInput },
  ).start();
  const view = () => selectMyEventsView(actor.getSnapshot());
  /** What the open tab shows must be what the expected snapshot holds, page by page. */
  const expectTab = (expected: Parameters<Sut['states'][string]>[0]) => {
    const v = view();
    const tab = v[v.tab];
    const ctx = expected.context;
    expect(v.status).toBe('loaded');
    expect(tab.pastOpen).toBe(ctx.pastOpen[v.tab]);
    expect(tab.upcoming.items).toHaveLength(
      Math.min(ctx.shown[`${v.tab}.upcoming`], tab.upcoming.total),
    );
    expect(tab.upcoming.remaining).toBe(tab.upcoming.total - tab.upcoming.items.length);
    // Upcoming soonest first, past latest first, and nothing on both sides of "now".
    const starts = tab.upcoming.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(tab.upcoming.items.every((e) => Date.parse(e.endsAt) >= NOW)).toBe(true);
    expect(tab.past.items.every((e) => Date.parse(e.endsAt) < NOW)).toBe(true);
    expect(tab.upcoming.total + tab.past.total).toBe(tab.total);
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual({ userId: MY_EVENTS_USER });
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().failure?.code).toBe('network');
        expect(logged.at(-1)?.code).toBe('network');
      },
      empty: () => {
        expect(view().status).toBe('empty');
        expect(view().organizing.total + view().attending.total).toBe(0);
      },
      'loaded.organizing': (expected) => {
        expect(view().tab).toBe('organizing');
        expectTab(expected);
      },
      'loaded.attending': (expected) => {
        expect(view().tab).toBe('attending');
        expectTab(expected);
      },
    },
    events: {
      ...settlers({ loadMyEvents: load }),
      ...sentTo(actor, 'retry', 'tab.select', 'past.toggle', 'list.more'),
    } as Sut['events'],
  };
  return { actor, sut, load };
}

describe('my events machine (model-based)', () => {
  machineModelTests(myEventsModel, setup);
});

describe('my events machine (rules)', () => {
  it('splits at "now": an event under way is still upcoming, past ones come latest first', async () => {
    const { actor, load } = setup();
    const underWay = {
      ...organized[0]!,
      id: 'c0000000-0000-4000-8000-000000000001',
      title: 'Идёт сейчас',
      startsAt: new Date(NOW - 3_600_000).toISOString(),
      endsAt: new Date(NOW + 3_600_000).toISOString(),
    };
    await load.resolve({ organized: [...everything.organized, underWay], attending: [] });
    const v = selectMyEventsView(actor.getSnapshot()).organizing;
    expect(v.upcoming.items[0]!.title).toBe('Идёт сейчас');
    expect(v.upcoming.total).toBe(9);
    expect(v.pastOpen).toBe(false);
    expect(v.past.items.map((e) => e.title)).toEqual([
      'Прошедшая встреча 1',
      'Прошедшая встреча 2',
    ]);
  });

  it('shows a page at a time and stops when everything is shown', async () => {
    const { actor, load } = setup();
    await load.resolve(everything);
    const shown = () => selectMyEventsView(actor.getSnapshot()).organizing.upcoming;
    expect(shown().items).toHaveLength(MY_EVENTS_PAGE);
    expect(shown().remaining).toBe(2);
    actor.send({ type: 'list.more', list: 'organizing.upcoming' });
    expect(shown().items).toHaveLength(8);
    expect(shown().remaining).toBe(0);
    const before = actor.getSnapshot();
    actor.send({ type: 'list.more', list: 'organizing.upcoming' });
    expect(actor.getSnapshot().context).toBe(before.context);
  });

  it('a folded past list and the other tab do not grow', async () => {
    const { actor, load } = setup();
    const many = Array.from({ length: 8 }, (_, i) => ({
      ...organized[8]!,
      id: `d0000000-0000-4000-8000-00000000000${i}`,
    }));
    await load.resolve({ organized: many, attending: everything.attending });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'list.more', list: 'organizing.past' });
    actor.send({ type: 'list.more', list: 'attending.upcoming' });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: 'past.toggle' });
    actor.send({ type: 'list.more', list: 'organizing.past' });
    expect(selectMyEventsView(actor.getSnapshot()).organizing.past.items).toHaveLength(8);
    // Folding starts the list from its first page again.
    actor.send({ type: 'past.toggle' });
    actor.send({ type: 'past.toggle' });
    expect(selectMyEventsView(actor.getSnapshot()).organizing.past.items).toHaveLength(
      MY_EVENTS_PAGE,
    );
  });

  it('opens on "attending" for someone who organises nothing', async () => {
    const { actor, load } = setup();
    await load.resolve({ organized: [], attending: everything.attending });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'attending' });
  });
});
