/**
 * The groups pages' data requested before the page's code has arrived (by index.html's head
 * script, else beside the page's chunk; see early-requests.ts), as events-prefetch.ts does for
 * the events pages: the catalogue's first cards and a group's cover, each page's largest paint,
 * then wait for round trips fewer. Only what can be told without the pages' code is asked for:
 * the catalogue's first page without filters in the address, and a group as a visitor (no stored
 * session) sees it.
 */
import {
  DEFAULT_GROUP_FILTERS,
  GROUPS_PAGE_SIZE,
} from '../../../machines/groups/group-catalogue.filters';
import { isEventId as isUuid } from '../../../machines/events/event-limits';
import { PRIORITY_CARDS, preloadCover } from '../../components/event-card/cover-preload';
import { mayHaveSession } from '../../services/config';
import { getPublicGroupPage } from '../../services/groups-public';
import { loadGroups } from '../groups/catalogue-page';
import { early, startOnce } from './early-requests';
import { GROUPS_FIRST_PAGE, GROUP_PAGE } from './groups-early';

export function prefetchGroups() {
  // Filters in the address need the catalogue's parser, which is not in the first chunk.
  if (typeof window === 'undefined' || window.location.search) return;
  early(
    GROUPS_FIRST_PAGE.name,
    GROUPS_FIRST_PAGE.key,
    () => loadGroups(DEFAULT_GROUP_FILTERS, 0, GROUPS_PAGE_SIZE),
    (page) => page.items.slice(0, PRIORITY_CARDS).map((group) => group.coverUrl),
  );
}

export function prefetchGroupPage() {
  if (typeof window === 'undefined') return;
  const id = /^\/groups\/([^/]+)$/.exec(window.location.pathname)?.[1];
  // A member's page comes through supabase-js, with their standing; an id no group can have is
  // not found at once (the page's machine says so).
  if (!id || !isUuid(id) || mayHaveSession()) return;
  startOnce(GROUP_PAGE, id, () =>
    getPublicGroupPage(id).then((page) => {
      preloadCover(page.group.coverUrl);
      return page;
    }),
  );
}
