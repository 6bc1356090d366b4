import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { lazyPage } from './lazy-page';
import { PageFallback } from './page-fallback';

// The home page is the usual landing page and stays in the first chunk; the rest load on demand.
const AboutPage = lazyPage(
  (path) => path === '/about',
  () => import('../features/about/about-page'),
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
          <HomePage />
        </Route>
        <Route path="/about">
          <AboutPage />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
