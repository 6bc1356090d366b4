/**
 * The groups catalogue over plain fetch. Every group's card is public (the groups table's select
 * policy is `true` for visitors and members alike, so both get the same answer), so the catalogue
 * and home's popular groups need no supabase-js: it loads only for what a person does in a group.
 * The request is the one listGroups sends through supabase-js, from the same arguments
 * (tests/unit/groups-catalogue-url.test.ts holds the two URLs equal).
 */
import { readPublic } from './events-public';
import {
  type GroupCard,
  type GroupCatalogueAnswer,
  type GroupFilters,
  groupCatalogueArgs,
  toCard,
} from './group-rows';

type PageOf = Parameters<typeof groupCatalogueArgs>[1];

/** The page as the path and parameters of a plain GET under /rest/v1. */
export function groupCataloguePageRequest(filters: GroupFilters, page?: PageOf) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(groupCatalogueArgs(filters, page)))
    params.append(name, String(value));
  return { path: '/rpc/group_catalogue_page', params };
}

/** A page of the catalogue and, on the first page, its capped count; failures as readPublic's. */
export async function listPublicGroups(
  filters: GroupFilters,
  page?: PageOf,
): Promise<{ items: GroupCard[]; total: number | null }> {
  const { path, params } = groupCataloguePageRequest(filters, page);
  const answer = await readPublic<GroupCatalogueAnswer>(path, params);
  return { items: answer.items.map(toCard), total: answer.total };
}
