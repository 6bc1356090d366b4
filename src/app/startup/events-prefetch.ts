/**
 * The events pages' data requested before the page's code has arrived (by index.html's head
 * script, else beside the page's chunk; see early-requests.ts): on a slow connection the
 * catalogue's cards and the event's cover, each page's largest paint, then wait for round trips
 * fewer. The readers are plain fetch (src/services/events-public.ts), small enough for the head.
 * Only what can be told without the pages' code is asked for: the catalogue's first page without
 * filters in the address, and an event as a visitor (no stored session) sees it.
 */
import { DEFAULT_FILTERS, PAGE_SIZE } from '../../../machines/events/catalogue.constants';
import { isEventId } from '../../../machines/events/event-limits';
import type { EventPageData } from '../../../machines/events/events.types';
import { PRIORITY_CARDS, preloadCover } from '../../components/event-card/cover-preload';
import { mayHaveSession } from '../../services/config';
import { type EventsPage, getPublicEventPage, listEvents } from '../../services/events-public';
import { early, startOnce, takeArrived, takeOnce } from './early-requests';

export function prefetchCatalogue() {
  // Filters in the address need the catalogue's parser, which is not in the first chunk.
  if (typeof window === 'undefined' || window.location.search) return;
  early(
    'catalogue',
    'first',
    () =>
      listEvents({
        filters: DEFAULT_FILTERS,
        // The default filters' window (machines/events/filters.ts dateWindow): from now on.
        window: { from: new Date(), to: null },
        offset: 0,
        limit: PAGE_SIZE,
      }),
    (page) => page.items.slice(0, PRIORITY_CARDS).map((event) => event.coverUrl),
  );
}

/** The first page with the default filters, if it was asked for and has arrived; null otherwise. */
export function takeArrivedCatalogue(): EventsPage | null {
  return takeArrived<EventsPage>('catalogue', 'first');
}

/** The first page with the default filters, if it was asked for; null otherwise. */
export function takeCatalogue(): Promise<EventsPage> | null {
  return takeOnce<EventsPage>('catalogue', 'first');
}

export function prefetchEventPage() {
  if (typeof window === 'undefined') return;
  const id = /^\/events\/([^/]+)$/.exec(window.location.pathname)?.[1];
  // Someone who may be signed in sees their RSVP and maybe the join link: their page waits for
  // the session.
  // An id no event can have is not found at once (the page's machine says so): nothing to ask.
  if (!id || !isEventId(id) || mayHaveSession()) return;
  // The cover leaves as soon as the event is in, not once who goes is in too.
  startOnce('event', id, () =>
    getPublicEventPage(decodeURIComponent(id), (event) => preloadCover(event.coverUrl)),
  );
}

/** The event page as a visitor sees it, if it was asked for; null otherwise. */
export function takeEventPage(eventId: string): Promise<EventPageData> | null {
  return takeOnce<EventPageData>('event', eventId);
}
