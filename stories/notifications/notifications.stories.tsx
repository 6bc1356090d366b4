import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import {
  type NotificationsEvent,
  notificationsMachine,
} from '../../machines/notifications/notifications.machine';
import type {
  MarkReadInput,
  NotificationsPage as Page,
  NotificationsQuery,
} from '../../machines/notifications/notifications.types';
import { NotificationsPage } from '../../src/features/notifications/notifications-page';
import {
  notificationsMessages as m,
  notificationTexts,
} from '../../src/features/notifications/notifications.messages';
import {
  FIRST_PAGE,
  FRESH_PAGE,
  LAST_PAGE,
  NEWEST_ITEM,
  NO_NOTIFICATIONS,
  UNREAD_PAGE,
} from '../../tests/machines/notifications/notifications.fixtures';
import { text, textPattern } from '../../tests/support/messages';
import { PageFrame } from '../pages/page-frame';
import { personMessages } from '../../src/components/person/person-name';
import { type Answer, settle } from './fakes';

/** What the database would broadcast on the member's topic, as a story's play sends it. */
const CHANGED = 'story-notifications-changed';
const broadcast = () => window.dispatchEvent(new Event(CHANGED));

/**
 * The page on a fake service: the first page (of all, or of the unread) `first`, an older page
 * `older`, the first page read again after a broadcast `fresh`, and every mark answered by `mark`.
 */
const logic = ({
  first = FIRST_PAGE as Answer<Page>,
  unread = UNREAD_PAGE as Answer<Page>,
  older = LAST_PAGE as Answer<Page>,
  fresh = FRESH_PAGE as Answer<Page>,
  mark = 1 as Answer<number>,
} = {}) =>
  notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<Page, NotificationsQuery>(({ input }) =>
        settle(input.before !== null ? older : input.unreadOnly ? unread : first),
      ),
      refreshNotifications: fromPromise<Page, NotificationsQuery>(() => settle(fresh)),
      markRead: fromPromise<number, MarkReadInput>(() => settle(mark)),
      watchChanges: fromCallback<NotificationsEvent>(({ sendBack }) => {
        const deliver = () => sendBack({ type: 'changed' });
        window.addEventListener(CHANGED, deliver);
        return () => window.removeEventListener(CHANGED, deliver);
      }),
    },
  });

const list = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: text(m.list) });
const items = async (canvas: ReturnType<typeof within>) =>
  within(await list(canvas)).getAllByTestId('notification');
const markButtons = (canvas: ReturnType<typeof within>) =>
  canvas.findAllByRole('button', { name: text(m.markRead) });

const meta = {
  title: 'Notifications/Page',
  component: NotificationsPage,
  parameters: {
    machine: { id: 'notifications' },
    layout: 'fullscreen',
    route: '/notifications',
  },
  args: { logic: logic() },
  render: (args) => (
    <PageFrame session={{ status: 'signedIn', isAdmin: false, fullName: 'Дмитрий Иванов' }}>
      <NotificationsPage {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic({ first: 'pending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic({ first: 'error' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.failedTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic({ first: NO_NOTIFICATIONS }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text(m.emptyTitle) })).toBeVisible();
  },
};

/** Under the unread filter, nothing left: «show all» goes back to everything. */
export const NothingUnread: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic({ unread: NO_NOTIFICATIONS }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.filterUnread) }));
    await expect(
      await canvas.findByRole('heading', { name: text(m.emptyUnreadTitle) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.filterUnread) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: text(m.showAll) })).toBeEnabled();
  },
};

/**
 * Thirteen people going (one named, twelve folded in), a reply, a seat from the waitlist (read),
 * a reminder; each a link to what it is about, the unread ones with «mark read».
 */
