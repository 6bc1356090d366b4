/**
 * Groups' rows as the API answers them and the app's shapes for them: what the service
 * (./groups.ts) and the plain-fetch reads (./groups-catalogue.ts, ./groups-public.ts) share. A
 * module of its own so that a page reading public data over plain fetch carries these mappers
 * and not the service, which loads with supabase-js for what a member does.
 */
import type { Database } from './database.types';
import type { GroupsFailure } from './groups-errors';
import { PERSON_COLUMNS, type PersonRow, toPersonOf } from './person-rows';
import type { GroupSummary } from '../../machines/groups/groups.types';
import type { Comment, Cursor, Page, Person, Thread } from '../../machines/groups/group-page.types';

export type { PersonRow };

// The shapes the machines work with are the ones these reads answer: written once, there.
export type { Comment, Cursor, Page, Person, Thread };
export type GroupCard = GroupSummary;

export type Tables = Database['public']['Tables'];
export type GroupRow = Tables['groups']['Row'];

export type GroupPrivacy = 'public' | 'private';
export type GroupRole = 'owner' | 'moderator' | 'member';
export type RequestStatus = 'pending' | 'approved' | 'declined';

/** A group the user belongs to, with their role there. */
export interface MyGroup extends GroupCard {
  role: GroupRole;
  joinedAt: string;
}

/** The profile's groups (the shape of `machines/profile/my-groups.types.ts`'s MyGroups). */
export interface MyGroupsList {
  groups: MyGroup[];
  /** Requests to join private groups that nobody has answered yet. */
  requests: { id: string; sentAt: string; group: GroupCard }[];
}

export interface GroupDetails extends GroupCard {
  createdBy: string | null;
  updatedAt: string;
  /** Only the page functions answer it (a table read leaves it out). */
  closed?: boolean;
}

/** The viewer's place in a group: what its page shows and which join button it offers. */
export interface GroupStanding {
  role: GroupRole | null;
  joinedAt: string | null;
  request: { id: string; status: RequestStatus; message: string | null } | null;
  banned: boolean;
}

export const OUTSIDER: GroupStanding = { role: null, joinedAt: null, request: null, banned: false };

/** The join button's state, from the group's privacy and the viewer's standing. */
export type JoinAction =
  'sign_in' | 'join' | 'request' | 'cancel_request' | 'leave' | 'owner' | 'banned';

export function joinActionOf(
  privacy: GroupPrivacy,
  standing: GroupStanding,
  signedIn: boolean,
): JoinAction {
  if (!signedIn) return 'sign_in';
  if (standing.banned) return 'banned';
  if (standing.role === 'owner') return 'owner';
  if (standing.role) return 'leave';
  if (standing.request?.status === 'pending') return 'cancel_request';
  return privacy === 'public' ? 'join' : 'request';
}

export interface GroupMember extends Person {
  role: GroupRole;
  joinedAt: string;
}

export interface JoinRequest {
  id: string;
  person: Person;
  status: RequestStatus;
  message: string | null;
  createdAt: string;
}

export interface GroupBan {
  person: Person;
  reason: string | null;
  createdAt: string;
}

export type GroupSort = 'members' | 'newest';

export interface GroupFilters {
  q: string;
  category: string | null;
  city: string | null;
  /** true: online groups only; false: groups in a city; null: both. */
  online: boolean | null;
  sort: GroupSort;
}

export const DEFAULT_GROUP_FILTERS: GroupFilters = {
  q: '',
  category: null,
  city: null,
  online: null,
  sort: 'members',
};

/** As the events catalogue: the first page counts up to this many and says "more" beyond. */
export const GROUPS_COUNT_CAP = 100;

export interface GroupWrite {
  name: string;
  description: string;
  categoryId: string;
  isOnline: boolean;
  city: string | null;
  coverUrl: string | null;
  privacy: GroupPrivacy;
}

export const CARD =
  'id, name, description, category_id, is_online, city, cover_url, privacy, member_count, created_at';
export const DETAILS = `${CARD}, created_by, updated_at`;
export const PERSON = PERSON_COLUMNS;
export const THREAD = `id, group_id, title, body, pinned, comment_count, created_at, updated_at, author:profiles!group_threads_author_id_fkey(${PERSON})`;
export const COMMENT = `id, thread_id, body, reply_to, created_at, updated_at, author:profiles!group_comments_author_id_fkey(${PERSON})`;

