/** /events/:id: the event page with its RSVP machine, as the current viewer sees it. */
import { fromPromise } from 'xstate';
import type { EventPageData } from '../../machines/events/events.types';
import type { PageQuery } from '../../machines/events/rsvp.machine';
import { EventPage } from '../features/events/event-page';
import { appRsvpMachine, loadEventPage } from '../features/events/rsvp-logic';
import { takeEventPage } from './events-prefetch';
import { useNotify, useViewer } from './events-viewer';
import { PageFallback } from './page-fallback';

// A visitor's page may already be on its way (asked for as the app started); a retry, and the
// page after joining or leaving, are asked for anew.
const logic = appRsvpMachine.provide({
  actors: {
    loadEvent: fromPromise<EventPageData, PageQuery>(({ input }) => {
      const early = takeEventPage(input.eventId);
      return (input.userId === null && early) || loadEventPage(input);
    }),
  },
});

export function EventRoute({ id }: { id: string }) {
  const viewer = useViewer();
  const notify = useNotify();
  if (!viewer) return <PageFallback />;
  return (
    <EventPage
      // Signing in or out shows the page as the new viewer sees it, RSVP and join link included.
      key={`${id}:${viewer.status === 'member' ? viewer.userId : ''}`}
      logic={logic}
      eventId={id}
      viewer={viewer}
      notify={notify}
    />
  );
}
