/** /users/:id: a person's public page, as the current viewer sees it. */
import { selectIsLoading, selectUser } from '../../../machines/auth/session.selectors';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { PublicProfilePage } from '../../features/profile/public-profile-page';
import { useInspect } from '../contexts/inspect';
import { SessionContext } from '../contexts/session';
import { PageFallback } from '../page-fallback';
import { AppReportProvider } from '../reports/report-provider';
import { publicProfileLogic } from './public-profile.logic';

export function PublicProfileRoute({ id }: { id: string }) {
  const loading = SessionContext.useSelector(selectIsLoading);
  const user = SessionContext.useSelector(selectUser);
  const inspect = useInspect();
  if (loading) return <PageFallback />;
  const viewerId = user?.id ?? null;
  return (
    <AppReportProvider>
      <PublicProfilePage
        // Signing in or out shows the page as the new viewer sees it.
        key={`${id}:${viewerId ?? ''}`}
        logic={publicProfileLogic}
        userId={id}
        viewerId={viewerId}
        notFound={<NotFoundPage />}
        inspect={inspect}
      />
    </AppReportProvider>
  );
}
