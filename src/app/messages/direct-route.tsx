/** /messages/:userId: the direct conversation with a person (members only), its chat inside. */
import { DirectPage } from '../../features/messages/direct-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { useNotify } from '../events/viewer';
import { ChatPanel } from './chat-panel';
import { directLogic } from './direct.logic';

const chat = (conversationId: string, readOnly: boolean) => (
  <ChatPanel conversationId={conversationId} readOnly={readOnly} />
);

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
