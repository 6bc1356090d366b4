import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, deleteMembers, eventRow, type Member } from './events-fixtures';
import {
  addMembers,
  banFrom,
  createCast,
  insertGroup,
  memberCountOf,
  outcome,
  type GroupRow,
} from './support/groups';
import { anonClient, serviceClient, type Client } from './support/stack';

/**
 * Row-level security and grants of the groups tables, every table and operation, for each role:
 * visitor (anon), member, moderator, owner, other user, banned user, requester and admin, on a
 * private group (its content members-only) and a public one.
 */

const cast = ['owner', 'moderator', 'member', 'other', 'banned', 'requester'] as const;
let people: Record<(typeof cast)[number], Member>;
let visitor: Client;
let admin: Client;
let closed: GroupRow;
let open: GroupRow;
let threadId: string;
let commentId: string;
let requestId: string;
let membersOnlyEventId: string;

type Who = 'visitor' | 'admin' | (typeof cast)[number];
const WHO: Who[] = ['visitor', 'owner', 'moderator', 'member', 'other', 'banned', 'admin'];
const as = (who: Who): Client =>
  who === 'visitor' ? visitor : who === 'admin' ? admin : people[who].client;

beforeAll(async () => {
  visitor = anonClient();
  admin = await adminClient();
  people = await createCast(cast);
  const { owner, moderator, member, banned, requester } = people;
  [closed, open] = await Promise.all([
    insertGroup(owner.id, { name: 'Закрытый клуб йоги', privacy: 'private' }),
    insertGroup(owner.id, { name: 'Открытый клуб бега', privacy: 'public', category_id: 'health' }),
  ]);
  await Promise.all([
    addMembers(closed.id, [
      [moderator, 'moderator'],
      [member, 'member'],
    ]),
    addMembers(open.id, [
      [moderator, 'moderator'],
      [member, 'member'],
    ]),
  ]);
  await Promise.all([banFrom(closed.id, [banned], owner), banFrom(open.id, [banned], owner)]);
  const service = serviceClient();
  const thread = await service
    .from('group_threads')
    .insert({
      group_id: closed.id,
      author_id: member.id,
      title: 'Расписание',
      body: 'По вторникам',
    })
    .select('id')
    .single();
  threadId = thread.data!.id;
  const comment = await service
    .from('group_comments')
    .insert({ thread_id: threadId, author_id: member.id, body: 'Приду', group_id: closed.id })
    .select('id')
    .single();
  commentId = comment.data!.id;
  const request = await requester.client.rpc('request_to_join', {
    p_group_id: closed.id,
    p_message: 'Можно к вам?',
  });
  expect(request.error).toBeNull();
  requestId = request.data!;
  const event = await service
    .from('events')
    .insert(eventRow(owner.id, { group_id: closed.id, members_only: true, title: 'Для своих' }))
    .select('id')
    .single();
  expect(event.error).toBeNull();
  membersOnlyEventId = event.data!.id;
});

afterAll(async () => {
  await serviceClient().from('groups').delete().in('id', [closed.id, open.id]);
  await deleteMembers(Object.values(people));
});

