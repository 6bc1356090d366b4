/**
 * /events/create and /events/:id/edit: the form, the cover upload and the events service, loaded
 * only when someone creates or edits an event. Members only; whether they may edit it (its
 * organizer or an admin) the form decides.
 */
import { EventFormPage } from '../../features/events/event-form-page';
import { MemberForm } from '../accounts/member-form';
import { coverUploadLogic, eventFormLogic } from './event-form.logic';

export function EventFormRoute({ id }: { id: string | null }) {
  return (
    <MemberForm id={id} coverLogic={coverUploadLogic}>
      {(form) => <EventFormPage logic={eventFormLogic} eventId={id} {...form} />}
    </MemberForm>
  );
}
