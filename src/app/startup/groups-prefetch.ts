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
import type { GroupCataloguePage } from '../../../machines/groups/group-catalogue.machine';
import { isEventId as isUuid } from '../../../machines/events/event-limits';
import { PRIORITY_CARDS, preloadCover } from '../../components/event-card/cover-preload';
import { mayHaveSession } from '../../services/config';
import type { GroupPageData } from '../../services/group-rows';
import { getPublicGroupPage } from '../../services/groups-public';
import { loadGroups } from '../groups/catalogue-page';
import { early, startOnce, takeOnce } from './early-requests';

export function prefetchGroups() {
  // Filters in the address need the catalogue's parser, which is not in the first chunk.
  if (typeof window === 'undefined' || window.location.search) return;
  early(
    'groups',
    'first',
    () => loadGroups(DEFAULT_GROUP_FILTERS, 0, GROUPS_PAGE_SIZE),
    (page) => page.items.slice(0, PRIORITY_CARDS).map((group) => group.coverUrl),
  );
}

/** The catalogue's first page with the default filters, if it was asked for; null otherwise. */
export function takeGroups(): Promise<GroupCataloguePage> | null {
  return takeOnce<GroupCataloguePage>('groups', 'first');
}

export function prefetchGroupPage() {
  if (typeof window === 'undefined') return;
  const id = /^\/groups\/([^/]+)$/.exec(window.location.pathname)?.[1];
  // A member's page comes through supabase-js, with their standing; an id no group can have is
  // not found at once (the page's machine says so).
  if (!id || !isUuid(id) || mayHaveSession()) return;
  startOnce('group', id, () =>
    getPublicGroupPage(id).then((page) => {
      preloadCover(page.group.coverUrl);
      return page;
    }),
  );
}

/** A group's page as a visitor sees it, if it was asked for; null otherwise. */
export function takeGroupPage(groupId: string): Promise<GroupPageData> | null {
  return takeOnce<GroupPageData>('group', groupId);
}