describe('groups: cards', () => {
  it('shows every group’s card to everyone, private ones too', async () => {
    for (const who of WHO) {
      const { data, error } = await as(who)
        .from('groups')
        .select('id, name, member_count, privacy')
        .in('id', [closed.id, open.id])
        .order('name');
      expect(error, who).toBeNull();
      expect(data, who).toEqual([
        { id: closed.id, name: 'Закрытый клуб йоги', member_count: 3, privacy: 'private' },
        { id: open.id, name: 'Открытый клуб бега', member_count: 3, privacy: 'public' },
      ]);
    }
  });

  it('lets a signed-in user create a group as its founder, who becomes the owner', async () => {
    const { other } = people;
    const { data, error } = await other.client
      .from('groups')
      .insert({ name: 'Мой клуб', category_id: 'art', is_online: true, created_by: other.id })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ member_count: 1, privacy: 'public', city: null });
    const role = await other.client.rpc('group_viewer_state', { p_group_id: data!.id }).single();
    expect(role.data?.role).toBe('owner');
    const gone = await other.client.from('groups').delete().eq('id', data!.id).select('id');
    expect(gone.data).toEqual([{ id: data!.id }]);
  });

  it('refuses a group from a visitor, for someone else, or with a counter', async () => {
    const { other, owner } = people;
    const row = { name: 'Чужой клуб', category_id: 'art', is_online: true };
    expect(
      (await visitor.from('groups').insert({ ...row, created_by: other.id })).error?.code,
    ).toBe('42501');
    expect(
      (await other.client.from('groups').insert({ ...row, created_by: owner.id })).error?.code,
    ).toBe('42501');
    expect(
      (await other.client.from('groups').insert({ ...row, created_by: other.id, member_count: 99 }))
        .error?.code,
    ).toBe('42501');
  });

  it('lets the owner, moderators and admins edit a card, nobody else', async () => {
    for (const who of WHO) {
      const name = `Клуб (${who})`;
      const { data, error } = await as(who)
        .from('groups')
        .update({ name })
        .eq('id', open.id)
        .select('name');
      if (who === 'visitor') expect(error?.code).toBe('42501');
      else
        expect(data, who).toEqual(['owner', 'moderator', 'admin'].includes(who) ? [{ name }] : []);
    }
    await serviceClient().from('groups').update({ name: 'Открытый клуб бега' }).eq('id', open.id);
  });

  it('never lets anyone write the counter or the founder', async () => {
    const owner = people.owner.client;
    expect(
      (await owner.from('groups').update({ member_count: 1000 }).eq('id', open.id)).error?.code,
    ).toBe('42501');
    expect(
      (await owner.from('groups').update({ created_by: people.other.id }).eq('id', open.id)).error
        ?.code,
    ).toBe('42501');
  });

  it('lets only the owner and admins delete a group', async () => {
    const spare = await insertGroup(people.owner.id, { name: 'Запасная группа' });
    await addMembers(spare.id, [
      [people.moderator, 'moderator'],
      [people.member, 'member'],
    ]);
    for (const who of ['moderator', 'member', 'other'] as const) {
      const { data } = await as(who).from('groups').delete().eq('id', spare.id).select('id');
      expect(data, who).toEqual([]);
    }
    expect((await visitor.from('groups').delete().eq('id', spare.id)).error?.code).toBe('42501');
    const { data } = await admin.from('groups').delete().eq('id', spare.id).select('id');
    expect(data).toEqual([{ id: spare.id }]);
  });
});

describe('group_members', () => {
  it('shows a private group’s members to its members and admins only', async () => {
    for (const who of WHO) {
      const { data, error } = await as(who)
        .from('group_members')
        .select('user_id, role')
        .eq('group_id', closed.id);
      expect(error, who).toBeNull();
      const sees = ['owner', 'moderator', 'member', 'admin'].includes(who);
      expect(data!.length, who).toBe(sees ? 3 : 0);
    }
  });

  it('shows a public group’s members to everyone, banned people included', async () => {
    for (const who of WHO) {
      const { data } = await as(who).from('group_members').select('role').eq('group_id', open.id);
      expect(data!.map((r) => r.role).sort(), who).toEqual(['member', 'moderator', 'owner']);
    }
  });

  it('refuses every direct write: membership changes go through the functions', async () => {
    for (const who of WHO) {
      const client = as(who);
      const insert = await client
        .from('group_members')
        .insert({ group_id: closed.id, user_id: people.other.id });
      expect(insert.error?.code, who).toBe('42501');
      const update = await client
        .from('group_members')
        .update({ role: 'owner' })
        .eq('group_id', closed.id);
      expect(update.error?.code, who).toBe('42501');
      const del = await client.from('group_members').delete().eq('group_id', closed.id);
      expect(del.error?.code, who).toBe('42501');
    }
    expect(await memberCountOf(closed.id)).toEqual({ stored: 3, real: 3 });
  });
});

