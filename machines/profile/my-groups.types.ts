import type { GroupRole } from '../groups/group-page.types';
import type { GroupSummary, GroupsFailure } from '../groups/groups.types';

export type { GroupRole };

/** A group the person belongs to, with their place in it. */
export interface MyGroup extends GroupSummary {
  role: GroupRole;
  joinedAt: string;
}

/** A request the person sent to a private group that nobody has answered yet. */
export interface MyGroupRequest {
  id: string;
  sentAt: string;
  group: GroupSummary;
}

/** What the profile lists: the person's groups and their unanswered join requests. */
export interface MyGroups {
  /** Most recently joined first. */
  groups: MyGroup[];
  /** Pending only: approved ones are memberships, declined ones are the owner's business. */
  requests: MyGroupRequest[];
}

export interface MyGroupsInput {
  userId: string;
}

export interface MyGroupsContext extends MyGroupsInput {
  data: MyGroups;
  /** How many groups the list shows; grows by a page with "show more". */
  shown: number;
  failure: GroupsFailure | null;
}

export type MyGroupsEvent = { type: 'retry' } | { type: 'list.more' };
