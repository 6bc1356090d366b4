import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { conversationsMachine } from '../../machines/messages/conversations.machine';
import type {
  ConversationsPage as Page,
  ConversationsQuery,
} from '../../machines/messages/conversations.types';
import { ConversationsPage } from '../../src/features/messages/conversations-page';
import { conversationsMessages as m } from '../../src/features/messages/conversations.messages';
import { personMessages } from '../../src/components/person/person-name';
import {
  FIRST_PAGE,
  LAST_PAGE,
  NO_CONVERSATIONS,
} from '../../tests/machines/messages/conversations.fixtures';
import { text } from '../../tests/support/messages';
import { inPageFrame } from '../pages/page-frame';
import { answers } from '../support/answers';
import { expectBusy, showsStatus } from '../support/plays';

/** The list on a fake service answering each read with the next of `results`. */
const logic = (...results: (Page | 'pending' | 'error')[]) =>
  conversationsMachine.provide({
    actors: { loadConversations: answers<Page, ConversationsQuery>(...results) },
  });

/** The first page always `first`, any later page `next`: paging stories whatever refreshes do. */
const paged = (first: Page, next: Page | 'pending' | 'error') =>
  conversationsMachine.provide({
    actors: {
      loadConversations: fromPromise<Page, ConversationsQuery>(async ({ input }) => {
        if (!input.after) return first;
        if (next === 'pending') return new Promise<Page>(() => {});
        if (next === 'error') throw { code: 'network', message: 'fetch failed' };
        return next;
      }),
    },
  });

/** What the page does when the tab comes back into view: read the first page again. */
const comeBack = () => window.dispatchEvent(new Event('focus'));

const list = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: text(m.list) });

const meta = {
  title: 'Messages/Conversations',
  component: ConversationsPage,
  parameters: { machine: { id: 'conversations' }, layout: 'fullscreen', route: '/messages' },
  args: { logic: logic(FIRST_PAGE) },
  render: inPageFrame(ConversationsPage),
} satisfies Meta<typeof ConversationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic('pending') },
  play: showsStatus(m.loading),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic('error') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.failedTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty.idle' } },
  args: { logic: logic(NO_CONVERSATIONS) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text(m.emptyTitle) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.browseGroups) })).toHaveAttribute(
      'href',
      '/groups',
    );
  },
};

/** Empty, and the tab came back: asked again quietly, the empty state stays. */
export const EmptyRefreshing: Story = {
  parameters: { machine: { state: 'empty.refreshing' } },
  args: { logic: logic(NO_CONVERSATIONS, 'pending') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: text(m.emptyTitle) });
    comeBack();
    await expect(canvas.getByRole('heading', { name: text(m.emptyTitle) })).toBeVisible();
  },
};

/** A direct conversation with unread messages, a group chat ending on a deleted message, an event chat on a photo. */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    const lines = within(await list(canvas)).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(within(lines[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/messages/${FIRST_PAGE.items[0]!.peerId}`,
    );
    await expect(lines[0]!).toHaveTextContent(text(m.unread, { count: 3 }));
    await expect(lines[1]!).toHaveTextContent(text(m.deleted));
    await expect(lines[2]!).toHaveTextContent(text(m.photo));
    await expect(canvas.getByRole('button', { name: text(m.more) })).toBeEnabled();
  },
};

/** A direct conversation with someone who has since deleted their account. */
export const DeletedPeer: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: {
    logic: logic({
      ...FIRST_PAGE,
      items: [
        { ...FIRST_PAGE.items[0]!, title: null, pictureUrl: null, peerDeleted: true },
        ...FIRST_PAGE.items.slice(1),
      ],
    }),
  },
  play: async ({ canvas }) => {
    const [first] = within(await list(canvas)).getAllByRole('listitem');
    await expect(first!).toHaveTextContent(text(personMessages.deleted));
  },
};

export const LoadingMore: Story = {
  parameters: { machine: { state: 'loaded.loadingMore' } },
  args: { logic: paged(FIRST_PAGE, 'pending') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expectBusy(canvas, m.loadingMore);
  },
};

export const MoreFailed: Story = {
  parameters: { machine: { state: 'loaded.moreFailed' } },
  args: { logic: paged(FIRST_PAGE, 'error') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expect(await canvas.findByText(text(m.moreFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.more) })).toBeEnabled();
  },
};

/** Every page shown: the quiet conversation ends the list, and the list says so. */
export const AllShown: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: paged(FIRST_PAGE, LAST_PAGE) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expect(await canvas.findByText(text(m.allShown))).toBeVisible();
    const lines = within(await list(canvas)).getAllByRole('listitem');
    await expect(lines[3]!).toHaveTextContent(text(m.noMessages));
  },
};

/** The tab came back: the first page is read again while the list stays. */
export const Refreshing: Story = {
  parameters: { machine: { state: 'loaded.refreshing' } },
  args: { logic: logic(FIRST_PAGE, 'pending') },
  play: async ({ canvas }) => {
    await list(canvas);
    comeBack();
    await expect(within(await list(canvas)).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await list(canvas);
    // Nothing runs off a 390 px screen sideways: long names and previews are cut.
    const main = canvasElement.querySelector('main')!;
    await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
  },
};

export const DarkTheme: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(within(await list(canvas)).getAllByRole('listitem')).toHaveLength(3);
  },
};
