/** /groups/:id/threads/:threadId: a discussion of the group, as the current viewer sees it. */
import { ThreadPage } from '../../features/groups/discussions/thread-page';
import { useInspect } from '../contexts/inspect';
import { useNotify, useViewer } from '../events/viewer';
import { PageFallback } from '../page-fallback';
import { threadLogic, visitorThreadLogic } from './thread.logic';

export function ThreadRoute({ id, threadId }: { id: string; threadId: string }) {
  const viewer = useViewer();
  const notify = useNotify();
  const inspect = useInspect();
  if (!viewer) return <PageFallback />;
  return (
    <ThreadPage
      key={`${id}:${threadId}:${viewer.status === 'member' ? viewer.userId : ''}`}
      logic={viewer.status === 'member' ? threadLogic : visitorThreadLogic}
      groupId={id}
      threadId={threadId}
      viewer={viewer}
      notify={notify}
      inspect={inspect}
    />
  );
}
