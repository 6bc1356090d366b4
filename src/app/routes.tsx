import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RecommendedFallback } from '../features/events/recommended-frame';
import { ClientOnly } from './client-only';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { prefetchCatalogue, prefetchEventPage } from './events-prefetch';
import { prefetchFeatured } from './featured-prefetch';
import { landingPages } from './landing-pages';
import { lazyPage } from './lazy-page';
import { PageFallback } from './page-fallback';

// The home page is the usual landing page and stays in the first chunk; the rest load on demand.
const AboutPage = lazyPage(
  landingPages.about.matches,
  () => import('../features/about/about-page'),
);

const accounts = () => import('./accounts-routes');
const LoginRoute = lazyPage<object>(
  (path) => path === '/auth/login',
  () => accounts().then((m) => ({ default: m.LoginRoute })),
);
const RegisterRoute = lazyPage<object>(
  (path) => path === '/auth/register',
  () => accounts().then((m) => ({ default: m.RegisterRoute })),
);
const UpdatePasswordRoute = lazyPage<object>(
  (path) => path === '/auth/update-password',
  () => accounts().then((m) => ({ default: m.UpdatePasswordRoute })),
);
const ProfileRoute = lazyPage<object>(
  (path) => path === '/profile',
  () => accounts().then((m) => ({ default: m.ProfileRoute })),
);
const AdminRoute = lazyPage<object>(
  (path) => path === '/admin' || path.startsWith('/admin/'),
  () => accounts().then((m) => ({ default: m.AdminRoute })),
);

// Each events screen is a chunk of its own: the catalogue does not carry the form, nor the event
// page the catalogue's filters.
// Their data is asked for at once too, beside the chunk (events-prefetch.ts).
const CatalogueRoute = lazyPage<object>(landingPages.catalogue.matches, () => {
  prefetchCatalogue();
  return import('./catalogue-route').then((m) => ({ default: m.CatalogueRoute }));
});
const EventRoute = lazyPage<{ id: string }>(landingPages.event.matches, () => {
  prefetchEventPage();
  return import('./event-route').then((m) => ({ default: m.EventRoute }));
});
const eventForm = () => import('./event-form-routes');
const CreateEventRoute = lazyPage<object>(
  (path) => path === '/events/create',
  () => eventForm().then((m) => ({ default: m.CreateEventRoute })),
);
const EditEventRoute = lazyPage<{ id: string }>(
  (path) => /^\/events\/[^/]+\/edit$/.test(path),
  () => eventForm().then((m) => ({ default: m.EditEventRoute })),
);
// The home page's recommended events load after the page itself, over their reserved space; their
// data is asked for at once, beside the chunk. Their texts are in the first chunk
// (scripts/shell-messages.ts): home loads no language file.
const RecommendedRoute = lazyPage<object>(
  landingPages.recommended.matches,
  () => {
    prefetchFeatured();
    return import('./recommended-route').then((m) => ({ default: m.RecommendedRoute }));
  },
  { shellTexts: landingPages.recommended.shellTexts },
);

/**
 * Only screens that exist are routed. Paths that later features will own (/events, /groups, /auth/…)
 * show the 404 until those features register their routes here.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/">
          <HomePage
            recommendedSlot={
              // Live data: the prerendered home shows the placeholders.
              <ClientOnly fallback={<RecommendedFallback />}>
                <Suspense fallback={<RecommendedFallback />}>
                  <RecommendedRoute />
                </Suspense>
              </ClientOnly>
            }
          />
        </Route>
        <Route path="/about">
          <AboutPage />
        </Route>
        <Route path="/events">
          <CatalogueRoute />
        </Route>
        <Route path="/events/create">
          <CreateEventRoute />
        </Route>
        <Route path="/events/:id/edit">{({ id }) => <EditEventRoute id={id} />}</Route>
        <Route path="/events/:id">{({ id }) => <EventRoute id={id} />}</Route>
        <Route path="/auth/login">
          <LoginRoute />
        </Route>
        <Route path="/auth/register">
          <RegisterRoute />
        </Route>
        <Route path="/auth/update-password">
          <UpdatePasswordRoute />
        </Route>
        <Route path="/profile">
          <ProfileRoute />
        </Route>
        <Route path="/admin" nest>
          <AdminRoute />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
