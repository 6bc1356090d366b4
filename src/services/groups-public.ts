/**
 * A group's page and a discussion's as a visitor sees them, over plain fetch: the group, and its
 * content when it is public. Its answer is the one getGroupPage asks for through supabase-js, from the same
 * arguments, as the anonymous role: the visitor's page needs no supabase-js, which loads only
 * for what a member does in the group.
 */
import { readPublic } from './events-public';
import {
  type GroupPageAnswer,
  type GroupPageData,
  type GroupThreadPageAnswer,
  type GroupThreadPageData,
  groupPageArgs,
  groupThreadPageArgs,
  toGroupPage,
  toThreadPage,
} from './group-rows';

/** The page as the path and parameters of a plain GET under /rest/v1. */
export function groupPageRequest(groupId: string) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(groupPageArgs(groupId)))
    params.append(name, String(value));
  return { path: '/rpc/group_page', params };
}

/** A group's page for a visitor; not_found when there is no such group. */
export async function getPublicGroupPage(groupId: string): Promise<GroupPageData> {
  const { path, params } = groupPageRequest(groupId);
  return toGroupPage(await readPublic<GroupPageAnswer>(path, params), groupId);
}

/** A discussion's page for a visitor; not_found when there is none to see. */
export async function getPublicThreadPage(
  groupId: string,
  threadId: string,
): Promise<GroupThreadPageData> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(groupThreadPageArgs(groupId, threadId)))
    params.append(name, String(value));
  return toThreadPage(
    await readPublic<GroupThreadPageAnswer>('/rpc/group_thread_page', params),
    threadId,
  );
}
