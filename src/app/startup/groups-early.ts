/**
 * Where the groups pages take what index.html's head script asked for them
 * (groups-prefetch.ts): apart from the askers, so a page's chunk carries only the taking.
 */
import type { GroupCataloguePage } from '../../../machines/groups/group-catalogue.machine';
import type { GroupPageData } from '../../services/group-rows';
import { takeOnce } from './early-requests';

export const GROUPS_FIRST_PAGE = { name: 'groups', key: 'first' } as const;
/** Keyed by the group's id. */
export const GROUP_PAGE = 'group';

/** The catalogue's first page with the default filters, if it was asked for; null otherwise. */
export function takeGroups(): Promise<GroupCataloguePage> | null {
  return takeOnce<GroupCataloguePage>(GROUPS_FIRST_PAGE.name, GROUPS_FIRST_PAGE.key);
}

/** A group's page as a visitor sees it, if it was asked for; null otherwise. */
export function takeGroupPage(groupId: string): Promise<GroupPageData> | null {
  return takeOnce<GroupPageData>(GROUP_PAGE, groupId);
}
