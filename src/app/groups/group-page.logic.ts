/**
 * The group page's machines with their real actors: the one place they are provided. Every read
 * and change goes through the groups service (services/groups.ts), which loads supabase-js with
 * the first request; the database decides who sees and may do what.
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
import type { GroupsService } from '../../services/groups';
import { groupsService } from './service';

/** The page shows this many members; the rest are a later part's paging. */
const MEMBERS_SHOWN = 100;

export const loadGroupHead = async (groupId: string): Promise<GroupHead> =>
  (await groupsService()).getGroup(groupId);

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

export const groupPageLogic = groupPageMachine.provide({
  actors: {
    loadGroup: fromPromise<GroupHead, GroupQuery>(({ input }) => loadGroupHead(input.groupId)),
    loadContent: fromPromise<GroupContent, GroupQuery>(async ({ input }) => {
      const s = await groupsService();
      const [members, events, threads] = await Promise.all([
        s.listMembers(input.groupId, { limit: MEMBERS_SHOWN }),
        s.groupEvents(input.groupId),
        s.listThreads(input.groupId),
      ]);
      return {
        members: members.items,
        events,
        pinned: threads.pinned,
        threads: { items: threads.items, next: threads.next },
      };
    }),
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
      const [members, { standing }] = await Promise.all([
        s.listMembers(input.groupId, { limit: MEMBERS_SHOWN }),
        s.getGroup(input.groupId),
      ]);
      return { members: members.items, standing };
    }),
    createThread: fromPromise<Thread, NewThreadQuery>(async ({ input }) =>
      (await groupsService()).createThread(input.groupId, input.authorId, input),
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
