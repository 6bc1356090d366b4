/** Home's recommended events: its own small chunk, loaded after the home page has painted. */
import { fromPromise } from 'xstate';
import type { EventSummary } from '../../machines/events/events.types';
import { featuredMachine } from '../../machines/events/featured.machine';
import { RecommendedEvents } from '../features/events/recommended-events';
import { takeFeatured } from './featured-prefetch';

// Public data over plain fetch (src/services/featured-events.ts): the home page never loads
// supabase-js.
const appFeaturedMachine = featuredMachine.provide({
  actors: { loadFeatured: fromPromise<EventSummary[], void>(() => takeFeatured()) },
});

export function RecommendedRoute() {
  return <RecommendedEvents logic={appFeaturedMachine} />;
}
