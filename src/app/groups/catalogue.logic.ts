/**
 * The groups catalogue machine with its real actor: the one place it is provided, for the
 * catalogue and for the home page's popular groups (the same flow, its first page only).
 */
import { fromPromise } from 'xstate';
import type { GroupFilters } from '../../../machines/groups/group-catalogue.filters';
import {
  type GroupCataloguePage,
  type LoadGroupsInput,
  groupCatalogueMachine,
} from '../../../machines/groups/group-catalogue.machine';
import { groupsService } from './service';

/** The count stops at cap + 1, which means «more than cap». */
const COUNT_CAP = 100;

export async function loadGroups(
  filters: GroupFilters,
  offset: number,
  limit: number,
): Promise<GroupCataloguePage> {
  const service = await groupsService();
  const { items, total } = await service.listGroups(
    { ...filters, city: filters.city || null, online: null },
    { offset, limit, cap: COUNT_CAP },
  );
  const capped = total !== null && total > COUNT_CAP;
  return { items, total: capped ? COUNT_CAP : total, capped };
}

export const groupCatalogueLogic = groupCatalogueMachine.provide({
  actors: {
    loadPage: fromPromise<GroupCataloguePage, LoadGroupsInput>(({ input }) =>
      loadGroups(input.filters, input.offset, input.limit),
    ),
  },
});