export const Loaded: Story = {
  parameters: {
    machine: { state: ['loaded.list.idle', 'loaded.marking.idle', 'loaded.live.idle'] },
  },
  play: async ({ canvas }) => {
    const lines = await items(canvas);
    await expect(lines).toHaveLength(4);
    await expect(lines[0]!).toHaveTextContent(
      text(notificationTexts['rsvp.created'], {
        actor: 'Анна Смирнова',
        others: 12,
        event: 'React митап',
      }),
    );
    await expect(within(lines[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/events/${FIRST_PAGE.items[0]!.params.eventId}`,
    );
    await expect(lines[0]!).toHaveTextContent(text(m.unread));
    await expect(lines[2]!).not.toHaveTextContent(text(m.unread));
    await expect(await markButtons(canvas)).toHaveLength(3);
    // Each «mark read» names, as its description, the notification it marks.
    await expect((await markButtons(canvas))[0]!).toHaveAccessibleDescription(
      text(notificationTexts['rsvp.created'], {
        actor: 'Анна Смирнова',
        others: 12,
        event: 'React митап',
      }),
    );
    await expect(canvas.getByRole('button', { name: text(m.markAll) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text(m.more) })).toBeEnabled();
  },
};

/** The latest to sign up has since deleted their account: «Удалённый пользователь и ещё 12». */
export const DeletedActor: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.idle'] } },
  args: {
    logic: logic({
      first: {
        ...FIRST_PAGE,
        items: [
          { ...FIRST_PAGE.items[0]!, actorId: null, actorName: null, actorDeleted: true },
          ...FIRST_PAGE.items.slice(1),
        ],
      },
    }),
  },
  play: async ({ canvas }) => {
    const [first] = await items(canvas);
    await expect(first!).toHaveTextContent(
      text(notificationTexts['rsvp.created'], {
        actor: text(personMessages.deleted),
        others: 12,
        event: 'React митап',
      }),
    );
  },
};

/** Every page shown: the list says it is all. */
export const AllShown: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.idle'] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expect(await canvas.findByText(text(m.allShown))).toBeVisible();
    await expect(await items(canvas)).toHaveLength(6);
  },
};

export const LoadingMore: Story = {
  parameters: { machine: { state: ['loaded.list.loadingMore', 'loaded.marking.idle'] } },
  args: { logic: logic({ older: 'pending' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expect(
      await canvas.findByRole('button', { name: textPattern(m.loadingMore) }),
    ).toBeDisabled();
  },
};

export const MoreFailed: Story = {
  parameters: { machine: { state: ['loaded.list.moreFailed', 'loaded.marking.idle'] } },
  args: { logic: logic({ older: 'error' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expect(await canvas.findByText(text(m.moreFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.more) })).toBeEnabled();
  },
};

/** One being marked read: its button says so, the others wait. */
export const MarkingOne: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.one'] } },
  args: { logic: logic({ mark: 'pending' }) },
  play: async ({ canvas }) => {
    await userEvent.click((await markButtons(canvas))[0]!);
    await expect(
      await canvas.findByRole('button', { name: textPattern(m.markingRead) }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text(m.markAll) })).toBeDisabled();
  },
};

/** One marked: it reads as read, its button gone. */
export const MarkedOne: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.idle'] } },
  play: async ({ canvas }) => {
    await userEvent.click((await markButtons(canvas))[0]!);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: text(m.markRead) })).toHaveLength(2),
    );
    await expect((await items(canvas))[0]!).not.toHaveTextContent(text(m.unread));
  },
};

export const MarkingAll: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.all'] } },
  args: { logic: logic({ mark: 'pending' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.markAll) }));
    await expect(
      await canvas.findByRole('button', { name: textPattern(m.markingAll) }),
    ).toBeDisabled();
  },
};

/** The mark was refused: said above the list, with a way to hide it; the list stays unread. */
export const MarkFailed: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.failed'] } },
  args: { logic: logic({ mark: 'error' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.markAll) }));
    await expect(await canvas.findByText(text(m.markFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.dismiss) })).toBeEnabled();
    await expect(await markButtons(canvas)).toHaveLength(3);
  },
};

/** On a phone: the list and its buttons fit the screen, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.marking.idle'] } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await list(canvas);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Something changed: the first page is read again, the list stays as it is meanwhile. */
export const Refreshing: Story = {
  parameters: { machine: { state: ['loaded.list.idle', 'loaded.live.refreshing'] } },
  args: { logic: logic({ fresh: 'pending' }) },
  play: async ({ canvas }) => {
    await expect(await items(canvas)).toHaveLength(4);
    broadcast();
    await waitFor(async () => expect(await list(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(await items(canvas)).toHaveLength(4);
  },
};

/**
 * Someone new is going while the person reads: it comes in on top, and what they had paged in
 * stays below it, with «show more» still where it was.
 */
export const NewOnTop: Story = {
  parameters: {
    machine: { state: ['loaded.list.idle', 'loaded.live.refreshing', 'loaded.live.idle'] },
  },
  play: async ({ canvas }) => {
    await expect(await items(canvas)).toHaveLength(4);
    broadcast();
    await waitFor(async () => expect(await items(canvas)).toHaveLength(5));
    const lines = await items(canvas);
    await expect(lines[0]!).toHaveTextContent(
      text(notificationTexts['rsvp.created'], {
        actor: NEWEST_ITEM.actorName!,
        others: 0,
        event: NEWEST_ITEM.params.eventTitle!,
      }),
    );
    await expect(await list(canvas)).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('button', { name: text(m.more) })).toBeEnabled();
  },
};
