import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { accountsRoutes } from './accounts/routes';
import { eventsRoutes, RecommendedSection } from './events/routes';
import { groupsRoutes, PopularGroupsSection } from './groups/routes';
import { messagesRoutes } from './messages/routes';
import { notificationsRoutes } from './notifications/routes';
import { PageFallback } from './page-fallback';
import { settingsRoutes } from './settings/routes';
import { landingPages } from './startup/landing-pages';
import { lazyPage } from './startup/lazy-page';

// The home page is the usual landing page and stays in the first chunk; the rest load on demand.
const AboutPage = lazyPage(
  landingPages.about.matches,
  () => import('../features/about/about-page'),
);
// The admin area (src/app/admin/routes.tsx) is one chunk: its guard, frame and route lines.
const AdminArea = lazyPage<object>(
  (path) => path === '/admin' || path.startsWith('/admin/'),
  () => import('./admin/routes').then((m) => ({ default: m.AdminRoutes })),
);

/**
 * Every path of the app: home, about and the 404 here, each area's own in its routes.tsx
 * (src/app/<area>/routes.tsx). A path no area routes shows the 404.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/">
          <HomePage
            recommendedSlot={<RecommendedSection />}
            popularGroupsSlot={<PopularGroupsSection />}
          />
        </Route>
        <Route path="/about">
          <AboutPage />
        </Route>
        {eventsRoutes}
        {groupsRoutes}
        {accountsRoutes}
        {messagesRoutes}
        {notificationsRoutes}
        {settingsRoutes}
        <Route path="/admin/*?">
          <AdminArea />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
