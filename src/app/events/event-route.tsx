/** /events/:id: the event page with its RSVP machine, as the current viewer sees it. */
import { EventPage } from '../../features/events/event-page';
import { PageFallback } from '../page-fallback';
import { AppReportProvider } from '../reports/report-provider';
import { rsvpLogic } from './rsvp.logic';
import { useViewerPage } from './viewer';

export function EventRoute({ id }: { id: string }) {
  const page = useViewerPage();
  if (!page) return <PageFallback />;
  const { viewer } = page;
  return (
    <AppReportProvider>
      <EventPage
        // Signing in or out shows the page as the new viewer sees it, RSVP and join link included.
        key={`${id}:${viewer.status === 'member' ? viewer.userId : ''}`}
        logic={rsvpLogic}
        eventId={id}
        {...page}
      />
    </AppReportProvider>
  );
}
