import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMembers, insertEvent, type Member } from './events-fixtures';
import { chatOf, send, sent } from './messages-fixtures';
import { noticesOf, typesOf } from './notifications-fixtures';
import { type Person, call, person } from './support/admin';
import { addMembers, createCast, insertGroup } from './support/groups';
import { auditOf, expectAdminsOnly, insertComment, noticesOn } from './support/moderation';
import { type Client, serviceClient } from './support/stack';
import { asBlob, samples } from './storage-fixtures';

/**
 * admin-content (issue 19): events listed, featured and unpublished, groups listed and closed,
 * a chat message and a discussion comment removed; each change's effect, its one audit row and
 * the admin.action notification to the content's owner only.
 */

type EventItem = {
  id: string;
  title: string;
  startsAt: string;
  status: string;
  featured: boolean;
  organiser: { id: string; name: string | null; deleted: boolean };
  groupId: string | null;
  goingCount: number;
};
type GroupItem = {
  id: string;
  name: string;
  visibility: string;
  closed: boolean;
  memberCount: number;
  owner: { id: string; name: string | null; deleted: boolean } | null;
};
type List<T> = { items: T[]; total: number };

const tag = randomUUID().slice(0, 8);
let admin: Person;
let member: Person;
let cast: Record<'owner' | 'going' | 'author', Member>;

beforeAll(async () => {
  [admin, member, cast] = await Promise.all([
    person('content-admin', { role: 'admin' }),
    person('content-member'),
    createCast(['owner', 'going', 'author'] as const),
  ]);
});

afterAll(async () => {
  for (const p of [admin, member]) await serviceClient().auth.admin.deleteUser(p.id);
  await deleteMembers(Object.values(cast));
});

const content = <T = Record<string, unknown>>(body: Record<string, unknown>) =>
  call<T>(admin.client, 'admin-content', body);

it('answers 401 to a visitor and 403 to a member, whatever the action', async () => {
  await expectAdminsOnly(
    'admin-content',
    ['events', 'feature', 'unpublish', 'groups', 'closeGroup', 'removeMessage', 'removeComment'],
    member,
  );
});

it('answers 400 naming the field for an unknown action and bad input', async () => {
  expect(await content({ action: 'purge' })).toEqual({
    status: 400,
    body: { error: 'invalid', field: 'action' },
  });
  expect((await content({ action: 'feature', eventId: 'x', featured: true })).body).toEqual({
    error: 'invalid',
    field: 'eventId',
  });
  expect(
    (await content({ action: 'unpublish', eventId: randomUUID(), reason: 'я'.repeat(501) })).body,
  ).toEqual({ error: 'invalid', field: 'reason' });
  expect((await content({ action: 'events', status: 'gone' })).body).toEqual({
    error: 'invalid',
    field: 'status',
  });
  expect((await content({ action: 'groups', pageSize: 101 })).body).toEqual({
    error: 'invalid',
    field: 'pageSize',
  });
});

