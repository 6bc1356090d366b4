/**
 * Groups over supabase-js (issue 15): the catalogue, a group with the viewer's standing, its
 * members, requests and bans, every membership change, the group itself, and its discussions.
 * Rules live in the database (supabase/migrations/20261126000200_groups.sql and after); these
 * functions only ask, map rows to the app's shapes and turn refusals into GroupsFailure (codes in
 * ./groups-errors.ts). The service is made over the client it speaks through
 * (`createGroupsService(supabase)` in the app), so the server tests call it exactly as the app
 * does, as any role, without the app's configuration.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { type GroupsFailure, toGroupsFailure } from './groups-errors';

export type Db = SupabaseClient<Database>;
type Tables = Database['public']['Tables'];
type GroupRow = Tables['groups']['Row'];

export type GroupPrivacy = 'public' | 'private';
export type GroupRole = 'owner' | 'moderator' | 'member';
export type RequestStatus = 'pending' | 'approved' | 'declined';

export interface GroupCard {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  isOnline: boolean;
  city: string | null;
  coverUrl: string | null;
  privacy: GroupPrivacy;
  memberCount: number;
  createdAt: string;
}

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

export interface Person {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
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

/** A keyset position: the last row of the page before. */
export interface Cursor {
  createdAt: string;
  id: string;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts; null when this one was the last. */
  next: Cursor | null;
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

const CARD =
  'id, name, description, category_id, is_online, city, cover_url, privacy, member_count, created_at';
const DETAILS = `${CARD}, created_by, updated_at`;
const PERSON = 'id, full_name, avatar_url';
const THREAD = `id, group_id, title, body, pinned, comment_count, created_at, updated_at, author:profiles!group_threads_author_id_fkey(${PERSON})`;
const COMMENT = `id, thread_id, body, reply_to, created_at, updated_at, author:profiles!group_comments_author_id_fkey(${PERSON})`;

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
type DetailsRow = CardRow & Pick<GroupRow, 'created_by' | 'updated_at'>;
interface PersonRow {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
}
type ThreadRow = Omit<Tables['group_threads']['Row'], 'author_id'> & { author: PersonRow };
type MemberRow = Pick<Tables['group_members']['Row'], 'user_id' | 'role' | 'joined_at'> & {
  person: PersonRow;
};
type CommentRow = Omit<Tables['group_comments']['Row'], 'author_id' | 'group_id'> & {
  author: PersonRow;
};
interface StandingRow {
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

const toDetails = (r: DetailsRow): GroupDetails => ({
  ...toCard(r),
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

const toPerson = (p: PersonRow): Person => ({
  id: p.id,
  fullName: p.full_name,
  avatarUrl: p.avatar_url,
});

const toThread = (r: ThreadRow): Thread => ({
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

const toComment = (r: CommentRow): Comment => ({
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

const toRow = (w: Partial<GroupWrite>): Tables['groups']['Update'] => ({
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

const toMember = (r: MemberRow): GroupMember => ({
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

function pageOf<R extends { created_at: string; id: string }, T>(
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

interface Answer<T> {
  data: T | null;
  error: unknown;
}

/** The data of an answer, or the refusal as a GroupsFailure. */
function ok<T>({ data, error }: Answer<T>): T {
  if (error) throw toGroupsFailure(error);
  return data as T;
}

function found<T>(answer: Answer<T>, what: string): NonNullable<T> {
  const data = ok(answer);
  if (data == null) throw { code: 'not_found', message: `No ${what}` } satisfies GroupsFailure;
  return data;
}

export function createGroupsService(db: Db) {
  const rpc = <T>(fn: string, args: Record<string, unknown>) =>
    db.rpc(fn as never, args as never) as unknown as PromiseLike<Answer<T>>;
  const act = async (fn: string, args: Record<string, unknown>) => {
    ok(await rpc<null>(fn, args));
  };
  /** Deletes one row; not_found when RLS lets the viewer delete no such row. */
  const remove = async (table: 'groups' | 'group_threads' | 'group_comments', id: string) => {
    found(await db.from(table).delete().eq('id', id).select('id').maybeSingle(), `${table} ${id}`);
  };

  /** The groups the user belongs to, most recently joined first. */
  const myGroups = async (userId: string): Promise<MyGroup[]> => {
    // Filtered by the user: RLS alone would also return everyone's memberships of public
    // groups (and, for an admin, of every group).
    const rows = ok(
      await db
        .from('group_members')
        .select(`role, joined_at, group:groups(${CARD})`)
        .eq('user_id', userId)
        .order('joined_at', { ascending: false }),
    );
    return rows.map((r) => ({
      ...toCard(r.group as CardRow),
      role: r.role as GroupRole,
      joinedAt: r.joined_at,
    }));
  };

  return {
    /**
     * A page of the catalogue, newest or most members first; the first page (offset 0) also
     * counts its matches up to `cap` (+1 means "more").
     */
    async listGroups(
      filters: GroupFilters,
      { offset = 0, limit = 12, cap = GROUPS_COUNT_CAP } = {},
    ): Promise<{ items: GroupCard[]; total: number | null }> {
      // One call: PostgREST hands a function its arguments as a column, so the words reached the
      // planner only as values inside the function (group_catalogue_page plans with them).
      const answer = ok(
        (await db.rpc('group_catalogue_page', groupCatalogueArgs(filters, { offset, limit, cap }), {
          get: true,
        })) as Answer<GroupCatalogueAnswer>,
      );
      return { items: answer.items.map(toCard), total: answer.total };
    },

    myGroups,

    /**
     * The profile's groups: the user's memberships and the join requests they still wait on,
     * newest first, in one round trip each (at most 1,000 rows each, PostgREST's max_rows).
     */
    async listMyGroups(userId: string): Promise<MyGroupsList> {
      const [groups, requests] = await Promise.all([
        myGroups(userId),
        db
          .from('group_join_requests')
          .select(`id, created_at, group:groups(${CARD})`)
          .eq('user_id', userId)
          .eq('status', 'pending')
          .order('created_at', { ascending: false }),
      ]);
      return {
        groups,
        requests: ok(requests).map((r) => ({
          id: r.id,
          sentAt: r.created_at,
          group: toCard(r.group as CardRow),
        })),
      };
    },

    /** A group's page in one answer: the group, the viewer's standing and what they may see. */
    async getGroupPage(id: string): Promise<GroupPageData> {
      const answer = ok(
        (await db.rpc('group_page', groupPageArgs(id), { get: true })) as Answer<GroupPageAnswer>,
      );
      return toGroupPage(answer, id);
    },

    /** A group and the viewer's standing in it (an outsider's for a visitor). */
    async getGroup(id: string): Promise<{ group: GroupDetails; standing: GroupStanding }> {
      const [group, standing] = await Promise.all([
        db.from('groups').select(DETAILS).eq('id', id).maybeSingle(),
        rpc<StandingRow[]>('group_viewer_state', { p_group_id: id }),
      ]);
      return {
        group: toDetails(found(group as Answer<DetailsRow>, `group ${id}`)),
        standing: toStanding(ok(standing)?.[0]),
      };
    },

    /** Members, earliest first (keyset on joined_at, user id); empty for a locked group. */
    async listMembers(groupId: string, { after = null as Cursor | null, limit = 50 } = {}) {
      // A function, not the table: it checks the viewer's right once, where the table's policy
      // checked it on every row.
      const rows = ok(
        (await db
          .rpc(
            'group_members_page',
            {
              p_group_id: groupId,
              ...(after && { p_after_joined_at: after.createdAt, p_after_user_id: after.id }),
              p_limit: limit + 1,
            },
            { get: true },
          )
          .select(`user_id, role, joined_at, person:profiles(${PERSON})`)
          .order('joined_at')
          .order('user_id')) as unknown as Answer<MemberRow[]>,
      );
      const items = rows.slice(0, limit);
      const last = items[items.length - 1];
      return {
        items: items.map(toMember),
        next: rows.length > limit && last ? { createdAt: last.joined_at, id: last.user_id } : null,
      } satisfies Page<GroupMember>;
    },

    /** A group's requests (pending by default), oldest first: the moderators' queue. */
    async listRequests(
      groupId: string,
      { status = 'pending' as RequestStatus, after = null as Cursor | null, limit = 50 } = {},
    ): Promise<Page<JoinRequest>> {
      let query = db
        .from('group_join_requests')
        .select(
          `id, status, message, created_at, person:profiles!group_join_requests_user_id_fkey(${PERSON})`,
        )
        .eq('group_id', groupId)
        .eq('status', status)
        .order('created_at')
        .order('id');
      if (after) query = query.or(keysetFilter(after, 'asc'));
      return pageOf(ok(await query.limit(limit + 1)), limit, (r) => ({
        id: r.id,
        person: toPerson(r.person as PersonRow),
        status: r.status as RequestStatus,
        message: r.message,
        createdAt: r.created_at,
      }));
    },

    async listBans(groupId: string): Promise<GroupBan[]> {
      const rows = ok(
        await db
          .from('group_bans')
          .select(`reason, created_at, person:profiles!group_bans_user_id_fkey(${PERSON})`)
          .eq('group_id', groupId)
          .order('created_at', { ascending: false }),
      );
      return rows.map((r) => ({
        person: toPerson(r.person as PersonRow),
        reason: r.reason,
        createdAt: r.created_at,
      }));
    },

    /** Upcoming events of the group the viewer may see (members-only ones for members). */
    async groupEvents(groupId: string, { from = new Date(), limit = 20 } = {}) {
      return ok(
        await db
          .from('events')
          .select(
            'id, title, starts_at, ends_at, time_zone, is_online, venue_name, city, cover_url, category_id, status, members_only, going_count, max_attendees',
          )
          .eq('group_id', groupId)
          .in('status', ['published', 'cancelled'])
          .gte('ends_at', from.toISOString())
          .order('starts_at')
          .limit(limit),
      );
    },

    join: (groupId: string) =>
      rpc<GroupRole>('join_group', { p_group_id: groupId }).then((a) => ok(a)),
    requestToJoin: (groupId: string, message?: string) =>
      rpc<string>('request_to_join', { p_group_id: groupId, p_message: message ?? null }).then(
        (a) => ok(a),
      ),
    cancelRequest: (groupId: string) => act('cancel_join_request', { p_group_id: groupId }),
    leave: (groupId: string) => act('leave_group', { p_group_id: groupId }),
    approve: (requestId: string) => act('approve_join_request', { p_request_id: requestId }),
    decline: (requestId: string) => act('decline_join_request', { p_request_id: requestId }),
    setRole: (groupId: string, userId: string, role: Exclude<GroupRole, 'owner'>) =>
      act('set_member_role', { p_group_id: groupId, p_user_id: userId, p_role: role }),
    transferOwnership: (groupId: string, userId: string) =>
      act('transfer_ownership', { p_group_id: groupId, p_user_id: userId }),
    removeMember: (groupId: string, userId: string) =>
      act('remove_member', { p_group_id: groupId, p_user_id: userId }),
    ban: (groupId: string, userId: string, reason?: string) =>
      act('ban_member', { p_group_id: groupId, p_user_id: userId, p_reason: reason ?? null }),
    unban: (groupId: string, userId: string) =>
      act('unban_member', { p_group_id: groupId, p_user_id: userId }),

    /** Creates a group founded (and owned) by `userId`, the signed-in user. */
    async createGroup(userId: string, write: GroupWrite): Promise<GroupDetails> {
      const row = found(
        (await db
          .from('groups')
          .insert({ ...toRow(write), created_by: userId } as Tables['groups']['Insert'])
          .select(DETAILS)
          .single()) as Answer<DetailsRow>,
        'group',
      );
      return toDetails(row);
    },

    /** Saves changed fields; not_found when the viewer may not edit (RLS shows no row). */
    async updateGroup(id: string, write: Partial<GroupWrite>): Promise<GroupDetails> {
      const row = found(
        (await db
          .from('groups')
          .update(toRow(write))
          .eq('id', id)
          .select(DETAILS)
          .maybeSingle()) as Answer<DetailsRow>,
        `group ${id} to edit`,
      );
      return toDetails(row);
    },

    async deleteGroup(id: string): Promise<void> {
      await remove('groups', id);
    },

    /**
     * Threads newest first; the first page (no cursor) also brings the pinned ones, which stay
     * on top and out of the paging.
     */
    async listThreads(
      groupId: string,
      { after = null as Cursor | null, limit = 20 } = {},
    ): Promise<Page<Thread> & { pinned: Thread[] }> {
      // A function, not the table: the viewer's right is checked once, not on every row.
      const page = (pinned: boolean, args: Record<string, unknown>) =>
        db
          .rpc(
            'group_threads_page',
            { p_group_id: groupId, ...(pinned && { p_pinned: true }), ...args },
            { get: true },
          )
          .select(THREAD)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false }) as unknown as PromiseLike<Answer<ThreadRow[]>>;
      const [pinned, rows] = await Promise.all([
        after
          ? Promise.resolve({ data: [], error: null })
          : // All of them, as many as PostgREST answers at most (max_rows).
            page(true, { p_limit: 1000 }),
        page(false, {
          ...(after && { p_after_created_at: after.createdAt, p_after_id: after.id }),
          p_limit: limit + 1,
        }),
      ]);
      return {
        pinned: (ok(pinned as Answer<ThreadRow[]>) ?? []).map(toThread),
        ...pageOf(ok(rows as Answer<ThreadRow[]>), limit, toThread),
      };
    },

    async getThread(id: string): Promise<Thread> {
      const row = found(
        (await db
          .from('group_threads')
          .select(THREAD)
          .eq('id', id)
          .maybeSingle()) as Answer<ThreadRow>,
        `thread ${id}`,
      );
      return toThread(row);
    },

    async createThread(
      groupId: string,
      authorId: string,
      { title, body }: { title: string; body: string },
    ): Promise<Thread> {
      const row = ok(
        (await db
          .from('group_threads')
          .insert({ group_id: groupId, author_id: authorId, title: title.trim(), body })
          .select(THREAD)
          .single()) as Answer<ThreadRow>,
      );
      return toThread(row);
    },

    /** Edits the author's own thread; not_found when it is not theirs to edit. */
    async updateThread(id: string, changes: { title?: string; body?: string }): Promise<Thread> {
      const row = found(
        (await db
          .from('group_threads')
          .update({
            ...(changes.title !== undefined && { title: changes.title.trim() }),
            ...(changes.body !== undefined && { body: changes.body }),
          })
          .eq('id', id)
          .select(THREAD)
          .maybeSingle()) as Answer<ThreadRow>,
        `thread ${id} to edit`,
      );
      return toThread(row);
    },

    async deleteThread(id: string): Promise<void> {
      await remove('group_threads', id);
    },

    pinThread: (id: string, pinned = true) =>
      act('pin_thread', { p_thread_id: id, p_pinned: pinned }),

    /** Comments oldest first, by keyset. */
    async listComments(
      threadId: string,
      { after = null as Cursor | null, limit = 50 } = {},
    ): Promise<Page<Comment>> {
      // A function, not the table: the keyset is a row comparison the index answers (PostgREST's
      // or= read the rest of the thread), and the viewer's right is checked once, not per row.
      const rows = ok(
        (await db
          .rpc(
            'group_comments_page',
            {
              p_thread_id: threadId,
              ...(after && { p_after_created_at: after.createdAt, p_after_id: after.id }),
              p_limit: limit + 1,
            },
            { get: true },
          )
          .select(COMMENT)
          .order('created_at')
          .order('id')) as unknown as Answer<CommentRow[]>,
      );
      return pageOf(rows, limit, toComment);
    },

    async createComment(
      threadId: string,
      authorId: string,
      body: string,
      replyTo: string | null = null,
    ): Promise<Comment> {
      const row = ok(
        (await db
          .from('group_comments')
          // group_id is the thread's, copied by the database's trigger: never the client's.
          .insert({
            thread_id: threadId,
            author_id: authorId,
            body,
            reply_to: replyTo,
          } as unknown as Tables['group_comments']['Insert'])
          .select(COMMENT)
          .single()) as Answer<CommentRow>,
      );
      return toComment(row);
    },

    async updateComment(id: string, body: string): Promise<Comment> {
      const row = found(
        (await db
          .from('group_comments')
          .update({ body })
          .eq('id', id)
          .select(COMMENT)
          .maybeSingle()) as Answer<CommentRow>,
        `comment ${id} to edit`,
      );
      return toComment(row);
    },

    async deleteComment(id: string): Promise<void> {
      await remove('group_comments', id);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
