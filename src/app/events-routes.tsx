/**
 * The events screens as routes: each page gets its machine with real actors, the toast queue and
 * who is looking. Loaded with the first events page (or the home page's recommended section).
 */
import { selectIsLoading, selectUser } from '../../machines/auth/session.selectors';
import type { Viewer } from '../../machines/events/events.types';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { CataloguePage } from '../features/events/catalogue-page';
import { EventPage } from '../features/events/event-page';
import {
  appCatalogueMachine,
  appFeaturedMachine,
  appRsvpMachine,
} from '../features/events/events-logic';
import { RecommendedEvents } from '../features/events/recommended-events';
import { PageFallback } from './page-fallback';
import { SessionContext } from './session-context';
import { ToastContext } from './toast-context';

function useNotify() {
  const toast = ToastContext.useActorRef();
  return (request: ToastRequest) => toast.send({ type: 'toast.show', toast: request });
}

/** The viewer once the session is known; undefined while it still loads. */
function useViewer(): Viewer | undefined {
  const loading = SessionContext.useSelector(selectIsLoading);
  const user = SessionContext.useSelector(selectUser);
  if (loading) return undefined;
  return user ? { status: 'member', userId: user.id } : { status: 'visitor' };
}

export function CatalogueRoute() {
  return <CataloguePage logic={appCatalogueMachine} />;
}

export function EventRoute({ id }: { id: string }) {
  const viewer = useViewer();
  const notify = useNotify();
  if (!viewer) return <PageFallback />;
  return (
    <EventPage
      // Signing in or out shows the page as the new viewer sees it, RSVP and join link included.
      key={`${id}:${viewer.status === 'member' ? viewer.userId : ''}`}
      logic={appRsvpMachine}
      eventId={id}
      viewer={viewer}
      notify={notify}
    />
  );
}

export function RecommendedRoute() {
  return <RecommendedEvents logic={appFeaturedMachine} />;
}
