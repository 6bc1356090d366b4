/**
 * The events screens as routes: each page gets its machine with real actors, the toast queue and
 * who is looking. Loaded with the first events page (or the home page's recommended section).
 */
import { Redirect } from 'wouter';
import { selectIsLoading, selectUser } from '../../machines/auth/session.selectors';
import type { Viewer } from '../../machines/events/events.types';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { imageUploadMachine } from '../../machines/upload/image-upload.machine';
import { EventFormPage } from '../features/events/event-form-page';
import { CataloguePage } from '../features/events/catalogue-page';
import { EventPage } from '../features/events/event-page';
import {
  appCatalogueMachine,
  appEventFormMachine,
  appFeaturedMachine,
  appRsvpMachine,
} from '../features/events/events-logic';
import { RecommendedEvents } from '../features/events/recommended-events';
import { ImageUpload } from '../components/upload/image-upload';
import { prepareImageActor, storageUploadActor } from '../components/upload/upload-actors';
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

const coverLogic = imageUploadMachine.provide({
  actors: { prepareImage: prepareImageActor, uploadImage: storageUploadActor('eventImage') },
});

/** /events/create and /events/:id/edit: members only; whether they organise it the form decides. */
function EventFormRoute({ id }: { id: string | null }) {
  const viewer = useViewer();
  const notify = useNotify();
  if (!viewer) return <PageFallback />;
  if (viewer.status === 'visitor') return <Redirect to="/auth/login" replace />;
  return (
    <EventFormPage
      key={`${id ?? 'new'}:${viewer.userId}`}
      logic={appEventFormMachine}
      eventId={id}
      userId={viewer.userId}
      notify={notify}
      renderCover={({ value, onChange, label }) => (
        <ImageUpload
          logic={coverLogic}
          label={label}
          aspect="16:9"
          value={value}
          onChange={onChange}
          notify={notify}
        />
      )}
    />
  );
}

export function CreateEventRoute() {
  return <EventFormRoute id={null} />;
}

export function EditEventRoute({ id }: { id: string }) {
  return <EventFormRoute id={id} />;
}
