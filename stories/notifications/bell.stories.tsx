import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { type BellEvent, bellMachine } from '../../machines/notifications/bell.machine';
import type {
  MarkReadInput,
  NotificationsPage as Page,
  NotificationsQuery,
} from '../../machines/notifications/notifications.types';
import { Bell } from '../../src/app/notifications/bell';
import { layoutMessages, unreadMessages } from '../../src/features/layout/layout.messages';
import {
  notificationsMessages as m,
  unreadCountMessage,
} from '../../src/features/notifications/notifications.messages';
import {
  FIRST_PAGE,
  FRESH_PAGE,
  NEWEST_ITEM,
  NO_NOTIFICATIONS,
} from '../../tests/machines/notifications/notifications.fixtures';
import { text, textPattern } from '../../tests/support/messages';
import { PageFrame } from '../pages/page-frame';
import { type Answer, settle } from './fakes';

/** What the database would broadcast on the member's topic, as the story's play sends it. */
const BROADCAST = 'story-notifications-broadcast';
const broadcast = (count: number) =>
  window.dispatchEvent(new CustomEvent(BROADCAST, { detail: count }));

interface Fakes {
  count?: Answer<number>;
  latest?: Answer<Page>;
  /** The newest read again once the popover is open (a broadcast came); `latest` by default. */
  refreshed?: Answer<Page>;
  mark?: Answer<number>;
}

const logicOf = ({ count = 3, latest = FIRST_PAGE, refreshed = latest, mark = 3 }: Fakes) => {
  let reads = 0;
  return bellMachine.provide({
    actors: {
      loadCount: fromPromise<number, void>(() => settle(count)),
      loadLatest: fromPromise<Page, NotificationsQuery>(() =>
        settle(reads++ === 0 ? latest : refreshed),
      ),
      markAllRead: fromPromise<number, MarkReadInput>(() => settle(mark)),
      watchCount: fromCallback<BellEvent>(({ sendBack }) => {
        const deliver = (e: Event) =>
          sendBack({ type: 'count.changed', count: (e as CustomEvent<number>).detail });
        window.addEventListener(BROADCAST, deliver);
        return () => window.removeEventListener(BROADCAST, deliver);
      }),
    },
  });
};

/** The app's frame with the bell running on fakes, through the same slot the shell builds. */
function Frame(fakes: Fakes) {
  const [logic] = useState(() => logicOf(fakes));
  const [count, setCount] = useState(0);
  return (
    <PageFrame
      session={{ status: 'signedIn', isAdmin: false, fullName: 'Дмитрий Иванов' }}
      bell={<Bell logic={logic} onCount={setCount} />}
      notificationsCount={count}
    >
      <p style={{ padding: '2rem' }}>…</p>
    </PageFrame>
  );
}

type Canvas = ReturnType<typeof within>;

/** The bell button, named by its text and, with unread notifications, their count. */
const bellButton = async (canvas: Canvas, count?: number) => {
  const name =
    count === undefined
      ? text(m.title)
      : `${text(m.title)}, ${text(unreadCountMessage, { count })}`;
  return within(await canvas.findByRole('banner')).findByRole('button', { name });
};

const popover = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: text(m.title) });

const openPopover = async (canvas: Canvas, canvasElement: HTMLElement, count = 3) => {
  await userEvent.click(await bellButton(canvas, count));
  return within(await popover(canvasElement));
};

