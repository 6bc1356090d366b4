/** /groups/:id: a group's page with its join button, as the current viewer sees it. */
import { GroupPage } from '../../features/groups/page/group-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { useViewerPage } from '../events/viewer';
import { PageFallback } from '../page-fallback';
import { AppReportProvider } from '../reports/report-provider';
import { groupPageLogic, membershipLogic, visitorGroupPageLogic } from './group-page.logic';

export function GroupRoute({ id }: { id: string }) {
  const page = useViewerPage();
  if (!page) return <PageFallback />;
  const { viewer } = page;
  return (
    <AppReportProvider>
      <GroupPage
        // Signing in or out shows the page as the new viewer sees it.
        key={`${id}:${viewer.status === 'member' ? viewer.userId : ''}`}
        logic={viewer.status === 'member' ? groupPageLogic : visitorGroupPageLogic}
        membershipLogic={membershipLogic}
        groupId={id}
        {...page}
        notFound={<NotFoundPage />}
      />
    </AppReportProvider>
  );
}
