/** /groups/:id/chat and /events/:id/chat: the chat of a group or an event, for those in it. */
import type { RoomKind } from '../../../machines/messages/chat-room.machine';
import { ChatRoomPage } from '../../features/messages/chat-room-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { ChatPanel } from './chat-panel';
import { chatRoomLogic } from './room.logic';

const chat = (conversationId: string, canModerate: boolean) => (
  <ChatPanel conversationId={conversationId} canModerate={canModerate} />
);

export function ChatRoomRoute({ kind, id }: { kind: RoomKind; id: string }) {
  const inspect = useInspect();
  return (
    <MembersOnly>
      {(user) => (
        <ChatRoomPage
          key={`${kind}:${id}:${user.id}`}
          logic={chatRoomLogic}
          kind={kind}
          id={id}
          userId={user.id}
          chat={chat}
          inspect={inspect}
        />
      )}
    </MembersOnly>
  );
}