const meta = {
  title: 'Notifications/Bell',
  component: Frame,
  parameters: { machine: { id: 'notificationsBell' }, layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count not known yet: the bell alone, no number. */
export const CountLoading: Story = {
  parameters: { machine: { state: ['count.loading', 'popover.closed'] } },
  args: { count: 'pending' },
  play: async ({ canvas }) => {
    await expect(await bellButton(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByTestId('unread-badge')).toBeNull();
  },
};

/** Three unread: the number on the bell, read out in its name. */
export const Unread: Story = {
  parameters: { machine: { state: ['count.known', 'popover.closed'] } },
  play: async ({ canvas }) => {
    const bell = await bellButton(canvas, 3);
    await expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
  },
};

/** Someone RSVPs: the database broadcasts the new count and the bell follows at once. */
export const LiveCount: Story = {
  parameters: { machine: { state: ['count.known', 'popover.closed'] } },
  play: async ({ canvas }) => {
    await bellButton(canvas, 3);
    broadcast(4);
    await expect(await bellButton(canvas, 4)).toBeVisible();
  },
};

export const Opening: Story = {
  parameters: { machine: { state: ['count.known', 'popover.loading'] } },
  args: { latest: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await expect(inside.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
    await expect(await bellButton(canvas, 3)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The newest few, each a link; «all notifications» leads to the page. */
export const Open: Story = {
  parameters: { machine: { state: ['count.known', 'popover.open'] } },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    const list = await inside.findByRole('list', { name: text(m.list) });
    await expect(within(list).getAllByTestId('notification')).toHaveLength(4);
    await expect(inside.getByRole('link', { name: text(m.popoverAll) })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(inside.getByRole('button', { name: text(m.markAll) })).toBeEnabled();
  },
};

export const OpenEmpty: Story = {
  parameters: { machine: { state: ['count.known', 'popover.open'] } },
  args: { count: 0, latest: NO_NOTIFICATIONS },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await bellButton(canvas));
    const inside = within(await popover(canvasElement));
    await expect(await inside.findByText(text(m.popoverEmpty))).toBeVisible();
    await expect(inside.queryByRole('button', { name: text(m.markAll) })).toBeNull();
  },
};

export const OpenFailed: Story = {
  parameters: { machine: { state: ['count.known', 'popover.failed'] } },
  args: { latest: 'error' },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await expect(await inside.findByText(text(m.failedTitle))).toBeVisible();
    await expect(inside.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

export const MarkingAll: Story = {
  parameters: { machine: { state: ['count.known', 'popover.marking'] } },
  args: { mark: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await userEvent.click(await inside.findByRole('button', { name: text(m.markAll) }));
    await expect(
      await inside.findByRole('button', { name: textPattern(m.markingAll) }),
    ).toBeDisabled();
  },
};

export const MarkAllFailed: Story = {
  parameters: { machine: { state: ['count.known', 'popover.markFailed'] } },
  args: { mark: 'error' },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await userEvent.click(await inside.findByRole('button', { name: text(m.markAll) }));
    await expect(await inside.findByText(text(m.markFailed))).toBeVisible();
    await expect(inside.getByRole('button', { name: text(m.markAll) })).toBeEnabled();
  },
};

/** All marked read: the number leaves the bell, the list reads as read. */
export const AllRead: Story = {
  parameters: { machine: { state: ['count.known', 'popover.open'] } },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await userEvent.click(await inside.findByRole('button', { name: text(m.markAll) }));
    await expect(await bellButton(canvas)).toBeVisible();
    await waitFor(() => expect(inside.queryByText(text(m.unread))).toBeNull());
  },
};

/** By keyboard: Enter opens it with focus inside, Escape closes it and gives focus back. */
export const Keyboard: Story = {
  parameters: { machine: { state: ['count.known', 'popover.closed'] } },
  play: async ({ canvas, canvasElement }) => {
    const bell = await bellButton(canvas, 3);
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await popover(canvasElement);
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** On a phone the bell's place is the menu's notifications link, with the same count. */
export const PhoneMenu: Story = {
  parameters: { machine: { state: ['count.known', 'popover.closed'] } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text(layoutMessages.menuOpen) }),
    );
    const menu = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 5000 },
    );
    await expect(
      await within(menu).findByRole(
        'link',
        {
          name: `${text(layoutMessages.notifications)} ${text(unreadMessages, { count: 3 })}`,
        },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('href', '/notifications');
  },
};

/** A broadcast while the popover is open: the newest are read again, the list shown meanwhile. */
export const Refreshing: Story = {
  parameters: { machine: { state: ['count.known', 'popover.refreshing'] } },
  args: { refreshed: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await expect(await inside.findAllByTestId('notification')).toHaveLength(4);
    broadcast(4);
    await waitFor(() => expect(inside.getByRole('list')).toHaveAttribute('aria-busy', 'true'));
    await expect(inside.getAllByTestId('notification')).toHaveLength(4);
    await expect(await bellButton(canvas, 4)).toBeVisible();
  },
};

/** Someone new is going while the popover is open: they come in on top. */
export const Refreshed: Story = {
  parameters: { machine: { state: ['count.known', 'popover.refreshing', 'popover.open'] } },
  args: { refreshed: { items: FRESH_PAGE.items, next: null } },
  play: async ({ canvas, canvasElement }) => {
    const inside = await openPopover(canvas, canvasElement);
    await expect(await inside.findAllByTestId('notification')).toHaveLength(4);
    broadcast(4);
    await waitFor(() =>
      expect(inside.getAllByTestId('notification')[0]!).toHaveTextContent(NEWEST_ITEM.actorName!),
    );
    await expect(inside.getAllByTestId('notification')).toHaveLength(FRESH_PAGE.items.length);
    await expect(inside.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  },
};
