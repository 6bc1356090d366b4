/**
 * /events/create and /events/:id/edit: the form, the cover upload and the events service, loaded
 * only when someone creates or edits an event.
 */
import { Redirect } from 'wouter';
import { imageUploadMachine } from '../../machines/upload/image-upload.machine';
import { ImageUpload } from '../components/upload/image-upload';
import { prepareImageActor, storageUploadActor } from '../components/upload/upload-actors';
import { EventFormPage } from '../features/events/event-form-page';
import { appEventFormMachine } from '../features/events/event-form-logic';
import { useNotify, useViewer } from './events-viewer';
import { PageFallback } from './page-fallback';

const coverLogic = imageUploadMachine.provide({
  actors: { prepareImage: prepareImageActor, uploadImage: storageUploadActor('eventImage') },
});

/**
 * /events/create and /events/:id/edit: members only; whether they may edit it (its organizer or
 * an admin) the form decides.
 */
function EventFormRoute({ id }: { id: string | null }) {
  const viewer = useViewer();
  const notify = useNotify();
  if (!viewer) return <PageFallback />;
  if (viewer.status === 'visitor') return <Redirect to="/auth/login" replace />;
  return (
    <EventFormPage
      key={`${id ?? 'new'}:${viewer.userId}:${viewer.isAdmin}`}
      logic={appEventFormMachine}
      eventId={id}
      userId={viewer.userId}
      isAdmin={viewer.isAdmin}
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
