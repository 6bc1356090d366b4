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
import type { Answer } from './backend-failure';
import { found, ok } from './groups-errors';
import {
  type CardRow,
  type CommentRow,
  type DetailsRow,
  type GroupCard,
  type GroupCatalogueAnswer,
  type GroupDetails,
  type GroupFilters,
  type GroupMember,
  type GroupPageAnswer,
  type GroupPageData,
  type GroupThreadPageAnswer,
  type GroupThreadPageData,
  type GroupRole,
  type GroupStanding,
  type GroupWrite,
  type MemberRow,
  type MyGroup,
  type MyGroupsList,
  type Page,
  type RequestStatus,
  type StandingRow,
  type Tables,
  type Thread,
  type ThreadRow,
  type Comment,
  type Cursor,
  type GroupBan,
  type JoinRequest,
  type PersonRow,
  COMMENT,
  DETAILS,
  CARD,
  GROUPS_COUNT_CAP,
  PERSON,
  THREAD,
  groupCatalogueArgs,
  groupPageArgs,
  groupThreadPageArgs,
  keysetFilter,
  pageOf,
  toCard,
  toComment,
  toDetails,
  toGroupPage,
  toMember,
  toPerson,
  toRow,
  toStanding,
  toThreadPage,
  toThread,
} from './group-rows';

export * from './group-rows';

export type Db = SupabaseClient<Database>;
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

    /** A discussion's page in one answer: the group, the viewer's standing, the thread, comments. */
    async getThreadPage(groupId: string, threadId: string): Promise<GroupThreadPageData> {
      const answer = ok(
        (await db.rpc('group_thread_page', groupThreadPageArgs(groupId, threadId), {
          get: true,
        })) as Answer<GroupThreadPageAnswer>,
      );
      return toThreadPage(answer, threadId);
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