describe('join requests and bans', () => {
  it('show a request to its requester, the owner, moderators and admins', async () => {
    for (const who of [...WHO, 'requester'] as Who[]) {
      const { data } = await as(who)
        .from('group_join_requests')
        .select('id, message, status')
        .eq('group_id', closed.id);
      const sees = ['requester', 'owner', 'moderator', 'admin'].includes(who);
      expect(data ?? [], who).toEqual(
        sees ? [{ id: requestId, message: 'Можно к вам?', status: 'pending' }] : [],
      );
    }
  });

  it('show a ban to the banned person, the owner, moderators and admins', async () => {
    for (const who of WHO) {
      const { data } = await as(who).from('group_bans').select('user_id').eq('group_id', closed.id);
      const sees = ['banned', 'owner', 'moderator', 'admin'].includes(who);
      expect(data ?? [], who).toEqual(sees ? [{ user_id: people.banned.id }] : []);
    }
  });

  it('refuse every direct write', async () => {
    for (const who of WHO) {
      const client = as(who);
      for (const table of ['group_join_requests', 'group_bans'] as const) {
        const insert = await client
          .from(table)
          .insert({ group_id: closed.id, user_id: people.other.id });
        expect(insert.error?.code, `${who} ${table}`).toBe('42501');
        const del = await client.from(table).delete().eq('group_id', closed.id);
        expect(del.error?.code, `${who} ${table}`).toBe('42501');
      }
      const approve = await client
        .from('group_join_requests')
        .update({ status: 'approved' })
        .eq('id', requestId);
      expect(approve.error?.code, who).toBe('42501');
    }
  });
});

describe('discussions of a private group', () => {
  it('are read by its members and admins only', async () => {
    for (const who of WHO) {
      const threads = await as(who).from('group_threads').select('id').eq('group_id', closed.id);
      const comments = await as(who).from('group_comments').select('id').eq('thread_id', threadId);
      const sees = ['owner', 'moderator', 'member', 'admin'].includes(who);
      expect(threads.data, who).toEqual(sees ? [{ id: threadId }] : []);
      expect(comments.data, who).toEqual(sees ? [{ id: commentId }] : []);
    }
  });

  it('take threads and comments from members only, as themselves, never pinned', async () => {
    for (const who of WHO) {
      const client = as(who);
      const me = who === 'visitor' || who === 'admin' ? people.member.id : people[who].id;
      const thread = await client
        .from('group_threads')
        .insert({ group_id: closed.id, author_id: me, title: `Тема ${who}` })
        .select('id')
        .single();
      const comment = await client
        .from('group_comments')
        // No group_id: the database copies the thread's.
        .insert({ thread_id: threadId, author_id: me, body: `Ответ ${who}` } as never)
        .select('id, group_id')
        .single();
      if (['owner', 'moderator', 'member'].includes(who)) {
        expect(thread.error, who).toBeNull();
        expect(comment.data?.group_id, who).toBe(closed.id);
      } else {
        expect(thread.error?.code, who).toBe('42501');
        expect(comment.error?.code, who).toBe('42501');
      }
    }
    const member = people.member;
    const asOther = await member.client
      .from('group_threads')
      .insert({ group_id: closed.id, author_id: people.owner.id, title: 'Не от себя' });
    expect(asOther.error?.code).toBe('42501');
    const pinned = await member.client
      .from('group_threads')
      .insert({ group_id: closed.id, author_id: member.id, title: 'Закреп', pinned: true });
    expect(pinned.error?.code).toBe('42501');
  });

  it('are edited by their authors only', async () => {
    for (const who of WHO) {
      const thread = await as(who)
        .from('group_threads')
        .update({ body: `Правка ${who}` })
        .eq('id', threadId)
        .select('body');
      const comment = await as(who)
        .from('group_comments')
        .update({ body: `Правка ${who}` })
        .eq('id', commentId)
        .select('body');
      if (who === 'visitor') {
        expect(thread.error?.code).toBe('42501');
        continue;
      }
      expect(thread.data?.length, who).toBe(who === 'member' ? 1 : 0);
      expect(comment.data?.length, who).toBe(who === 'member' ? 1 : 0);
    }
    const pin = await people.member.client
      .from('group_threads')
      .update({ pinned: true })
      .eq('id', threadId);
    expect(pin.error?.code).toBe('42501');
  });

  it('are deleted by their authors, the owner, moderators and admins', async () => {
    const service = serviceClient();
    for (const who of WHO) {
      // Written by someone in none of the roles, so only moderating powers can delete it.
      const author = people.requester.id;
      const { data: t } = await service
        .from('group_threads')
        .insert({ group_id: closed.id, author_id: author, title: 'На удаление' })
        .select('id')
        .single();
      const { data: c } = await service
        .from('group_comments')
        .insert({ thread_id: threadId, author_id: author, body: 'x', group_id: closed.id })
        .select('id')
        .single();
      const dt = await as(who).from('group_threads').delete().eq('id', t!.id).select('id');
      const dc = await as(who).from('group_comments').delete().eq('id', c!.id).select('id');
      if (who === 'visitor') {
        expect(dt.error?.code).toBe('42501');
        expect(dc.error?.code).toBe('42501');
        continue;
      }
      const may = ['owner', 'moderator', 'admin'].includes(who);
      expect(dt.data?.length, who).toBe(may ? 1 : 0);
      expect(dc.data?.length, who).toBe(may ? 1 : 0);
    }
    const own = await service
      .from('group_threads')
      .insert({ group_id: closed.id, author_id: people.member.id, title: 'Своё' })
      .select('id')
      .single();
    const mine = await people.member.client
      .from('group_threads')
      .delete()
      .eq('id', own.data!.id)
      .select('id');
    expect(mine.data).toHaveLength(1);
  });

  it('pin through pin_thread: the owner, moderators and admins', async () => {
    const answers: Record<string, string> = {};
    for (const who of WHO) {
      answers[who] = outcome(await as(who).rpc('pin_thread', { p_thread_id: threadId }));
    }
    expect(answers).toEqual({
      visitor: '401 not_authenticated',
      owner: 'ok',
      moderator: 'ok',
      member: '403 group_forbidden',
      other: '403 group_forbidden',
      banned: '403 group_forbidden',
      admin: 'ok',
    });
    const { data } = await serviceClient()
      .from('group_threads')
      .select('pinned')
      .eq('id', threadId)
      .single();
    expect(data?.pinned).toBe(true);
  });
});

