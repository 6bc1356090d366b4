/** The notifications area's route: /notifications, a chunk of its own. */
import { Route } from 'wouter';
import { lazyPage } from '../startup/lazy-page';

const NotificationsRoute = lazyPage<object>(
  (path) => path === '/notifications',
  () => import('./notifications-route').then((m) => ({ default: m.NotificationsRoute })),
);

export const notificationsRoutes = (
  <Route path="/notifications">
    <NotificationsRoute />
  </Route>
);
