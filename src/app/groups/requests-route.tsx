/** /groups/:id/requests: the queue of requests to join, for the group's owner and moderators. */
import { RequestsPage } from '../../features/groups/page/requests-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { useNotify } from '../events/viewer';
import { joinRequestsLogic } from './requests.logic';

export function RequestsRoute({ id }: { id: string }) {
  const notify = useNotify();
  const inspect = useInspect();
  return (
    <MembersOnly>
      {() => (
        <RequestsPage
          key={id}
          logic={joinRequestsLogic}
          groupId={id}
          notify={notify}
          inspect={inspect}
        />
      )}
    </MembersOnly>
  );
}
