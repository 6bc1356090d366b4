/**
 * The events area's routes: which path shows which screen, and how it loads. Each screen is a
 * chunk of its own (the catalogue does not carry the form, nor the event page the catalogue's
 * filters), with its machines' real actors in the *.logic.ts beside it; its data is asked for at
 * once too, beside the chunk (startup/events-prefetch.ts).
 */
import { Suspense } from 'react';
import { Route } from 'wouter';
import { RecommendedFallback } from '../../features/events/recommended-frame';
import { ClientOnly } from '../startup/client-only';
import { prefetchCatalogue, prefetchEventPage } from '../startup/events-prefetch';
import { prefetchFeatured } from '../startup/featured-prefetch';
import { landingPages } from '../startup/landing-pages';
import { lazyPage } from '../startup/lazy-page';

const CatalogueRoute = lazyPage<object>(landingPages.catalogue.matches, () => {
  prefetchCatalogue();
  return import('./catalogue-route').then((m) => ({ default: m.CatalogueRoute }));
});
const EventRoute = lazyPage<{ id: string }>(landingPages.event.matches, () => {
  prefetchEventPage();
  return import('./event-route').then((m) => ({ default: m.EventRoute }));
});
const EventChatRoute = lazyPage<{ kind: 'event'; id: string }>(
  (path) => /^\/events\/[^/]+\/chat$/.test(path),
  () => import('../messages/room-route').then((m) => ({ default: m.ChatRoomRoute })),
);
// Creating and editing are one screen: the form starts afresh for another event (member-form.tsx).
const EventFormRoute = lazyPage<{ id: string | null }>(
  (path) => path === '/events/create' || /^\/events\/[^/]+\/edit$/.test(path),
  () => import('./event-form-route').then((m) => ({ default: m.EventFormRoute })),
);
// The home page's recommended events load after the page itself, over their reserved space; their
// data is asked for at once, beside the chunk, and their Russian texts ride inside it
// (scripts/shell-messages.ts).
const RecommendedRoute = lazyPage<object>(
  landingPages.recommended.matches,
  () => {
    prefetchFeatured();
    return import('./recommended-route').then((m) => ({ default: m.RecommendedRoute }));
  },
  { section: landingPages.recommended.section },
);

/** Home's recommended section: live data, so the prerendered home shows the placeholders. */
export function RecommendedSection() {
  return (
    <ClientOnly fallback={<RecommendedFallback />}>
      <Suspense fallback={<RecommendedFallback />}>
        <RecommendedRoute />
      </Suspense>
    </ClientOnly>
  );
}

export const eventsRoutes = (
  <>
    <Route path="/events" component={CatalogueRoute} />
    <Route path="/events/create">
      <EventFormRoute id={null} />
    </Route>
    <Route path="/events/:id/edit">{({ id }) => <EventFormRoute id={id} />}</Route>
    <Route path="/events/:id/chat">{({ id }) => <EventChatRoute kind="event" id={id} />}</Route>
    <Route path="/events/:id">{({ id }) => <EventRoute id={id} />}</Route>
  </>
);
