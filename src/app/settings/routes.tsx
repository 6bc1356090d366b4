/** The settings area's route: /settings, a chunk of its own. */
import { Route } from 'wouter';
import { lazyPage } from '../startup/lazy-page';

const SettingsRoute = lazyPage<object>(
  (path) => path === '/settings',
  () => import('./settings-route').then((m) => ({ default: m.SettingsRoute })),
);

export const settingsRoutes = (
  <Route path="/settings">
    <SettingsRoute />
  </Route>
);
