// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsMachine,
} from '../../../machines/notifications/notifications.machine';
import { selectNotificationsView } from '../../../machines/notifications/notifications.selectors';
import { logicOf, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { notificationsFakes } from './notifications.fakes';
import { FIRST_PAGE, FRESH_PAGE, LAST_PAGE, UNREAD_PAGE } from './notifications.fixtures';
import { notificationsModel } from './notifications.model';

type Sut = SystemUnderTest<typeof notificationsMachine>;

function setup() {
  const fakes = notificationsFakes();
  const { loadNotifications: load, markRead: mark, refreshNotifications: refresh } = fakes;
  const actor = createActor(notificationsMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectNotificationsView(actor.getSnapshot());
  const asked = (s: any, before: number | null) =>
    expect(load.lastInput).toEqual({
      before,
      unreadOnly: s.context.unreadOnly,
      limit: NOTIFICATIONS_PAGE_SIZE,
    });
  const listed = (s: any) => {
    expect(view().notifications.map((n) => [n.id, n.unread])).toEqual(
      s.context.items.map((n: any) => [n.id, !n.readAt]),
    );
    expect(view().unreadOnly).toBe(s.context.unreadOnly);
  };
  const marking = (s: any, status: string) => {
    listed(s);
    expect(view().marking).toBe(status);
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(view().status).toBe('loading');
        asked(s, null);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
      empty: (s) => {
        expect(view().status).toBe('empty');
        expect(view().notifications).toEqual([]);
        expect(view().unreadOnly).toBe(s.context.unreadOnly);
      },
      'loaded.list.idle': (s) => {
        expect(view().status).toBe('loaded');
        expect(view().listEnd).toBe(s.context.next ? 'more' : 'allShown');
        listed(s);
      },
      'loaded.list.loadingMore': (s) => {
        expect(view().status).toBe('loadingMore');
        asked(s, s.context.next);
        listed(s);
      },
      'loaded.list.moreFailed': (s) => {
        expect(view().status).toBe('moreFailed');
        expect(view().errorCode).toBe('network');
        listed(s);
      },
      'loaded.marking.idle': (s) => {
        marking(s, 'idle');
        expect(view().canMarkAll).toBe(s.context.items.some((n: any) => !n.readAt));
      },
      'loaded.marking.one': (s) => {
        marking(s, 'one');
        expect(mark.lastInput).toEqual({ ids: [s.context.marking] });
        expect(view().markingId).toBe(s.context.marking);
        expect(view().canMarkAll).toBe(false);
      },
      'loaded.marking.all': (s) => {
        marking(s, 'all');
        expect(mark.lastInput).toEqual({ ids: null });
        expect(view().markingId).toBeNull();
      },
      'loaded.marking.failed': (s) => {
        marking(s, 'failed');
        expect(view().markErrorCode).toBe('network');
        expect(view().markingId).toBe(s.context.marking);
      },
      'loaded.live.idle': (s) => {
        listed(s);
        expect(view().refreshing).toBe(false);
      },
      'loaded.live.refreshing': (s) => {
        listed(s);
        expect(view().refreshing).toBe(true);
        expect(refresh.lastInput).toEqual({
          before: null,
          unreadOnly: s.context.unreadOnly,
          limit: NOTIFICATIONS_PAGE_SIZE,
        });
      },
    },
    events: {
      retry: (e) => actor.send(e),
      'more.load': (e) => actor.send(e),
      'filter.set': (e) => actor.send(e),
      'item.read': (e) => actor.send(e),
      'all.read': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      // The database speaks on the live channel, not the person.
      changed: (e) => fakes.watchChanges.send(e),
      ...settlers({
        loadNotifications: load,
        loadMore: load,
        refresh,
        markOne: mark,
        markAll: mark,
      }),
    } as Sut['events'],
  };
  return { actor, sut, fakes };
}

describe('notifications page machine (model-based)', () => {
  machineModelTests(notificationsModel, setup);

  it('pages older by keyset, under the filter chosen', async () => {
    const { actor, fakes } = setup();
    actor.send({ type: 'filter.set', unreadOnly: true });
    expect(fakes.loadNotifications.lastInput).toEqual({
      before: null,
      unreadOnly: true,
      limit: NOTIFICATIONS_PAGE_SIZE,
    });
    await fakes.loadNotifications.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    expect(fakes.loadNotifications.lastInput).toEqual({
      before: FIRST_PAGE.next,
      unreadOnly: true,
      limit: NOTIFICATIONS_PAGE_SIZE,
    });
    // A notification that moved up while paging is listed once.
    await fakes.loadNotifications.resolve({
      items: [FIRST_PAGE.items[0]!, ...LAST_PAGE.items],
      next: null,
    });
    const view = selectNotificationsView(actor.getSnapshot());
    expect(view.notifications.map((n) => n.id)).toEqual([40, 39, 38, 37, 12, 11]);
    expect(view.listEnd).toBe('allShown');
  });

  it('leaves nothing listed once all are read under the unread filter', async () => {
    const { actor, fakes } = setup();
    actor.send({ type: 'filter.set', unreadOnly: true });
    await fakes.loadNotifications.resolve(UNREAD_PAGE);
    actor.send({ type: 'all.read' });
    await fakes.markRead.resolve(UNREAD_PAGE.items.length);
    expect(selectNotificationsView(actor.getSnapshot()).status).toBe('empty');
  });

  it('takes what changed in on top, keeping what was paged in below and the filter', async () => {
    const { actor, fakes } = setup();
    actor.send({ type: 'filter.set', unreadOnly: true });
    await fakes.loadNotifications.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    await fakes.loadNotifications.resolve(LAST_PAGE);
    fakes.watchChanges.send({ type: 'changed' });
    expect(fakes.refreshNotifications.lastInput).toEqual({
      before: null,
      unreadOnly: true,
      limit: NOTIFICATIONS_PAGE_SIZE,
    });
    await fakes.refreshNotifications.resolve(FRESH_PAGE);
    const view = selectNotificationsView(actor.getSnapshot());
    expect(view.notifications.map((n) => n.id)).toEqual([41, 40, 39, 38, 37, 12, 11]);
    expect(view.listEnd).toBe('allShown');
    expect(view.unreadOnly).toBe(true);
  });

  it('takes the first page read again as the whole list when nothing follows it', async () => {
    const { actor, fakes } = setup();
    await fakes.loadNotifications.resolve(FIRST_PAGE);
    fakes.watchChanges.send({ type: 'changed' });
    // One of them folded into a newer row: the old id is gone.
    const folded = { ...FIRST_PAGE.items[1]!, id: 42 };
    await fakes.refreshNotifications.resolve({
      items: [folded, FIRST_PAGE.items[0]!, ...FIRST_PAGE.items.slice(2)],
      next: null,
    });
    const view = selectNotificationsView(actor.getSnapshot());
    expect(view.notifications.map((n) => n.id)).toEqual([42, 40, 38, 37]);
    expect(view.listEnd).toBe('allShown');
  });

  it('keeps paging from where the person was after new ones came in', async () => {
    const { actor, fakes } = setup();
    await fakes.loadNotifications.resolve(FIRST_PAGE);
    fakes.watchChanges.send({ type: 'changed' });
    await fakes.refreshNotifications.resolve(FRESH_PAGE);
    actor.send({ type: 'more.load' });
    expect(fakes.loadNotifications.lastInput).toMatchObject({ before: FIRST_PAGE.next });
  });

  it('says where each notification leads', async () => {
    const { actor, fakes } = setup();
    await fakes.loadNotifications.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    await fakes.loadNotifications.resolve(LAST_PAGE);
    const hrefs = selectNotificationsView(actor.getSnapshot()).notifications.map((n) => n.href);
    const [rsvp, reply, , , approved, message] = [...FIRST_PAGE.items, ...LAST_PAGE.items];
    expect(hrefs).toEqual([
      `/events/${rsvp!.params.eventId}`,
      `/groups/${reply!.params.groupId}/threads/${reply!.params.threadId}`,
      `/events/${rsvp!.params.eventId}`,
      `/events/${rsvp!.params.eventId}`,
      `/groups/${approved!.params.groupId}`,
      `/messages/${message!.params.conversationUserId}`,
    ]);
  });
});
