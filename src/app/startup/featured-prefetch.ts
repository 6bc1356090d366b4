/**
 * Home's featured events requested before the section's code has arrived (by index.html's head
 * script, else beside the section's chunk): on a slow connection the cards, and their covers (the
 * page's largest paint), then wait for one round trip fewer. The reader is plain fetch.
 */
import type { EventSummary } from '../../../machines/events/events.types';
import { PRIORITY_CARDS, preloadCover } from '../../components/event-card/cover-preload';
import { listFeaturedEvents } from '../../services/featured-events';
import { startOnce, takeOnce } from './early-requests';

export function prefetchFeatured() {
  startOnce('featured', '/', () => {
    const answer = listFeaturedEvents();
    // The covers in view on a phone load while the page's code does.
    void answer.then(
      (items) => items.slice(0, PRIORITY_CARDS).forEach((event) => preloadCover(event.coverUrl)),
      () => {},
    );
    return answer;
  });
}

/** The prefetched answer once, then fresh requests (a retry must really retry). */
export function takeFeatured(): Promise<EventSummary[]> {
  return takeOnce<EventSummary[]>('featured', '/') ?? listFeaturedEvents();
}
