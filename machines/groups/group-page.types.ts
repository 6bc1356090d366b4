/**
 * What the group page, its membership button, the requests queue and a thread work with (issue
 * 15). Shapes as `src/services/groups.ts` answers them: machines never import the service, the
 * service's values fit these types as they are.
 */
import type { Viewer } from '../events/events.types';
import { errorOf, outputOf } from '../shared/params';
import {
  type GroupPrivacy,
  type GroupSummary,
  type GroupsFailure,
  toGroupsFailure,
} from './groups.types';

export type { GroupPrivacy, Viewer };

export type GroupRole = 'owner' | 'moderator' | 'member';

/** The database's limits on what people write in a group (…0200_groups, …0300_group_discussions). */
export const DISCUSSION_LIMITS = {
  title: { max: 140 },
  body: { max: 10_000 },
  comment: { max: 4000 },
  message: { max: 500 },
} as const;

/** The group's card: anyone may read it, whatever its privacy. */
export interface GroupInfo extends GroupSummary {
  /** An admin closed it: it takes no new members, threads, comments, events or messages. */
  closed?: boolean;
}

/** The viewer's place in the group. */
export interface Standing {
  role: GroupRole | null;
  joinedAt: string | null;
  request: {
    id: string;
    status: 'pending' | 'approved' | 'declined';
    message: string | null;
  } | null;
  banned: boolean;
}

export const OUTSIDER: Standing = { role: null, joinedAt: null, request: null, banned: false };

export interface Person {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** They deleted their account: shown as «Удалённый пользователь», with no page to link to. */
  deleted?: boolean;
}

export interface Member extends Person {
  role: GroupRole;
  joinedAt: string;
}

export interface Cursor {
  createdAt: string;
  id: string;
}

export interface Page<T> {
  items: T[];
  next: Cursor | null;
}

/** A list read so far with the page that follows it: the cursor moves on to that page's. */
export const withMore = <T>(page: Page<T>, more: Page<T>): Page<T> => ({
  items: [...page.items, ...more.items],
  next: more.next,
});

/**
 * The next page of a list paged by keyset (a group's threads, a thread's comments): `loader`
 * asks for what follows the cursor, `append` adds it; a failure is kept beside the list
 * (`storeMoreError`) until the next try. Either way the list is back in `then`.
 */
export const loadingMore = <
  const TLoader extends string,
  const TAppend extends string,
  const TThen extends string,
  TContext,
  TInput,
>({
  loader,
  input,
  append,
  then,
}: {
  loader: TLoader;
  input: (args: { context: TContext }) => TInput;
  append: TAppend;
  then: TThen;
}) =>
  ({
    invoke: {
      id: loader,
      src: loader,
      input,
      onDone: { target: then, actions: { type: append, params: outputOf } },
      onError: { target: then, actions: { type: 'storeMoreError', params: errorOf } },
    },
  }) as const;

export interface Thread {
  id: string;
  groupId: string;
  author: Person;
  title: string;
  body: string;
  pinned: boolean;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Comment {
  id: string;
  threadId: string;
  author: Person;
  body: string;
  replyTo: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface JoinRequest {
  id: string;
  person: Person;
  status: 'pending' | 'approved' | 'declined';
  message: string | null;
  createdAt: string;
}

/** An upcoming event of the group, as its page lists it. */
export interface GroupEvent {
  id: string;
  title: string;
  starts_at: string;
  is_online: boolean;
  city: string | null;
  status: string;
  members_only: boolean;
}

/** A refusal as the service reports it: a code the screens translate, the backend's words. */
export type GroupFailure = GroupsFailure;
export const toGroupFailure = toGroupsFailure;

/** The params of a machine's `notifyFailed` (a toast): the refusal as the screens translate it. */
export const failureOf = ({ event }: { event: { error: unknown } }) => ({
  failure: toGroupFailure(event.error),
});

/** A refusal kept beside what it was about (`store`, params: the error) and told in a toast. */
export const keptAndNotified = <TStore extends string>(store: TStore) =>
  [
    { type: store, params: errorOf },
    { type: 'notifyFailed', params: failureOf },
  ] as const;

/** Not a uuid: no group, thread or request has it, and asking would only earn a 400. */
export { isEventId as isUuid, charLength } from '../events/event-limits';

export const userIdOf = (viewer: Viewer) => (viewer.status === 'member' ? viewer.userId : null);

/** Owners and moderators run the group: requests, removals, bans, pins. */
export const isManager = (role: GroupRole | null) => role === 'owner' || role === 'moderator';
