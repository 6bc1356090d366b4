import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromCallback } from 'xstate';
import { chatMachine } from '../../../machines/messages/chat.machine';
import { chatRoomMachine } from '../../../machines/messages/chat-room.machine';
import type {
  ChatMessage,
  LiveCommand,
  LiveQuery,
  SendQuery,
} from '../../../machines/messages/chat.types';
import { ChatPanel } from '../../../src/features/messages/chat-panel';
import { chatMessages as m } from '../../../src/features/messages/chat.messages';
import { ChatRoomPage } from '../../../src/features/messages/chat-room-page';
import { GROUP_ID, OPEN_ROOM } from '../../../tests/machines/messages/chat-room.model';
import {
  ANNA,
  IMAGE_PATH,
  OPENING,
  PRESENT,
  message,
} from '../../../tests/machines/messages/chat.model';
import { text } from '../../../tests/support/messages';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const chatInspect = liveInspector('chat');
const roomInspect = liveInspector('chatRoom');

/** Joins after a pause, and says who is here. */
const channel = fromCallback<LiveCommand, LiveQuery>(({ sendBack }) => {
  const timer = setTimeout(() => {
    sendBack({ type: 'live.subscribed' });
    sendBack({ type: 'live.presence', present: PRESENT });
  }, 400);
  return () => clearTimeout(timer);
});

/** What a sent picture shows as once the fake storage has it. */
const SENT_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#cbd5e1"/></svg>',
  );

let seq = 10;
const liveChatLogic = chatMachine.provide({
  actors: {
    loadChat: slow(() => OPENING) as never,
    loadOlder: slow(() => ({
      messages: [message(0, OPENING.messages[0]!.author!)],
      before: null,
    })) as never,
    catchUp: slow(() => [] as ChatMessage[]) as never,
    sendMessage: slow((q: SendQuery) =>
      message(++seq, ANNA, {
        clientId: q.clientId,
        body: q.body,
        replyTo: q.replyTo,
        imagePath: q.imagePath,
        imageUrl: q.imagePath ? SENT_PICTURE : undefined,
        createdAt: new Date().toISOString(),
      }),
    ) as never,
    // Any picture chosen uploads, after the fakes' pause.
    attachImage: slow(() => ({ path: IMAGE_PATH })) as never,
    editMessage: slow(({ messageId, body }: { messageId: string; body: string }) => ({
      ...OPENING.messages.find((x) => x.id === messageId)!,
      body,
      editedAt: new Date().toISOString(),
    })) as never,
    removeMessage: slow(({ messageId }: { messageId: string }) => ({
      ...OPENING.messages.find((x) => x.id === messageId)!,
      body: null,
      deleted: true,
    })) as never,
    markRead: slow(() => 0) as never,
    liveChannel: channel as never,
  },
});

const liveRoomLogic = chatRoomMachine.provide({
  actors: { loadRoom: slow(() => OPEN_ROOM) as never },
});

/**
 * A group's chat as one of its members uses it, on fake answers that take 400 ms each: the
 * chat room finds the chat, the chat opens, joins the channel, catches up, and sends what she
 * writes (sending, then sent).
 */
const meta = {
  title: 'Machines/Live/Chat',
  parameters: liveParameters('chat', `/groups/${GROUP_ID}/chat`),
  render: () => (
    <PageFrame>
      <ChatRoomPage
        logic={liveRoomLogic}
        kind="group"
        id={GROUP_ID}
        userId={ANNA.id}
        inspect={roomInspect}
        chat={(conversationId, canModerate) => (
          <ChatPanel
            logic={liveChatLogic}
            conversationId={conversationId}
            userId={ANNA.id}
            canModerate={canModerate}
            inspect={chatInspect}
          />
        )}
      />
    </PageFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendAMessage: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    const box = await canvas.findByRole('textbox', { name: text(m.composer) }, { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText(text(m.connecting))).toBeNull(), {
      timeout: 5000,
    });
    await userEvent.type(box, 'Всем привет!{Enter}');
    await waitFor(() => expect(canvas.getAllByText(text(m.sent)).length).toBeGreaterThan(1), {
      timeout: 5000,
    });
    await expectPanelLastTold(seen, {
      id: 'chat',
      active: expect.arrayContaining(['ready.outbox.idle', 'ready.connection.online']),
    });
  },
};

/** The chat room alone: the group's chat found for a member. */
export const OpenTheRoom: Story = {
  parameters: liveParameters('chatRoom', `/groups/${GROUP_ID}/chat`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('log', { name: text(m.log) }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
