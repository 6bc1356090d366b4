import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { chatMachine } from '../../../machines/messages/chat.machine';
import { selectChatView } from '../../../machines/messages/chat.selectors';
import { ChatView } from './chat-view';

export interface ChatPanelProps {
  logic: typeof chatMachine;
  conversationId: string;
  userId: string;
  /** The viewer may delete anyone's message here (the database has the last word). */
  canModerate?: boolean;
  /** Nobody writes here any more: the log without the composer. */
  readOnly?: boolean;
  inspect?: (event: InspectionEvent) => void;
}

/** One conversation's chat: its machine, and the view of it. Embeddable for any conversation. */
export function ChatPanel({
  logic,
  conversationId,
  userId,
  canModerate = false,
  readOnly,
  inspect,
}: ChatPanelProps) {
  // Once per chat opened: the ids of the messages written here grow from it.
  const [clientSeed] = useState(() => crypto.randomUUID());
  const actor = useActorRef(logic, {
    input: { conversationId, userId, canModerate, clientSeed },
    inspect,
  });
  const view = useSelector(actor, selectChatView);
  const onSeen = useCallback((seq: number) => actor.send({ type: 'read.seen', seq }), [actor]);
  // The pictures' local copies show until their messages are sent, perhaps after a reconnect:
  // they are let go with the chat.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const attach = (file: File) => {
    const previewUrl = URL.createObjectURL(file);
    previews.current.push(previewUrl);
    actor.send({ type: 'image.attach', file, previewUrl });
  };
  return (
    <ChatView
      {...view}
      readOnly={readOnly}
      onRetry={() => actor.send({ type: 'retry' })}
      onOlder={() => actor.send({ type: 'history.older' })}
      onSeen={onSeen}
      onDraftChange={(value) => actor.send({ type: 'draft.change', value })}
      onAttach={attach}
      onRemoveImage={() => actor.send({ type: 'image.remove' })}
      onSend={() => actor.send({ type: 'message.send', at: new Date().toISOString() })}
      onCancel={() => actor.send({ type: 'composer.cancel' })}
      onReply={(messageId) => actor.send({ type: 'reply.start', messageId })}
      onEdit={(messageId) => actor.send({ type: 'message.edit', messageId })}
      onDelete={(messageId) => actor.send({ type: 'message.delete', messageId })}
      onResend={(clientId) => actor.send({ type: 'message.retry', clientId })}
      onDiscard={(clientId) => actor.send({ type: 'message.discard', clientId })}
      onConfirmRemoval={() => actor.send({ type: 'removal.confirm' })}
      onCancelRemoval={() => actor.send({ type: 'removal.cancel' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
