/**
 * The messaging area's routes: the conversation list and a direct conversation, each a chunk of
 * its own with its machine's real actors in the *.logic.ts beside it.
 */
import { Route } from 'wouter';
import { lazyPage } from '../startup/lazy-page';

const ConversationsRoute = lazyPage<object>(
  (path) => path === '/messages',
  () => import('./conversations-route').then((m) => ({ default: m.ConversationsRoute })),
);
const DirectRoute = lazyPage<{ userId: string }>(
  (path) => /^\/messages\/[^/]+$/.test(path),
  () => import('./direct-route').then((m) => ({ default: m.DirectRoute })),
);

export const messagesRoutes = (
  <>
    <Route path="/messages">
      <ConversationsRoute />
    </Route>
    <Route path="/messages/:userId">{({ userId }) => <DirectRoute userId={userId} />}</Route>
  </>
);