export type CardRow = Pick<
  GroupRow,
  | 'id'
  | 'name'
  | 'description'
  | 'category_id'
  | 'is_online'
  | 'city'
  | 'cover_url'
  | 'privacy'
  | 'member_count'
  | 'created_at'
>;
export type DetailsRow = CardRow &
  Pick<GroupRow, 'created_by' | 'updated_at'> & {
    /** What the page functions answer (private.group_page_details); the table has closed_at. */
    closed?: boolean;
  };
export type ThreadRow = Omit<Tables['group_threads']['Row'], 'author_id'> & { author: PersonRow };
export type MemberRow = Pick<Tables['group_members']['Row'], 'user_id' | 'role' | 'joined_at'> & {
  person: PersonRow;
};
export type CommentRow = Omit<Tables['group_comments']['Row'], 'author_id' | 'group_id'> & {
  author: PersonRow;
};
export interface StandingRow {
  role: GroupRole | null;
  joined_at: string | null;
  request_id: string | null;
  request_status: RequestStatus | null;
  request_message: string | null;
  banned: boolean;
}

/** What public.group_catalogue_page answers: a page, and on the first page its capped count. */
export interface GroupCatalogueAnswer {
  items: CardRow[];
  total: number | null;
}

/**
 * public.group_catalogue_page's arguments for a page; the first page (offset 0) is also counted,
 * up to `cap`. Only what differs from the function's defaults is sent, so the URL stays short.
 */
export function groupCatalogueArgs(
  filters: GroupFilters,
  { offset = 0, limit = 12, cap = GROUPS_COUNT_CAP } = {},
) {
  const q = filters.q.trim();
  const city = filters.city?.trim();
  return {
    ...(q && { p_q: q }),
    ...(filters.category && { p_category: filters.category }),
    ...(city && { p_city: city }),
    ...(filters.online !== null && { p_online: filters.online }),
    ...(filters.sort !== 'members' && { p_sort: filters.sort }),
    ...(offset !== 0 && { p_offset: offset }),
    p_limit: limit,
    ...(offset === 0 && { p_cap: cap }),
  };
}

export const toCard = (r: CardRow): GroupCard => ({
  id: r.id,
  name: r.name,
  description: r.description,
  categoryId: r.category_id,
  isOnline: r.is_online,
  city: r.city,
  coverUrl: r.cover_url,
  privacy: r.privacy as GroupPrivacy,
  memberCount: r.member_count,
  createdAt: r.created_at,
});

export const toDetails = (r: DetailsRow): GroupDetails => ({
  ...toCard(r),
  createdBy: r.created_by,
  updatedAt: r.updated_at,
  ...(r.closed !== undefined && { closed: r.closed }),
});

export const toPerson = (p: PersonRow): Person => toPersonOf(p);

