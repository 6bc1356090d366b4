import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { directMachine } from '../../machines/messages/direct.machine';
import {
  conversationsMessages as c,
  directMessages as m,
} from '../../src/features/messages/conversations.messages';
import { DirectPage } from '../../src/features/messages/direct-page';
import {
  DIRECT_BLOCKED,
  DIRECT_OPEN,
  DIRECT_PEER_DELETED,
  PEER,
  PEER_PERSON,
  VIEWER,
} from '../../tests/machines/messages/conversations.fixtures';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inPageFrame, MEMBER_SESSION } from '../pages/page-frame';
import { messagingErrorOf } from '../../src/features/messages/messaging-errors';
import { expectBusy, showsStatus } from '../support/plays';

const logic = (
  open: AnyActorLogic = resolved(DIRECT_OPEN),
  block: AnyActorLogic = resolved<void>(undefined),
  unblock: AnyActorLogic = resolved<void>(undefined),
) =>
  directMachine.provide({
    actors: {
      openDirect: open as never,
      blockPerson: block as never,
      unblockPerson: unblock as never,
    },
  });

const NAME = PEER_PERSON.fullName;

const meta = {
  title: 'Messages/Direct conversation',
  component: DirectPage,
  parameters: { machine: { id: 'direct' }, layout: 'fullscreen', route: `/messages/${PEER}` },
  args: {
    logic: logic(),
    peerId: PEER,
    viewerId: VIEWER,
    notify: fn(),
    // The chat is its own part (the chat machine's stories); here a stand-in holds its place.
    chat: (id: string, readOnly: boolean) => (
      <p
        data-testid="chat"
        data-read-only={readOnly}
        style={{ padding: '2rem 0', overflowWrap: 'anywhere' }}
      >
        {id}
      </p>
    ),
  },
  render: inPageFrame(DirectPage, MEMBER_SESSION),
} satisfies Meta<typeof DirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opening: Story = {
  parameters: { machine: { state: 'opening' } },
  args: { logic: logic(pending()) },
  play: showsStatus(m.opening),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.failedTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(c.retry) })).toBeEnabled();
  },
};

/** Opening is refused for a reason the address carries: why, and the way back to the list. */
const refusedStory = (code: 'blocked' | 'peer_deleted'): Story => ({
  parameters: { machine: { state: 'refused' } },
  args: { logic: logic(rejected(code)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.refusedTitle))).toBeVisible();
    await expect(canvas.getByText(text(messagingErrorOf(code)))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.back) })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
});

/** The person has blocked the viewer (or the other way round) before they ever wrote. */
export const RefusedBlocked = refusedStory('blocked');

/** The person deleted their account before the viewer ever wrote to them. */
export const RefusedPeerDeleted = refusedStory('peer_deleted');

/** /messages/<one's own id>: refused without asking. */
export const RefusedSelf: Story = {
  parameters: { machine: { state: 'refused' } },
  args: { peerId: VIEWER },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(messagingErrorOf('self')))).toBeVisible();
  },
};

export const Open: Story = {
  parameters: { machine: { state: 'open.idle' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(canvas.getByTestId('chat')).toHaveTextContent(DIRECT_OPEN.conversationId);
    await expect(canvas.getByRole('button', { name: text(m.block) })).toBeEnabled();
  },
};

/** They deleted their account: the history, no composer and no block, and why in its place. */
export const PeerDeleted: Story = {
  parameters: { machine: { state: 'open.idle' } },
  args: { logic: logic(resolved(DIRECT_PEER_DELETED)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(messagingErrorOf('peer_deleted')))).toBeVisible();
    await expect(canvas.getByTestId('chat')).toHaveAttribute('data-read-only', 'true');
    await expect(canvas.queryByRole('button', { name: text(m.block) })).toBeNull();
  },
};

/** The viewer has blocked this person: the note, and «Разблокировать» in the header. */
export const BlockedByMe: Story = {
  parameters: { machine: { state: 'open.idle' } },
  args: { logic: logic(resolved(DIRECT_BLOCKED)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.blockedNote))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.unblock) })).toBeEnabled();
  },
};

export const ConfirmBlock: Story = {
  parameters: { machine: { state: 'open.confirming' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.block) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(text(m.blockTitle, { name: NAME }));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const Blocking: Story = {
  parameters: { machine: { state: ['open.confirming', 'open.blocking'] } },
  args: { logic: logic(resolved(DIRECT_OPEN), pending()) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.block) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text(m.block) }));
    await expectBusy(canvas, m.blocking);
  },
};

/** The block did not go through: why, with a way to hide it; the header still offers to block. */
export const BlockFailed: Story = {
  parameters: { machine: { state: 'open.idle' } },
  args: { logic: logic(resolved(DIRECT_OPEN), rejected()) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.block) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text(m.block) }));
    await expect(await canvas.findByText(text(m.blockFailed))).toBeVisible();
    await expect(canvas.getByText(text(messagingErrorOf('network')))).toBeVisible();
  },
};

export const Unblocking: Story = {
  parameters: { machine: { state: 'open.unblocking' } },
  args: { logic: logic(resolved(DIRECT_BLOCKED), undefined, pending()) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.unblock) }));
    await expectBusy(canvas, m.unblocking);
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'open.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: NAME });
    const main = canvasElement.querySelector('main')!;
    await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
  },
};
