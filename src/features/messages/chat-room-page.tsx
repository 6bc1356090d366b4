import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { RoomKind, chatRoomMachine } from '../../../machines/messages/chat-room.machine';
import { selectRoomView } from '../../../machines/messages/chat-room.selectors';
import { PageMeta } from '../../components/meta/page-meta';
import { chatRoomMessages as m } from './chat-room.messages';
import { ChatRoomView } from './chat-room-view';

export interface ChatRoomPageProps {
  logic: typeof chatRoomMachine;
  kind: RoomKind;
  id: string;
  userId: string;
  /** The chat of a conversation, drawn by the app. */
  chat: (conversationId: string, canModerate: boolean) => ReactNode;
  inspect?: (event: InspectionEvent) => void;
}

/** /groups/:id/chat and /events/:id/chat. */
export function ChatRoomPage({ logic, kind, id, userId, chat, inspect }: ChatRoomPageProps) {
  const t = useIntl().formatMessage;
  const actor = useActorRef(logic, { input: { kind, id, userId }, inspect });
  const view = useSelector(actor, selectRoomView);
  const heading = t(kind === 'group' ? m.groupTitle : m.eventTitle);
  return (
    <>
      <PageMeta
        title={view.room ? `${heading}: ${view.room.title}` : heading}
        description={t(m.description)}
        path={`/${kind === 'group' ? 'groups' : 'events'}/${id}/chat`}
        noIndex
      />
      <ChatRoomView
        {...view}
        chat={
          view.room?.conversationId ? chat(view.room.conversationId, view.room.canModerate) : null
        }
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </>
  );
}
