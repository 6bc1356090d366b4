import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect } from 'storybook/test';
import { chatRoomMachine } from '../../machines/messages/chat-room.machine';
import { chatRoomMessages as m } from '../../src/features/messages/chat-room.messages';
import { ChatRoomPage } from '../../src/features/messages/chat-room-page';
import { CLOSED_ROOM, GROUP_ID, OPEN_ROOM } from '../../tests/machines/messages/chat-room.model';
import { ANNA } from '../../tests/machines/messages/chat.model';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inPageFrame } from '../pages/page-frame';
import { showsStatus, showsText } from '../support/plays';

const logic = (load: AnyActorLogic) =>
  chatRoomMachine.provide({ actors: { loadRoom: load as never } });

const meta = {
  title: 'Messages/Chat room',
  component: ChatRoomPage,
  parameters: { machine: { id: 'chatRoom' }, layout: 'fullscreen' },
  args: {
    logic: logic(resolved(OPEN_ROOM)),
    kind: 'group',
    id: GROUP_ID,
    userId: ANNA.id,
    chat: (conversationId: string) => <p data-testid="chat-slot">{conversationId}</p>,
  },
  render: inPageFrame(ChatRoomPage),
} satisfies Meta<typeof ChatRoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: showsStatus(m.loading),
};

/** A member: the group's chat under its title (the chat itself: Messages/Chat). */
export const Open: Story = {
  parameters: { machine: { state: 'open' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('chat-slot')).toHaveTextContent(
      OPEN_ROOM.conversationId,
    );
    await expect(canvas.getByRole('link', { name: OPEN_ROOM.title })).toBeVisible();
  },
};

/** Not a member: why, and the way to the group's page to join it. */
export const Closed: Story = {
  parameters: { machine: { state: 'closed' } },
  args: { logic: logic(resolved(CLOSED_ROOM)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.groupClosed))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.toGroup) })).toHaveAttribute(
      'href',
      `/groups/${GROUP_ID}`,
    );
  },
};

/** An event's chat for someone not going. */
export const ClosedEvent: Story = {
  parameters: { machine: { state: 'closed' } },
  args: { kind: 'event', logic: logic(resolved({ ...CLOSED_ROOM, title: 'React Meetup' })) },
  play: showsText(m.eventClosed),
};

export const NotFound: Story = {
  parameters: { machine: { state: 'notFound' } },
  args: { logic: logic(rejected('not_found')) },
  play: showsText(m.notFoundText),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected('network')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text(m.retry) })).toBeVisible();
  },
};
