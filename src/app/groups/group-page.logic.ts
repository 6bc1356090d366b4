/**
 * The group page's machines with their real actors: the one place they are provided. A group's
 * page is one answer (public.group_page): a visitor's over plain fetch, a member's through the
 * groups service, which loads supabase-js with the first request; the database decides who sees
 * and may do what.
 */
import { fromPromise } from 'xstate';
import {
  type ChangeAnswer,
  type ChangeQuery,
  type GroupContent,
  type GroupHead,
  type GroupQuery,
  type NewThreadQuery,
  type ThreadsQuery,
  groupPageMachine,
} from '../../../machines/groups/group-page.machine';
import type { Page, Thread } from '../../../machines/groups/group-page.types';
import {
  type GroupQuery as MembershipQuery,
  type RequestQuery,
  membershipMachine,
} from '../../../machines/groups/membership.machine';
import type { GroupPageData, GroupsService } from '../../services/groups';
import { getPublicGroupPage } from '../../services/groups-public';
import { takeGroupPage } from '../startup/groups-early';
import { groupsService } from './service';

const contentOf = ({ content }: GroupPageData): GroupContent | null =>
  content && {
    members: content.members.items,
    events: content.events,
    pinned: content.pinned,
    threads: content.threads,
  };

/**
 * The content that came with the group's answer, until the machine asks for it: the machine
 * shows the group first and then asks for its content, which is already here. Taken once, so a
 * retry asks anew.
 */
const arrived = new Map<string, GroupContent>();

function headOf(groupId: string, page: GroupPageData): GroupHead {
  const content = contentOf(page);
  if (content) arrived.set(groupId, content);
  else arrived.delete(groupId);
  return { group: page.group, standing: page.standing };
}

async function loadContent(
  groupId: string,
  load: (groupId: string) => Promise<GroupPageData>,
): Promise<GroupContent> {
  const early = arrived.get(groupId);
  arrived.delete(groupId);
  if (early) return early;
  const content = contentOf(await load(groupId));
  // The group turned private, or the viewer left it, since its head was read.
  if (!content) throw { code: 'not_found', message: `No content of group ${groupId}` };
  return content;
}

const memberPage = async (groupId: string) => (await groupsService()).getGroupPage(groupId);

async function changeMember(s: GroupsService, { groupId, userId, action }: ChangeQuery) {
  switch (action) {
    case 'promote':
      return s.setRole(groupId, userId, 'moderator');
    case 'demote':
      return s.setRole(groupId, userId, 'member');
    case 'remove':
      return s.removeMember(groupId, userId);
    case 'ban':
      return s.ban(groupId, userId);
    case 'transfer':
      return s.transferOwnership(groupId, userId);
  }
}

/** A member's page: every read and change through the groups service. */
export const groupPageLogic = groupPageMachine.provide({
  actors: {
    loadGroup: fromPromise<GroupHead, GroupQuery>(async ({ input }) =>
      headOf(input.groupId, await memberPage(input.groupId)),
    ),
    loadContent: fromPromise<GroupContent, GroupQuery>(({ input }) =>
      loadContent(input.groupId, memberPage),
    ),
    loadMoreThreads: fromPromise<Page<Thread>, ThreadsQuery>(async ({ input }) => {
      const { items, next } = await (
        await groupsService()
      ).listThreads(input.groupId, {
        after: input.after,
      });
      return { items, next };
    }),
    changeMember: fromPromise<ChangeAnswer, ChangeQuery>(async ({ input }) => {
      const s = await groupsService();
      await changeMember(s, input);
      // The members as they are now, and the viewer's own place (a hand-over moves it).
      const page = await s.getGroupPage(input.groupId);
      return { members: page.content?.members.items ?? [], standing: page.standing };
    }),
    createThread: fromPromise<Thread, NewThreadQuery>(async ({ input }) =>
      (await groupsService()).createThread(input.groupId, input.authorId, input),
    ),
  },
});

/**
 * A visitor's page: public data over plain fetch, so the page shows without supabase-js. A
 * visitor cannot change anything; what they press (join, more threads) loads it then.
 */
export const visitorGroupPageLogic = groupPageLogic.provide({
  actors: {
    // The page may already be on its way (asked for as the app started); taken once.
    loadGroup: fromPromise<GroupHead, GroupQuery>(async ({ input }) =>
      headOf(
        input.groupId,
        await (takeGroupPage(input.groupId) ?? getPublicGroupPage(input.groupId)),
      ),
    ),
    loadContent: fromPromise<GroupContent, GroupQuery>(({ input }) =>
      loadContent(input.groupId, getPublicGroupPage),
    ),
  },
});

export const membershipLogic = membershipMachine.provide({
  actors: {
    joinGroup: fromPromise(async ({ input }: { input: MembershipQuery }) =>
      (await groupsService()).join(input.groupId),
    ),
    requestToJoin: fromPromise(async ({ input }: { input: RequestQuery }) =>
      (await groupsService()).requestToJoin(input.groupId, input.message ?? undefined),
    ),
    cancelRequest: fromPromise(async ({ input }: { input: MembershipQuery }) =>
      (await groupsService()).cancelRequest(input.groupId),
    ),
    leaveGroup: fromPromise(async ({ input }: { input: MembershipQuery }) =>
      (await groupsService()).leave(input.groupId),
    ),
  },
});
