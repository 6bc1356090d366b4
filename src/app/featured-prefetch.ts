/**
 * Home's featured events requested as the app starts, alongside the section's chunk instead of
 * after it: on a slow connection that is a round trip less before the cards (the page's largest
 * paint) appear. The reader is plain fetch, small enough for the first chunk.
 */
import type { EventSummary } from '../../machines/events/events.types';
import { listFeaturedEvents } from '../services/featured-events';

let early: Promise<EventSummary[]> | null = null;

export function prefetchFeatured() {
  early ??= listFeaturedEvents();
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  early.catch(() => {});
}

/** The prefetched answer once, then fresh requests (a retry must really retry). */
export function takeFeatured(): Promise<EventSummary[]> {
  const answer = early ?? listFeaturedEvents();
  early = null;
  return answer;
}
