/**
 * The groups area's routes: which path shows which screen, and how it loads. Each screen is a
 * chunk of its own (the catalogue does not carry the form), with its machines' real actors in the
 * *.logic.ts beside it. `/groups/create` and `/groups/:id/edit` come before `/groups/:id`: a
 * Switch takes the first route that matches.
 */
import { Route } from 'wouter';
import { lazyPage } from '../startup/lazy-page';

const CatalogueRoute = lazyPage<object>(
  (path) => path === '/groups',
  () => import('./catalogue-route').then((m) => ({ default: m.GroupCatalogueRoute })),
);
const groupForm = () => import('./group-form-route');
const CreateGroupRoute = lazyPage<object>(
  (path) => path === '/groups/create',
  () => groupForm().then((m) => ({ default: m.CreateGroupRoute })),
);
const EditGroupRoute = lazyPage<{ id: string }>(
  (path) => /^\/groups\/[^/]+\/edit$/.test(path),
  () => groupForm().then((m) => ({ default: m.EditGroupRoute })),
);
const RequestsRoute = lazyPage<{ id: string }>(
  (path) => /^\/groups\/[^/]+\/requests$/.test(path),
  () => import('./requests-route').then((m) => ({ default: m.RequestsRoute })),
);
const ThreadRoute = lazyPage<{ id: string; threadId: string }>(
  (path) => /^\/groups\/[^/]+\/threads\/[^/]+$/.test(path),
  () => import('./thread-route').then((m) => ({ default: m.ThreadRoute })),
);
const GroupRoute = lazyPage<{ id: string }>(
  (path) => /^\/groups\/[^/]+$/.test(path) && path !== '/groups/create',
  () => import('./group-route').then((m) => ({ default: m.GroupRoute })),
);

export const groupsRoutes = (
  <>
    <Route path="/groups">
      <CatalogueRoute />
    </Route>
    <Route path="/groups/create">
      <CreateGroupRoute />
    </Route>
    <Route path="/groups/:id/edit">{({ id }) => <EditGroupRoute id={id} />}</Route>
    {/* The group's own pages (its requests, a thread, the group itself) go below, most specific first. */}
    <Route path="/groups/:id/requests">{({ id }) => <RequestsRoute id={id} />}</Route>
    <Route path="/groups/:id/threads/:threadId">
      {({ id, threadId }) => <ThreadRoute id={id} threadId={threadId} />}
    </Route>
    <Route path="/groups/:id">{({ id }) => <GroupRoute id={id} />}</Route>
  </>
);
