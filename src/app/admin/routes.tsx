/**
 * The admin area (issue 19): one chunk, loaded with the first /admin path (src/app/routes.tsx),
 * holding the guard, the frame with its tabs and one route line per section. Each section's screen
 * is a chunk of its own, downloaded only when an admin opens it: one route line and one
 * `<section>.logic.ts` (its real actors) per section.
 */
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AdminLayout, adminTabOf } from '../../features/admin/admin-layout';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { PageFallback } from '../page-fallback';
import { lazyPage } from '../startup/lazy-page';
import { AdminOnly } from './admin-only';

const DashboardRoute = lazyPage<object>(
  (path) => path === '/admin',
  () => import('./dashboard-route').then((m) => ({ default: m.DashboardRoute })),
);
const AuditRoute = lazyPage<object>(
  (path) => path === '/admin/audit',
  () => import('./audit-route').then((m) => ({ default: m.AuditRoute })),
);

const UsersRoute = lazyPage<object>(
  (path) => path === '/admin/users',
  () => import('./users-route').then((m) => ({ default: m.UsersRoute })),
);

const ReportsRoute = lazyPage<object>(
  (path) => path === '/admin/reports',
  () => import('./reports-route').then((m) => ({ default: m.ReportsRoute })),
);

const ContentRoute = lazyPage<object>(
  (path) => path === '/admin/content',
  () => import('./content-route').then((m) => ({ default: m.ContentRoute })),
);

export function AdminRoutes() {
  const [path] = useLocation();
  return (
    <AdminOnly>
      <AdminLayout current={adminTabOf(path)}>
        {/* The tabs stay while a section's code downloads. */}
        <Suspense fallback={<PageFallback />}>
          <Switch>
            <Route path="/admin">
              <DashboardRoute />
            </Route>
            <Route path="/admin/users">
              <UsersRoute />
            </Route>
            <Route path="/admin/content">
              <ContentRoute />
            </Route>
            <Route path="/admin/reports">
              <ReportsRoute />
            </Route>
            <Route path="/admin/audit">
              <AuditRoute />
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </AdminLayout>
    </AdminOnly>
  );
}
