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

const CatalogueScreen = lazyPage<object>(landingPages.catalogue.matches, () => {
  prefetchCatalogue();
  return import('./catalogue-screen').then((m) => ({ default: m.CatalogueScreen }));
});
const EventScreen = lazyPage<{ id: string }>(landingPages.event.matches, () => {
  prefetchEventPage();
  return import('./event-screen').then((m) => ({ default: m.EventScreen }));
});
const eventForm = () => import('./event-form-screen');
const CreateEventScreen = lazyPage<object>(
  (path) => path === '/events/create',
  () => eventForm().then((m) => ({ default: m.CreateEventScreen })),
);
const EditEventScreen = lazyPage<{ id: string }>(
  (path) => /^\/events\/[^/]+\/edit$/.test(path),
  () => eventForm().then((m) => ({ default: m.EditEventScreen })),
);
// The home page's recommended events load after the page itself, over their reserved space; their
// data is asked for at once, beside the chunk. Their texts are in the first chunk
// (scripts/shell-messages.ts): home loads no language file.
const RecommendedScreen = lazyPage<object>(
  landingPages.recommended.matches,
  () => {
    prefetchFeatured();
    return import('./recommended-screen').then((m) => ({ default: m.RecommendedScreen }));
  },
  { shellTexts: landingPages.recommended.shellTexts },
);

/** Home's recommended section: live data, so the prerendered home shows the placeholders. */
export function RecommendedSection() {
  return (
    <ClientOnly fallback={<RecommendedFallback />}>
      <Suspense fallback={<RecommendedFallback />}>
        <RecommendedScreen />
      </Suspense>
    </ClientOnly>
  );
}

export const eventsRoutes = (
  <>
    <Route path="/events">
      <CatalogueScreen />
    </Route>
    <Route path="/events/create">
      <CreateEventScreen />
    </Route>
    <Route path="/events/:id/edit">{({ id }) => <EditEventScreen id={id} />}</Route>
    <Route path="/events/:id">{({ id }) => <EventScreen id={id} />}</Route>
  </>
);
