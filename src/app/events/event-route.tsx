/** /events/:id: the event page with its RSVP machine, as the current viewer sees it. */
import { EventPage } from '../../features/events/event-page';
import { useInspect } from '../contexts/inspect';
import { PageFallback } from '../page-fallback';
import { rsvpLogic } from './rsvp.logic';
import { useNotify, useViewer } from './viewer';

export function EventRoute({ id }: { id: string }) {
  const viewer = useViewer();
  const notify = useNotify();
  const inspect = useInspect();
  if (!viewer) return <PageFallback />;
  return (
    <EventPage
      // Signing in or out shows the page as the new viewer sees it, RSVP and join link included.
      key={`${id}:${viewer.status === 'member' ? viewer.userId : ''}`}
      logic={rsvpLogic}
      eventId={id}
      viewer={viewer}
      notify={notify}
      inspect={inspect}
    />
  );
}
