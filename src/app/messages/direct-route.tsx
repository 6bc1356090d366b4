/** /messages/:userId: the direct conversation with a person (members only). */
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { directMessages } from '../../features/messages/conversations.messages';
import { DirectPage } from '../../features/messages/direct-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { useNotify } from '../events/viewer';
import { directLogic } from './direct.logic';

/**
 * Temporary: the chat itself (its ChatPanel, built beside this page) takes this place once it
 * lands in src/app/messages/.
 */
function ChatSlot({ conversationId }: { conversationId: string }) {
  const t = useIntl().formatMessage;
  return (
    <p
      data-conversation={conversationId}
      className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}
    >
      {t(directMessages.chatSlot)}
    </p>
  );
}

const chat = (conversationId: string) => <ChatSlot conversationId={conversationId} />;

export function DirectRoute({ userId }: { userId: string }) {
  const inspect = useInspect();
  const notify = useNotify();
  return (
    <MembersOnly>
      {(user) => (
        <DirectPage
          key={userId}
          logic={directLogic}
          peerId={userId}
          viewerId={user.id}
          chat={chat}
          notify={notify}
          inspect={inspect}
        />
      )}
    </MembersOnly>
  );
}
