/**
 * /events/create and /events/:id/edit: the form, the cover upload and the events service, loaded
 * only when someone creates or edits an event. Members only; whether they may edit it (its
 * organizer or an admin) the form decides.
 */
import { ImageUpload } from '../../components/upload/image-upload';
import { EventFormPage } from '../../features/events/event-form-page';
import { useInspect } from '../contexts/inspect';
import { MembersOnly } from '../accounts/guards';
import { coverUploadLogic, eventFormLogic } from './event-form.logic';
import { useNotify } from './viewer';

function EventFormRoute({ id }: { id: string | null }) {
  const notify = useNotify();
  const inspect = useInspect();
  return (
    <MembersOnly>
      {(user) => {
        const isAdmin = user.role === 'admin';
        return (
          <EventFormPage
            key={`${id ?? 'new'}:${user.id}:${isAdmin}`}
            logic={eventFormLogic}
            eventId={id}
            userId={user.id}
            isAdmin={isAdmin}
            notify={notify}
            inspect={inspect}
            renderCover={({ value, onChange, label }) => (
              <ImageUpload
                logic={coverUploadLogic}
                label={label}
                aspect="16:9"
                value={value}
                onChange={onChange}
                notify={notify}
                inspect={inspect}
              />
            )}
          />
        );
      }}
    </MembersOnly>
  );
}

export function CreateEventRoute() {
  return <EventFormRoute id={null} />;
}

export function EditEventRoute({ id }: { id: string }) {
  return <EventFormRoute id={id} />;
}
