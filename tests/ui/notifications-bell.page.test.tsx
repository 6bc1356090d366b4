import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { bellMachine } from '../../machines/notifications/bell.machine';
import type { NotificationItem } from '../../machines/notifications/notifications.types';
import { Bell } from '../../src/app/notifications/bell';
import {
  notificationsMessages as m,
  unreadCountMessage,
} from '../../src/features/notifications/notifications.messages';
import { bellModel } from '../machines/notifications/bell.model';
import { bellFakes, channelFake } from '../machines/notifications/notifications.fakes';
import { logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof bellMachine>;

// jsdom's page is not visual: say it is in view, so coming back to it reads the count again.
beforeAll(() => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});
afterAll(() => vi.restoreAllMocks());

/** The header's bell on its fake service and a live channel the test speaks for. */
function setup() {
  const user = setupUser();
  const fakes = bellFakes();
  const channel = channelFake();
  renderPage(
    <Bell
      logic={bellMachine.provide({ actors: { ...logicOf(fakes), watchCount: channel.logic } })}
    />,
  );
  const bellNamed = (count: number) =>
    screen.getByRole('button', {
      name: count > 0 ? `${text(m.title)}, ${text(unreadCountMessage, { count })}` : text(m.title),
    });
  const bell = () => screen.getAllByRole('button')[0]!;
  const dialog = () => screen.findByRole('dialog', { name: text(m.title) });
  const listed = async (s: any) => {
    const items = s.context.latest as NotificationItem[];
    const rows = within(await dialog()).queryAllByTestId('notification');
    expect(rows.map((r) => r.hasAttribute('data-unread'))).toEqual(items.map((n) => !n.readAt));
  };
  const sut: Sut = {
    states: {
      'count.loading': (s) => {
        expect(fakes.loadCount.calls.length).toBeGreaterThan(0);
        expect(bellNamed(s.context.count ?? 0)).toBeInTheDocument();
      },
      'count.known': (s) => {
        expect(bellNamed(s.context.count ?? 0)).toBeInTheDocument();
      },
      'popover.closed': async () => {
        expect(bell()).toHaveAttribute('aria-expanded', 'false');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      },
      'popover.loading': async () => {
        expect(bell()).toHaveAttribute('aria-expanded', 'true');
        expect(
          within(await dialog()).getByRole('status', { name: text(m.loading) }),
        ).toBeInTheDocument();
      },
      'popover.failed': async () => {
        expect(within(await dialog()).getByText(text(m.failedTitle))).toBeInTheDocument();
      },
      'popover.open': async (s) => {
        await listed(s);
        expect(within(await dialog()).getByRole('list')).toHaveAttribute('aria-busy', 'false');
      },
      // The list shown stays, busy, while the newest are read again.
      'popover.refreshing': async (s) => {
        await listed(s);
        expect(within(await dialog()).getByRole('list')).toHaveAttribute('aria-busy', 'true');
        expect(fakes.loadLatest.calls.length).toBeGreaterThan(1);
      },
      'popover.marking': async (s) => {
        await listed(s);
        expect(
          within(await dialog()).getByRole('button', { name: textPattern(m.markingAll) }),
        ).toBeDisabled();
      },
      'popover.markFailed': async (s) => {
        await listed(s);
        expect(within(await dialog()).getByText(text(m.markFailed))).toBeInTheDocument();
      },
    },
    events: {
      'count.changed': (e) => act(() => channel.send(e)),
      refresh: () => act(() => void fireEvent(document, new Event('visibilitychange'))),
      'popover.open': () => user.click(bell()),
      'popover.close': () => user.click(bell()),
      'popover.retry': async () =>
        user.click(within(await dialog()).getByRole('button', { name: text(m.retry) })),
      'all.read': async () =>
        user.click(within(await dialog()).getByRole('button', { name: text(m.markAll) })),
      ...settlers({ ...fakes, refreshLatest: fakes.loadLatest }, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('the header’s bell (model-based, through the rendered bell)', () => {
  modelTests(bellModel, {
    setup,
    initial: () => createActor(bellMachine).getSnapshot(),
    cover: { by: 'transitions' },
  });
});
