/**
 * Home's featured events machine with its real actor: public data over plain fetch
 * (src/services/featured-events.ts), so the home page never loads supabase-js.
 */
import { fromPromise } from 'xstate';
import type { EventSummary } from '../../../machines/events/events.types';
import { featuredMachine } from '../../../machines/events/featured.machine';
import { takeFeatured } from '../startup/featured-prefetch';

export const featuredLogic = featuredMachine.provide({
  actors: { loadFeatured: fromPromise<EventSummary[], void>(() => takeFeatured()) },
});
