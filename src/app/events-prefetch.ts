/**
 * The events pages' data requested as the app starts, alongside the page's chunk instead of
 * after it (as featured-prefetch.ts does for home): on a slow connection the catalogue's cards
 * and the event's cover, each page's largest paint, then wait for one round trip fewer. The
 * readers are plain fetch (src/services/events-public.ts), small enough for the first chunk.
 * Only what the first chunk can tell without the pages' code is asked for: the catalogue's
 * first page without filters in the address, and an event as a visitor (no stored session) sees it.
 */
import { DEFAULT_FILTERS, PAGE_SIZE } from '../../machines/events/catalogue.constants';
import type { EventPageData } from '../../machines/events/events.types';
import { PRIORITY_CARDS, preloadCover } from '../components/event-card/cover-preload';
import { mayHaveSession } from '../services/config';
import { type EventsPage, getPublicEventPage, listEvents } from '../services/events-public';

interface Early<T> {
  key: string;
  answer: Promise<T>;
  at: number;
}

/** An answer older than this is not handed over: the page was not opened when it arrived. */
const FRESH_MS = 10_000;

let catalogue: Early<EventsPage> | null = null;
let eventPage: Early<EventPageData> | null = null;

function early<T>(key: string, ask: () => Promise<T>, covers: (answer: T) => (string | null)[]) {
  const answer = ask();
  // The covers above the fold (the page's largest paint) load while the page's code does.
  // Whoever takes the answer handles a failure; until then it must not count as unhandled.
  answer.then((data) => covers(data).forEach(preloadCover)).catch(() => {});
  return { key, answer, at: Date.now() } satisfies Early<T>;
}

/** Once, to whoever asks first: a retry, or another page, must really ask again. */
function take<T>(held: Early<T> | null, key: string): Promise<T> | null {
  return held && held.key === key && Date.now() - held.at < FRESH_MS ? held.answer : null;
}

export function prefetchCatalogue() {
  // Filters in the address need the catalogue's parser, which is not in the first chunk.
  if (typeof window === 'undefined' || window.location.search) return;
  catalogue = early(
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

/** The first page with the default filters, if it was asked for; null otherwise. */
export function takeCatalogue(): Promise<EventsPage> | null {
  const answer = take(catalogue, 'first');
  catalogue = null;
  return answer;
}

export function prefetchEventPage() {
  if (typeof window === 'undefined') return;
  const id = /^\/events\/([^/]+)$/.exec(window.location.pathname)?.[1];
  // Someone who may be signed in sees their RSVP and maybe the join link: their page waits for
  // the session.
  if (!id || id === 'create' || mayHaveSession()) return;
  eventPage = early(
    id,
    () => getPublicEventPage(decodeURIComponent(id)),
    (page) => [page.event.coverUrl],
  );
}

/** The event page as a visitor sees it, if it was asked for; null otherwise. */
export function takeEventPage(eventId: string): Promise<EventPageData> | null {
  const answer = take(eventPage, eventId);
  eventPage = null;
  return answer;
}
