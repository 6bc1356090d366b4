import type { EventFrom, SnapshotFrom } from 'xstate';
import { myGroupsMachine } from '../../../machines/profile/my-groups.machine';
import type { MyGroup, MyGroups } from '../../../machines/profile/my-groups.types';
import { createModel } from '../../support/model';
import { loadAnswers } from './profile-list.fixtures';
import { groupSummaries } from '../groups/catalogue.fixtures';

/** Shared by the machine test, the page test and the stories, so all walk the same data. */
export const MY_GROUPS_USER = '00000000-0000-4000-8000-0000000000bb';

const ROLES = ['owner', 'moderator', 'member', 'member'] as const;
const CATEGORIES = ['technology', 'health', 'art', 'business', 'food', 'education'];

/** Eight groups (one owned, two moderated, the rest as a member): six shown, then two more. */
export const memberships: MyGroup[] = groupSummaries(8).map((g, i) => ({
  ...g,
  categoryId: CATEGORIES[i % CATEGORIES.length]!,
  role: i === 0 ? 'owner' : i === 4 ? 'moderator' : ROLES[i % ROLES.length]!,
  joinedAt: `2026-11-${String(20 - i).padStart(2, '0')}T10:00:00Z`,
}));

/** Two private groups the person asked to join and still waits on. */
export const pendingRequests: MyGroups['requests'] = groupSummaries(2, 40).map((g, i) => ({
  id: `e1000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  sentAt: `2026-11-2${i + 1}T12:00:00Z`,
  group: { ...g, privacy: 'private', name: `Закрытый клуб ${i + 1}` },
}));

export const everything: MyGroups = { groups: memberships, requests: pendingRequests };
/** No group yet, but a request on its way: the list, not the empty state. */
export const requestsOnly: MyGroups = { groups: [], requests: pendingRequests.slice(0, 1) };
export const nothing: MyGroups = { groups: [], requests: [] };

type Snap = SnapshotFrom<typeof myGroupsMachine>;

/** How the model tells states apart: what is loaded and how far the list is paged. */
export const myGroupsState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.data.groups.length,
    s.context.data.requests.length,
    s.context.shown,
    s.context.failure !== null,
  ]);

export const myGroupsEvents: EventFrom<typeof myGroupsMachine>[] = [
  ...loadAnswers('loadMyGroups', [everything, requestsOnly, nothing]),
  { type: 'list.more' },
];

export const myGroupsInput = { userId: MY_GROUPS_USER };

export const myGroupsModel = createModel(myGroupsMachine, {
  input: myGroupsInput,
  events: myGroupsEvents,
  serializeState: myGroupsState,
});