describe('events of a private group', () => {
  it('show a members-only event to members, its organizer and admins only', async () => {
    for (const who of WHO) {
      const { data } = await as(who).from('events').select('id').eq('id', membersOnlyEventId);
      const sees = ['owner', 'moderator', 'member', 'admin'].includes(who);
      expect(data?.length, who).toBe(sees ? 1 : 0);
    }
  });

  it('leave a members-only event out of the public catalogue', async () => {
    for (const who of WHO) {
      const { data } = await as(who)
        .from('event_catalogue')
        .select('id')
        .eq('id', membersOnlyEventId);
      expect(data, who).toEqual([]);
    }
  });

  it('take RSVPs to a members-only event from members only', async () => {
    const answers: Record<string, string> = {};
    for (const who of ['member', 'other', 'banned'] as const) {
      answers[who] = outcome(await as(who).rpc('rsvp', { p_event_id: membersOnlyEventId }));
    }
    expect(answers).toEqual({
      member: 'ok',
      other: '403 group_members_only',
      banned: '403 group_members_only',
    });
  });

  it('answer a members-only event’s attendees to members and admins only', async () => {
    await people.member.client.rpc('rsvp', { p_event_id: membersOnlyEventId });
    for (const who of WHO) {
      const { data } = await as(who).rpc('event_attendees', { p_event_id: membersOnlyEventId });
      const sees = ['owner', 'moderator', 'member', 'admin'].includes(who);
      expect(
        data?.map((a) => a.user_id),
        who,
      ).toEqual(sees ? [people.member.id] : []);
    }
  });

  it('are organised by the group’s owner and moderators only', async () => {
    const service = serviceClient();
    const made: string[] = [];
    for (const who of ['owner', 'moderator', 'member', 'other'] as const) {
      const { data, error } = await as(who)
        .from('events')
        .insert(eventRow(people[who].id, { group_id: closed.id, title: `Встреча ${who}` }))
        .select('id')
        .single();
      if (data) made.push(data.id);
      expect(error ? error.message : 'ok', who).toBe(
        who === 'owner' || who === 'moderator' ? 'ok' : 'group_event_forbidden',
      );
    }
    const moved = await people.other.client
      .from('events')
      .insert(eventRow(people.other.id, { title: 'Без группы' }))
      .select('id')
      .single();
    made.push(moved.data!.id);
    const relink = await people.other.client
      .from('events')
      .update({ group_id: closed.id })
      .eq('id', moved.data!.id);
    expect(relink.error?.message).toBe('group_event_forbidden');
    await service.from('events').delete().in('id', made);
  });

  it('are members-only only in a private group', async () => {
    const { error } = await people.owner.client
      .from('events')
      .insert(eventRow(people.owner.id, { group_id: open.id, members_only: true }));
    expect(error?.message).toBe('group_event_members_only');
    const loose = await people.owner.client
      .from('events')
      .insert(eventRow(people.owner.id, { members_only: true }));
    expect(loose.error?.message).toBe('group_event_members_only');
  });
});
