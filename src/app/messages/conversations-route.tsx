/** /messages: the viewer's conversations (members only). */
import { ConversationsPage } from '../../features/messages/conversations-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { conversationsLogic } from './conversations.logic';

export function ConversationsRoute() {
  const inspect = useInspect();
  return (
    <MembersOnly>
      {() => <ConversationsPage logic={conversationsLogic} inspect={inspect} />}
    </MembersOnly>
  );
}
