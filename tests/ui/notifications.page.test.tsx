import { act, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsMachine,
} from '../../machines/notifications/notifications.machine';
import type { NotificationItem } from '../../machines/notifications/notifications.types';
import { NotificationsPage } from '../../src/features/notifications/notifications-page';
import {
  notificationsMessages as m,
  notificationsErrorOf,
  notificationTexts,
} from '../../src/features/notifications/notifications.messages';
import { notificationsFakes } from '../machines/notifications/notifications.fakes';
import { notificationsModel } from '../machines/notifications/notifications.model';
import { logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof notificationsMachine>;

/** The page on its fake service, the model's events sent as a person would. */
function setup() {
  const user = setupUser();
  const fakes = notificationsFakes();
  const { loadNotifications: load, markRead: mark, refreshNotifications: refresh } = fakes;
  renderPage(
    <NotificationsPage logic={notificationsMachine.provide({ actors: logicOf(fakes) })} />,
    { path: '/notifications' },
  );
  const rows = () => screen.queryAllByTestId('notification');
  const listed = (s: any) => {
    const items = s.context.items as NotificationItem[];
    expect(rows()).toHaveLength(items.length);
    items.forEach((n, i) => {
      const row = rows()[i]!;
      expect(row.hasAttribute('data-unread')).toBe(!n.readAt);
      if (n.type === 'rsvp.created')
        expect(row).toHaveTextContent(
          text(notificationTexts[n.type], {
            actor: n.actorName!,
            others: n.othersCount,
            event: n.params.eventTitle!,
          }),
        );
    });
    expect(screen.getByRole('button', { name: text(m.filterUnread) })).toHaveAttribute(
      'aria-pressed',
      String(s.context.unreadOnly),
    );
  };
  const asked = (s: any, before: number | null) =>
    expect(load.lastInput).toEqual({
      before,
      unreadOnly: s.context.unreadOnly,
      limit: NOTIFICATIONS_PAGE_SIZE,
    });
  const markButtons = () => screen.queryAllByRole('button', { name: text(m.markRead) });
  const rowOf = (id: number | null, s: any) =>
    rows()[(s.context.items as NotificationItem[]).findIndex((n) => n.id === id)]!;
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        asked(s, null);
      },
      failed: () => {
        expect(screen.getByText(text(m.failedTitle))).toBeInTheDocument();
        expect(screen.getByText(text(notificationsErrorOf('network')))).toBeInTheDocument();
      },
      empty: (s) => {
        const title = s.context.unreadOnly ? m.emptyUnreadTitle : m.emptyTitle;
        expect(screen.getByRole('heading', { name: text(title) })).toBeVisible();
        expect(rows()).toHaveLength(0);
      },
      'loaded.list.idle': (s) => {
        listed(s);
        if (s.context.next)
          expect(screen.getByRole('button', { name: text(m.more) })).toBeEnabled();
        else expect(screen.getByText(text(m.allShown))).toBeInTheDocument();
      },
      'loaded.list.loadingMore': (s) => {
        listed(s);
        asked(s, s.context.next);
        expect(screen.getByRole('button', { name: textPattern(m.loadingMore) })).toBeDisabled();
      },
      'loaded.list.moreFailed': (s) => {
        listed(s);
        expect(screen.getByText(text(m.moreFailed))).toBeInTheDocument();
      },
      'loaded.marking.idle': (s) => {
        const unread = (s.context.items as NotificationItem[]).filter((n) => !n.readAt).length;
        expect(markButtons()).toHaveLength(unread);
        markButtons().forEach((b) => expect(b).toBeEnabled());
        expect(screen.queryByText(text(m.markFailed))).toBeNull();
      },
      'loaded.marking.one': (s) => {
        expect(mark.lastInput).toEqual({ ids: [s.context.marking] });
        expect(
          within(rowOf(s.context.marking, s)).getByRole('button', {
            name: textPattern(m.markingRead),
          }),
        ).toBeDisabled();
        expect(screen.getByRole('button', { name: text(m.markAll) })).toBeDisabled();
      },
      'loaded.marking.all': () => {
        expect(mark.lastInput).toEqual({ ids: null });
        expect(screen.getByRole('button', { name: textPattern(m.markingAll) })).toBeDisabled();
      },
      'loaded.marking.failed': () => {
        expect(screen.getByText(text(m.markFailed))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(m.dismiss) })).toBeEnabled();
      },
      'loaded.live.idle': (s) => {
        listed(s);
        expect(screen.getByRole('list', { name: text(m.list) })).toHaveAttribute(
          'aria-busy',
          'false',
        );
      },
      'loaded.live.refreshing': (s) => {
        listed(s);
        expect(screen.getByRole('list', { name: text(m.list) })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        expect(refresh.lastInput).toEqual({
          before: null,
          unreadOnly: s.context.unreadOnly,
          limit: NOTIFICATIONS_PAGE_SIZE,
        });
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'more.load': () => user.click(screen.getByRole('button', { name: text(m.more) })),
      'filter.set': (e) =>
        user.click(
          screen.getByRole('button', { name: text(e.unreadOnly ? m.filterUnread : m.filterAll) }),
        ),
      'item.read': (e) => {
        const row = rows().find((r) => r.dataset.id === String(e.id))!;
        return user.click(within(row).getByRole('button', { name: text(m.markRead) }));
      },
      'all.read': () => user.click(screen.getByRole('button', { name: text(m.markAll) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
      changed: (e) => act(() => fakes.watchChanges.send(e)),
      ...settlers(
        { loadNotifications: load, loadMore: load, refresh, markOne: mark, markAll: mark },
        (fn) => act(fn),
      ),
    } as Sut['events'],
  };
  return { sut };
}

describe('/notifications (model-based, through the page)', () => {
  modelTests(notificationsModel, {
    setup,
    initial: () => createActor(notificationsMachine).getSnapshot(),
    // Every state and declared transition; each walk renders the page at every step.
    cover: { by: 'transitions' },
  });
});
