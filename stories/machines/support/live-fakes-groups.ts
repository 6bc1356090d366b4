/**
 * The fake groups service the groups' live stories (stories/machines/live/groups-*) run their
 * machines on: the fixtures the machine tests use (tests/machines/groups/), answered after the
 * same pause as live-fakes.ts, so each waiting state stays lit in the «Machine» panel.
 */
import type {
  GroupCataloguePage,
  LoadGroupsInput,
} from '../../../machines/groups/group-catalogue.machine';
import { groupCatalogueMachine } from '../../../machines/groups/group-catalogue.machine';
import {
  type LoadedGroup,
  type SaveGroupInput,
  groupFormMachine,
} from '../../../machines/groups/group-form.machine';
import {
  type ChangeAnswer,
  type ChangeQuery,
  type GroupContent,
  type GroupHead,
  type GroupQuery,
  type MemberAction,
  type NewThreadQuery,
  type ThreadsQuery,
  groupPageMachine,
} from '../../../machines/groups/group-page.machine';
import type { Comment, GroupRole, Page, Thread } from '../../../machines/groups/group-page.types';
import {
  type DecisionQuery,
  type JoinRequestsInput,
  type RequestsPage,
  joinRequestsMachine,
} from '../../../machines/groups/join-requests.machine';
import {
  type GroupQuery as MembershipQuery,
  type RequestQuery,
  membershipMachine,
} from '../../../machines/groups/membership.machine';
import {
  type CommentEdit,
  type CommentsQuery,
  type NewComment,
  type PinQuery,
  type Removal,
  type ThreadPage,
  type ThreadQuery,
  threadMachine,
} from '../../../machines/groups/thread.machine';
import { groupSummaries } from '../../../tests/machines/groups/catalogue.fixtures';
import { AS_OWNER, GROUP_ID, NAME_REFUSED } from '../../../tests/machines/groups/form.model';
import {
  CONTENT,
  MEMBERS,
  MEMBER_ID,
  MORE_THREADS,
  OWNER_ID,
  REQUESTS,
  comment,
  head,
  thread,
} from '../../../tests/machines/groups/page.fixtures';
import { inTurn, slow } from './live-fakes';

/** The catalogue's twelve groups (Москва, Казань and online ones), filtered by city and paged. */
const CATALOGUE = groupSummaries(12);
export const liveGroupCatalogueLogic = groupCatalogueMachine.provide({
  actors: {
    loadPage: slow<GroupCataloguePage, LoadGroupsInput>(({ filters, offset, limit }) => {
      const found = CATALOGUE.filter((g) => !filters.city || g.city === filters.city);
      return { items: found.slice(offset, offset + limit), total: found.length, capped: false };
    }),
  },
});

/**
 * Editing the fixtures' group as its owner: the first save is refused on the name by the
 * database (a check the form did not know), the next ones save. Built when a story mounts, so a
 * remount is refused again.
 */
export const liveGroupFormLogic = () =>
  groupFormMachine.provide({
    actors: {
      loadGroup: slow<LoadedGroup, { groupId: string }>(() => AS_OWNER),
      saveGroup: slow(
        inTurn<string, SaveGroupInput>(
          () => {
            throw NAME_REFUSED;
          },
          ({ groupId }) => groupId ?? GROUP_ID,
        ),
      ),
    },
  });

/** What each action makes of the member it is about; removed and banned people leave the list. */
const ROLE_AFTER: Record<MemberAction, GroupRole | null> = {
  promote: 'moderator',
  demote: 'member',
  transfer: 'owner',
  remove: null,
  ban: null,
};

/**
 * The page of the fixtures' group, seen by `viewer` with `standing`: its members, an event and
 * two threads (one more on «show more»). Member actions answer as the database would; a new
 * thread is posted at once.
 */
export const liveGroupPageLogic = (group: GroupHead) =>
  groupPageMachine.provide({
    actors: {
      loadGroup: slow<GroupHead, GroupQuery>(() => group),
      loadContent: slow<GroupContent, GroupQuery>(() => CONTENT),
      loadMoreThreads: slow<Page<Thread>, ThreadsQuery>(() => MORE_THREADS),
      changeMember: slow<ChangeAnswer, ChangeQuery>(({ userId, action }) => {
        const role = ROLE_AFTER[action];
        const handedOver = action === 'transfer';
        return {
          members: MEMBERS.flatMap((m) => {
            if (m.id === userId) return role ? [{ ...m, role }] : [];
            return handedOver && m.role === 'owner' ? [{ ...m, role: 'moderator' as const }] : [m];
          }),
          standing: handedOver ? { ...group.standing, role: 'moderator' } : group.standing,
        };
      }),
      createThread: slow<Thread, NewThreadQuery>(({ title, body }) =>
        thread({ id: crypto.randomUUID(), title, body, commentCount: 0 }),
      ),
    },
  });

/** The join button: every request is accepted (a public group joined, a private one asked). */
export const liveMembershipLogic = membershipMachine.provide({
  actors: {
    joinGroup: slow<GroupRole, MembershipQuery>(() => 'member'),
    requestToJoin: slow<string, RequestQuery>(() => REQUESTS[0]!.id),
    cancelRequest: slow<void, MembershipQuery>(() => {}),
    leaveGroup: slow<void, MembershipQuery>(() => {}),
  },
});

/** The owner's queue of the private group: the fixtures' two requests, every decision taken. */
export const liveJoinRequestsLogic = joinRequestsMachine.provide({
  actors: {
    loadRequests: slow<RequestsPage, JoinRequestsInput>(() => ({
      ...head({ privacy: 'private' }, { role: 'owner', joinedAt: MEMBERS[0]!.joinedAt }),
      requests: REQUESTS,
    })),
    decideRequest: slow<void, DecisionQuery>(() => {}),
  },
});

/**
 * The fixtures' thread with two comments (the second answers the first), read by its member
 * Anna (`MEMBER_ID`): her comments are posted and edited, anything removed and the thread
 * pinned as asked.
 */
export const liveThreadLogic = threadMachine.provide({
  actors: {
    loadThread: slow<ThreadPage, ThreadQuery>(() => ({
      ...head({}, { role: 'member', joinedAt: MEMBERS[2]!.joinedAt }),
      thread: thread(),
      comments: { items: [comment(1), comment(2, OWNER_ID, comment(1).id)], next: null },
    })),
    loadComments: slow<Page<Comment>, CommentsQuery>(() => ({ items: [], next: null })),
    postComment: slow<Comment, NewComment>(({ authorId, body, replyTo }) => ({
      ...comment(3, authorId, replyTo),
      id: crypto.randomUUID(),
      body,
    })),
    // Only her own comments can be edited: they are the ones she posted here.
    updateComment: slow<Comment, CommentEdit>(({ commentId, body }) => ({
      ...comment(3, MEMBER_ID),
      id: commentId,
      body,
      updatedAt: new Date().toISOString(),
    })),
    removeItem: slow<void, Removal>(() => {}),
    pinThread: slow<void, PinQuery>(() => {}),
  },
});
