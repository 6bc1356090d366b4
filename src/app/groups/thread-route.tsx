/** /groups/:id/threads/:threadId: a discussion of the group, as the current viewer sees it. */
import { ThreadPage } from '../../features/groups/discussions/thread-page';
import { useViewerPage } from '../events/viewer';
import { PageFallback } from '../page-fallback';
import { AppReportProvider } from '../reports/report-provider';
import { threadLogic, visitorThreadLogic } from './thread.logic';

export function ThreadRoute({ id, threadId }: { id: string; threadId: string }) {
  const page = useViewerPage();
  if (!page) return <PageFallback />;
  const { viewer } = page;
  return (
    <AppReportProvider>
      <ThreadPage
        key={`${id}:${threadId}:${viewer.status === 'member' ? viewer.userId : ''}`}
        logic={viewer.status === 'member' ? threadLogic : visitorThreadLogic}
        groupId={id}
        threadId={threadId}
        {...page}
      />
    </AppReportProvider>
  );
}
