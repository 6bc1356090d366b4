/**
 * The groups service over the app's supabase-js client, loaded with the first request that needs
 * it: no groups screen carries the client in its own chunk.
 */
import type { GroupFilters } from '../../../machines/groups/group-catalogue.filters';
import type { GroupCataloguePage } from '../../../machines/groups/group-catalogue.machine';
import type { GroupsService } from '../../services/groups';
import { listPublicGroups } from '../../services/groups-catalogue';

let service: Promise<GroupsService> | null = null;

export function groupsService(): Promise<GroupsService> {
  service ??= Promise.all([
    import('../../services/groups'),
    import('../../services/supabase'),
  ]).then(
    ([groups, { supabase }]) => groups.createGroupsService(supabase),
    (error: unknown) => {
      // The next request asks again (a chunk that failed to load on a flaky connection).
      service = null;
      throw error;
    },
  );
  return service;
}

/** The count stops at cap + 1, which means «more than cap». */
const COUNT_CAP = 100;

/**
 * A page of the catalogue as its machine takes it: the catalogue's and home's popular groups.
 * Over plain fetch (every card is public), so neither page waits for supabase-js.
 */
export async function loadGroups(
  filters: GroupFilters,
  offset: number,
  limit: number,
): Promise<GroupCataloguePage> {
  const { items, total } = await listPublicGroups(
    { ...filters, city: filters.city || null, online: null },
    { offset, limit, cap: COUNT_CAP },
  );
  const capped = total !== null && total > COUNT_CAP;
  return { items, total: capped ? COUNT_CAP : total, capped };
}