describe('events', () => {
  it('lists by title, status and featured, paged, with the organiser and the count going', async () => {
    const [a, b] = await Promise.all([
      insertEvent(cast.owner.id, { title: `Лекция ${tag} первая` }),
      insertEvent(cast.owner.id, { title: `Лекция ${tag} вторая`, status: 'draft' }),
    ]);
    expect((await cast.going.client.rpc('rsvp', { p_event_id: a.id })).error).toBeNull();

    const all = await content<List<EventItem>>({ action: 'events', query: `${tag} `, pageSize: 1 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items).toHaveLength(1);
    const published = await content<List<EventItem>>({
      action: 'events',
      query: tag.toUpperCase(),
      status: 'published',
    });
    expect(published.body).toEqual({
      total: 1,
      items: [
        {
          id: a.id,
          title: a.title,
          startsAt: expect.any(String),
          status: 'published',
          featured: false,
          organiser: { id: cast.owner.id, name: 'Участник group-owner', deleted: false },
          groupId: null,
          goingCount: 1,
        },
      ],
    });
    expect(Date.parse(published.body.items[0]!.startsAt)).toBe(Date.parse(a.starts_at));
    const drafts = await content<List<EventItem>>({
      action: 'events',
      query: tag,
      featured: false,
      status: 'draft',
    });
    expect(drafts.body.items.map((e) => e.id)).toEqual([b.id]);
    // A LIKE pattern's own characters match only themselves.
    expect(
      (await content<List<EventItem>>({ action: 'events', query: `${tag}%` })).body.total,
    ).toBe(0);
  });

  it('features and unfeatures: one audit row each, nobody notified; the same again changes nothing', async () => {
    const e = await insertEvent(cast.owner.id, { title: `Концерт ${tag}` });
    const on = await content<{ event: EventItem }>({
      action: 'feature',
      eventId: e.id,
      featured: true,
    });
    expect(on.status).toBe(200);
    expect(on.body.event).toMatchObject({ id: e.id, featured: true });
    expect((await content({ action: 'feature', eventId: e.id, featured: true })).status).toBe(200);
    const off = await content<{ event: EventItem }>({
      action: 'feature',
      eventId: e.id,
      featured: false,
    });
    expect(off.body.event.featured).toBe(false);

    const rows = await auditOf(admin.id, e.id);
    expect(rows.map((r) => r.kind)).toEqual(['event.unfeature', 'event.feature']);
    expect(rows[1]).toMatchObject({
      targetType: 'event',
      before: { featured: false },
      after: { featured: true },
    });
    expect(await noticesOf(cast.owner.id, 'admin.action')).toEqual([]);
    expect(await content({ action: 'feature', eventId: randomUUID(), featured: true })).toEqual({
      status: 404,
      body: { error: 'not_found' },
    });
  });

  it('unpublishes back to draft: the organiser is told with the reason, people going are not', async () => {
    const e = await insertEvent(cast.owner.id, { title: `Мастер-класс ${tag}` });
    expect((await cast.going.client.rpc('rsvp', { p_event_id: e.id })).error).toBeNull();
    const goingBefore = await typesOf(cast.going.id);

    const answer = await content<{ event: EventItem }>({
      action: 'unpublish',
      eventId: e.id,
      reason: 'Реклама',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.event).toMatchObject({ id: e.id, status: 'draft', goingCount: 1 });
    const { data } = await serviceClient().from('events').select('status').eq('id', e.id).single();
    expect(data!.status).toBe('draft');

    expect(await noticesOn(cast.owner.id, 'admin.action', e.id)).toEqual([
      {
        type: 'admin.action',
        actor: admin.id,
        others: 0,
        read: false,
        params: {
          action: 'event.unpublish',
          targetType: 'event',
          targetId: e.id,
          eventId: e.id,
          eventTitle: e.title,
          reason: 'Реклама',
        },
      },
    ]);
    expect(await typesOf(cast.going.id)).toEqual(goingBefore);
    const rows = await auditOf(admin.id, e.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'event.unpublish',
      before: { status: 'published' },
      after: { status: 'draft', reason: 'Реклама' },
    });

    // Already a draft: nothing more written.
    expect((await content({ action: 'unpublish', eventId: e.id })).status).toBe(200);
    expect(await auditOf(admin.id, e.id)).toHaveLength(1);
    expect((await content({ action: 'unpublish', eventId: randomUUID() })).status).toBe(404);
  });
});

describe('groups', () => {
  it('lists by name with visibility, closed, members and owner; closing notifies the owner and shuts the door', async () => {
    const group = await insertGroup(cast.owner.id, { name: `Клуб ${tag}`, privacy: 'public' });
    await addMembers(group.id, [[cast.author, 'member']]);

    const listed = await content<List<GroupItem>>({ action: 'groups', query: `клуб ${tag}` });
    expect(listed.body).toEqual({
      total: 1,
      items: [
        {
          id: group.id,
          name: group.name,
          visibility: 'public',
          closed: false,
          memberCount: 2,
          owner: { id: cast.owner.id, name: 'Участник group-owner', deleted: false },
        },
      ],
    });

    const closed = await content<{ group: GroupItem }>({ action: 'closeGroup', groupId: group.id });
    expect(closed.status).toBe(200);
    expect(closed.body.group).toMatchObject({ id: group.id, closed: true, memberCount: 2 });
    const rows = await auditOf(admin.id, group.id);
    expect(rows.map((r) => [r.kind, r.before?.closed, r.after?.closed])).toEqual([
      ['group.close', false, true],
    ]);
    expect(await noticesOn(cast.owner.id, 'admin.action', group.id)).toMatchObject([
      { params: { action: 'group.close', groupId: group.id, groupName: group.name } },
    ]);
    expect(await noticesOn(cast.author.id, 'admin.action', group.id)).toEqual([]);

    // Closed: nobody joins, starts a thread or writes in its chat any more.
    const join = await cast.going.client.rpc('join_group', { p_group_id: group.id });
    expect([join.status, join.error?.message]).toEqual([409, 'group_closed']);
    const thread = await cast.author.client
      .from('group_threads')
      .insert({ group_id: group.id, author_id: cast.author.id, title: 'Ещё тема' });
    expect(thread.error?.message).toBe('group_closed');
    const message = await send(cast.author.client, await chatOf({ group_id: group.id }), 'Эй');
    expect([message.status, message.error?.message]).toEqual([409, 'group_closed']);

    expect((await content({ action: 'closeGroup', groupId: group.id })).status).toBe(200);
    expect(await auditOf(admin.id, group.id)).toHaveLength(1);
    expect((await content({ action: 'closeGroup', groupId: randomUUID() })).status).toBe(404);
  });
});

describe('messages and comments', () => {
  it('removes a chat message as its deletion does, tells its author, and audits its text', async () => {
    const group = await insertGroup(cast.owner.id, { name: `Чат ${tag}`, privacy: 'public' });
    await addMembers(group.id, [[cast.author, 'member']]);
    const m = await sent(cast.author.client, await chatOf({ group_id: group.id }), 'Купите слона');

    const answer = await content({ action: 'removeMessage', messageId: m.id, reason: 'Спам' });
    expect(answer).toEqual({ status: 200, body: { removed: true } });
    const { data } = await serviceClient()
      .from('messages')
      .select('body, deleted_at, deleted_by')
      .eq('id', m.id)
      .single();
    expect(data).toMatchObject({ body: null, deleted_by: admin.id });
    expect(data!.deleted_at).not.toBeNull();
    expect(await noticesOn(cast.author.id, 'admin.action', m.id)).toMatchObject([
      { params: { action: 'message.remove', reason: 'Спам', excerpt: 'Купите слона' } },
    ]);
    expect(await noticesOn(cast.owner.id, 'admin.action', m.id)).toEqual([]);
    const rows = await auditOf(admin.id, m.id);
    expect(rows).toMatchObject([
      { kind: 'message.remove', targetType: 'message', before: { body: 'Купите слона' } },
    ]);
    expect((await content({ action: 'removeMessage', messageId: m.id })).status).toBe(200);
    expect(await auditOf(admin.id, m.id)).toHaveLength(1);
    expect((await content({ action: 'removeMessage', messageId: randomUUID() })).status).toBe(404);
  });

  it('takes a removed message’s picture out of the bucket', async () => {
    const group = await insertGroup(cast.owner.id, { name: `Фото ${tag}`, privacy: 'public' });
    await addMembers(group.id, [[cast.author, 'member']]);
    const chat = await chatOf({ group_id: group.id });
    const folder = `${chat}/${cast.author.id}`;
    const file = `${randomUUID()}.png`;
    const pictures = (c: Client) => c.storage.from('message-images');
    const upload = await pictures(cast.author.client).upload(
      `${folder}/${file}`,
      asBlob(samples.png(), 'image/png'),
    );
    expect(upload.error).toBeNull();
    const m = await cast.author.client.rpc('send_message', {
      p_conversation_id: chat,
      p_client_id: randomUUID(),
      p_body: '',
      p_image_path: `${folder}/${file}`,
    });
    expect(m.error).toBeNull();

    const inBucket = async () =>
      (await pictures(serviceClient()).list(folder, { search: file })).data!.length;
    expect(await inBucket()).toBe(1);
    expect((await content({ action: 'removeMessage', messageId: m.data!.id })).status).toBe(200);
    expect(await inBucket()).toBe(0);
  });

  it('removes a discussion comment, tells its author, and audits it', async () => {
    const group = await insertGroup(cast.owner.id, { name: `Форум ${tag}`, privacy: 'public' });
    const { threadId, commentId: id } = await insertComment(
      group.id,
      cast.owner.id,
      cast.author.id,
      'Грубость',
    );

    expect(await content({ action: 'removeComment', commentId: id })).toEqual({
      status: 200,
      body: { removed: true },
    });
    const left = await serviceClient().from('group_comments').select('id').eq('id', id);
    expect(left.data).toEqual([]);
    expect(await noticesOn(cast.author.id, 'admin.action', id)).toMatchObject([
      { params: { action: 'comment.remove', groupId: group.id, threadId } },
    ]);
    expect(await auditOf(admin.id, id)).toMatchObject([
      { kind: 'comment.remove', before: { body: 'Грубость', author: { id: cast.author.id } } },
    ]);
    expect((await content({ action: 'removeComment', commentId: id })).status).toBe(404);
  });
});
