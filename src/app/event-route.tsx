/** /events/:id: the event page with its RSVP machine, as the current viewer sees it. */
import { EventPage } from '../features/events/event-page';
import { appRsvpMachine } from '../features/events/rsvp-logic';
import { useNotify, useViewer } from './events-viewer';
import { PageFallback } from './page-fallback';

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
