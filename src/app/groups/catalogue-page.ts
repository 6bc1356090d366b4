/**
 * A page of the groups catalogue as its machine takes it, for the catalogue and home's popular
 * groups. Over plain fetch (every card is public), so neither page waits for supabase-js; small
 * enough for index.html's head script, which asks for the catalogue's first page early.
 */
import type { GroupFilters } from '../../../machines/groups/group-catalogue.filters';
import type { GroupCataloguePage } from '../../../machines/groups/group-catalogue.machine';
import { listPublicGroups } from '../../services/groups-catalogue';

/** The count stops at cap + 1, which means «more than cap». */
const COUNT_CAP = 100;

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
