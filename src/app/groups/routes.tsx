/**
 * The groups area's routes: which path shows which screen, and how it loads. Each screen is a
 * chunk of its own (the catalogue does not carry the form), with its machines' real actors in the
 * *.logic.ts beside it. `/groups/create` and `/groups/:id/edit` come before `/groups/:id`: a
 * Switch takes the first route that matches.
 */
import { Suspense } from 'react';
import { Route } from 'wouter';
import {
  POPULAR_GROUPS,
  popularGrid,
  popularSection,
  popularSlot,
} from '../../features/groups/popular-frame';
import { landingPages } from '../startup/landing-pages';
import { lazyPage } from '../startup/lazy-page';
import { NearView } from './near-view';

const CatalogueRoute = lazyPage<object>(landingPages.groups.matches, () =>
  import('./catalogue-route').then((m) => ({ default: m.GroupCatalogueRoute })),
);
// Creating and editing are one screen: the form starts afresh for another group (member-form.tsx).
const GroupFormRoute = lazyPage<{ id: string | null }>(
  (path) => path === '/groups/create' || /^\/groups\/[^/]+\/edit$/.test(path),
  () => import('./group-form-route').then((m) => ({ default: m.GroupFormRoute })),
);
const RequestsRoute = lazyPage<{ id: string }>(
  (path) => /^\/groups\/[^/]+\/requests$/.test(path),
  () => import('./requests-route').then((m) => ({ default: m.RequestsRoute })),
);
const ThreadRoute = lazyPage<{ id: string; threadId: string }>(
  (path) => /^\/groups\/[^/]+\/threads\/[^/]+$/.test(path),
  () => import('./thread-route').then((m) => ({ default: m.ThreadRoute })),
);
const GroupChatRoute = lazyPage<{ kind: 'group'; id: string }>(
  (path) => /^\/groups\/[^/]+\/chat$/.test(path),
  () => import('../messages/room-route').then((m) => ({ default: m.ChatRoomRoute })),
);
const GroupRoute = lazyPage<{ id: string }>(landingPages.group.matches, () =>
  import('./group-route').then((m) => ({ default: m.GroupRoute })),
);

// Home's popular groups are below the fold: their chunk, their texts (a page's, not the first
// chunk's) and their data wait until the section nears the screen, so home's first load carries
// only the empty boxes that keep their place.
const PopularGroupsRoute = lazyPage<object>(
  () => false,
  () => import('./popular-route').then((m) => ({ default: m.PopularGroupsRoute })),
);

function PopularGroupsSpace({ ref }: { ref?: (node: HTMLElement | null) => void }) {
  return (
    <div ref={ref} aria-hidden="true" className={popularSection}>
      <ul className={popularGrid}>
        {Array.from({ length: POPULAR_GROUPS }, (_, i) => (
          <li key={i} className={popularSlot}>
            <div />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Home's popular groups: live data, so the prerendered home keeps their space empty. */
export function PopularGroupsSection() {
  return (
    <NearView fallback={(ref) => <PopularGroupsSpace ref={ref} />}>
      <Suspense fallback={<PopularGroupsSpace />}>
        <PopularGroupsRoute />
      </Suspense>
    </NearView>
  );
}

export const groupsRoutes = (
  <>
    <Route path="/groups" component={CatalogueRoute} />
    <Route path="/groups/create">
      <GroupFormRoute id={null} />
    </Route>
    <Route path="/groups/:id/edit">{({ id }) => <GroupFormRoute id={id} />}</Route>
    {/* The group's own pages (its requests, a thread, the group itself) go below, most specific first. */}
    <Route path="/groups/:id/requests">{({ id }) => <RequestsRoute id={id} />}</Route>
    <Route path="/groups/:id/threads/:threadId">
      {({ id, threadId }) => <ThreadRoute id={id} threadId={threadId} />}
    </Route>
    <Route path="/groups/:id/chat">{({ id }) => <GroupChatRoute kind="group" id={id} />}</Route>
    <Route path="/groups/:id">{({ id }) => <GroupRoute id={id} />}</Route>
  </>
);