export const toThread = (r: ThreadRow): Thread => ({
  id: r.id,
  groupId: r.group_id,
  author: toPerson(r.author),
  title: r.title,
  body: r.body,
  pinned: r.pinned,
  commentCount: r.comment_count,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const toComment = (r: CommentRow): Comment => ({
  id: r.id,
  threadId: r.thread_id,
  author: toPerson(r.author),
  body: r.body,
  replyTo: r.reply_to,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const toStanding = (r: StandingRow | null | undefined): GroupStanding =>
  r
    ? {
        role: r.role,
        joinedAt: r.joined_at,
        request:
          r.request_id && r.request_status
            ? { id: r.request_id, status: r.request_status, message: r.request_message }
            : null,
        banned: r.banned,
      }
    : OUTSIDER;

export const toRow = (w: Partial<GroupWrite>): Tables['groups']['Update'] => ({
  ...(w.name !== undefined && { name: w.name.trim() }),
  ...(w.description !== undefined && { description: w.description }),
  ...(w.categoryId !== undefined && { category_id: w.categoryId }),
  ...(w.isOnline !== undefined && { is_online: w.isOnline }),
  ...(w.city !== undefined && { city: w.city?.trim() || null }),
  ...(w.coverUrl !== undefined && { cover_url: w.coverUrl }),
  ...(w.privacy !== undefined && { privacy: w.privacy }),
});

/** An upcoming event of the group, as its page lists it (the columns of public.group_page). */
export type GroupEventRow = Pick<
  Tables['events']['Row'],
  | 'id'
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'is_online'
  | 'venue_name'
  | 'city'
  | 'cover_url'
  | 'category_id'
  | 'status'
  | 'members_only'
  | 'going_count'
  | 'max_attendees'
>;

/** What public.group_page answers; `group` is null for a group there is none of. */
export interface GroupPageAnswer {
  group: DetailsRow | null;
  standing: StandingRow | null;
  content: {
    members: MemberRow[];
    events: GroupEventRow[];
    pinned: ThreadRow[];
    threads: ThreadRow[];
  } | null;
}

/** How much of its content a group's page shows at first. */
export const GROUP_PAGE_SHOWN = { members: 100, threads: 20 } as const;

/** public.group_page's arguments for a group. */
export const groupPageArgs = (groupId: string) => ({
  p_group_id: groupId,
  p_members: GROUP_PAGE_SHOWN.members,
  p_threads: GROUP_PAGE_SHOWN.threads,
});

export interface GroupPageData {
  group: GroupDetails;
  standing: GroupStanding;
  /** Null where the viewer may not see the content (a private group they are not in). */
  content: {
    members: Page<GroupMember>;
    events: GroupEventRow[];
    pinned: Thread[];
    threads: Page<Thread>;
  } | null;
}

export const toMember = (r: MemberRow): GroupMember => ({
  ...toPerson(r.person),
  role: r.role as GroupRole,
  joinedAt: r.joined_at,
});

/** A group's page from public.group_page's answer; not_found when there is no such group. */
export function toGroupPage(answer: GroupPageAnswer, id: string): GroupPageData {
  if (!answer.group) throw { code: 'not_found', message: `No group ${id}` } satisfies GroupsFailure;
  const content = answer.content;
  return {
    group: toDetails(answer.group),
    standing: toStanding(answer.standing),
    content: content && {
      members: pageOf(
        content.members.map((m) => ({ ...m, created_at: m.joined_at, id: m.user_id })),
        GROUP_PAGE_SHOWN.members,
        toMember,
      ),
      events: content.events,
      pinned: content.pinned.map(toThread),
      threads: pageOf(content.threads, GROUP_PAGE_SHOWN.threads, toThread),
    },
  };
}

/** What public.group_thread_page answers; `group` and `thread` are null for none to see. */
export interface GroupThreadPageAnswer {
  group: DetailsRow | null;
  standing: StandingRow | null;
  thread: ThreadRow | null;
  comments: CommentRow[] | null;
}

/** How many comments a discussion's page shows at first. */
export const THREAD_PAGE_COMMENTS = 50;

/** public.group_thread_page's arguments for a discussion. */
export const groupThreadPageArgs = (groupId: string, threadId: string) => ({
  p_group_id: groupId,
  p_thread_id: threadId,
  p_comments: THREAD_PAGE_COMMENTS,
});

export interface GroupThreadPageData {
  group: GroupDetails;
  standing: GroupStanding;
  thread: Thread;
  comments: Page<Comment>;
}

/** A discussion's page from public.group_thread_page's answer; not_found for none to see. */
export function toThreadPage(answer: GroupThreadPageAnswer, threadId: string): GroupThreadPageData {
  if (!answer.group || !answer.thread)
    throw { code: 'not_found', message: `No thread ${threadId}` } satisfies GroupsFailure;
  return {
    group: toDetails(answer.group),
    standing: toStanding(answer.standing),
    thread: toThread(answer.thread),
    comments: pageOf(answer.comments ?? [], THREAD_PAGE_COMMENTS, toComment),
  };
}

/**
 * PostgREST's filter for "after this row" in an order on (created_at, id): descending for
 * newest-first lists, ascending for oldest-first. Quoted, so a timestamp's characters stay
 * values.
 */
export function keysetFilter(cursor: Cursor, direction: 'asc' | 'desc'): string {
  const op = direction === 'desc' ? 'lt' : 'gt';
  const at = `"${cursor.createdAt}"`;
  return `created_at.${op}.${at},and(created_at.eq.${at},id.${op}.${cursor.id})`;
}

export function pageOf<R extends { created_at: string; id: string }, T>(
  rows: R[],
  limit: number,
  map: (r: R) => T,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(map),
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}
