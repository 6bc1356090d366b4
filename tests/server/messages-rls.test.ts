import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMembers, type Member } from './events-fixtures';
import { CHAT_ROLES, roleChats, roleClients, send, sent } from './messages-fixtures';
import { asBlob, samples } from './storage-fixtures';
import { outcome } from './support/groups';
import { serviceClient, type Client } from './support/stack';

/**
 * Row-level security and grants of the messaging tables (conversations, messages, message_reads,
 * user_blocks, the message-images bucket), every table and operation, for each role: visitor,
 * participant (the author), other member of the chat, the group's owner and moderator, outsider,
 * removed member, the event's organiser, someone going and someone no longer going, a blocked
 * person and the one who blocked them, and admin.
 */

const cast = [...CHAT_ROLES, 'leaver', 'blocker', 'blocked'] as const;
type Person = (typeof cast)[number];
type Who = Person | 'visitor' | 'admin';
let people: Record<Person, Member>;
let as: (who: Who) => Client;

let groupId: string;
let groupChat: string;
let eventChat: string;
let eventId: string;
let direct: string;
/** The author's and the other member's messages in the group's chat, the removed member's. */
const ids = { author: '', other: '', removed: '', organizer: '', going: '' };
/** An image the blocked person put into the direct conversation before the block. */
let directImage: string;

beforeAll(async () => {
  ({ people, as } = await roleClients(cast));
  const p = people;
  ({ groupId, groupChat, eventChat, eventId } = await roleChats(p, [p.going, p.leaver], {
    group: 'Чат бегунов',
    event: 'Встреча с чатом',
  }));
  const started = await p.blocker.client.rpc('start_direct_conversation', {
    p_user_id: p.blocked.id,
  });
  expect(started.error).toBeNull();
  direct = started.data!;
  ids.author = (await sent(p.author.client, groupChat, 'Бежим в субботу?')).id;
  ids.other = (await sent(p.other.client, groupChat, 'Я за!')).id;
  ids.removed = (await sent(p.removed.client, groupChat, 'Я тоже')).id;
  ids.organizer = (await sent(p.organizer.client, eventChat, 'Вход со двора')).id;
  ids.going = (await sent(p.going.client, eventChat, 'Спасибо')).id;
  await sent(p.blocked.client, direct, 'Привет!');
  directImage = `${direct}/${p.blocked.id}/${randomUUID()}.png`;
  expect(
    (
      await p.blocked.client.storage
        .from('message-images')
        .upload(directImage, asBlob(samples.png(), 'image/png'))
    ).error,
  ).toBeNull();
  for (const m of [p.author, p.other]) {
    expect((await m.client.rpc('mark_read', { p_message_id: ids.other })).error).toBeNull();
  }
  // Then: one removed from the group, one no longer going, one blocked.
  expect(
    (await p.owner.client.rpc('remove_member', { p_group_id: groupId, p_user_id: p.removed.id }))
      .error,
  ).toBeNull();
  expect((await p.leaver.client.rpc('cancel_rsvp', { p_event_id: eventId })).error).toBeNull();
  expect(
    (await p.blocker.client.from('user_blocks').insert({ blocked_id: p.blocked.id })).error,
  ).toBeNull();
});

afterAll(async () => {
  await serviceClient().from('groups').delete().eq('id', groupId);
  await deleteMembers(Object.values(people));
});

const EVERYONE: Who[] = ['visitor', ...cast, 'admin'];

/** What each role reads of a table, as a sorted list of `what` or the refusal. */
async function readsOf(
  read: (c: Client) => PromiseLike<{ data: unknown[] | null; error: { code?: string } | null }>,
  what: (row: Record<string, unknown>) => string,
) {
  const seen: Record<string, string[] | string> = {};
  for (const who of EVERYONE) {
    const { data, error } = await read(as(who));
    seen[who] = error
      ? `refused ${error.code}`
      : (data as Record<string, unknown>[]).map(what).sort();
  }
  return seen;
}

describe('conversations', () => {
  it('are seen by their participants and admins only, as they take part now', async () => {
    const name = (r: Record<string, unknown>) =>
      r.id === groupChat ? 'group' : r.id === eventChat ? 'event' : r.id === direct ? 'direct' : '';
    const seen = await readsOf(
      (c) => c.from('conversations').select('id').in('id', [groupChat, eventChat, direct]),
      name,
    );
    expect(seen).toEqual({
      visitor: 'refused 42501',
      owner: ['group'],
      moderator: ['group'],
      author: ['group'],
      other: ['group'],
      outsider: [],
      removed: [],
      organizer: ['event'],
      going: ['event'],
      leaver: [],
      blocker: ['direct'],
      blocked: ['direct'],
      admin: ['direct', 'event', 'group'],
    });
  });

  it('are written by nobody directly', async () => {
    for (const who of ['author', 'owner', 'admin'] as const) {
      const c = as(who);
      const inserted = await c.from('conversations').insert({ kind: 'direct' });
      const updated = await c.from('conversations').update({ last_seq: 0 }).eq('id', groupChat);
      const deleted = await c.from('conversations').delete().eq('id', groupChat);
      expect([inserted, updated, deleted].map((a) => a.error?.code)).toEqual([
        '42501',
        '42501',
        '42501',
      ]);
    }
  });
});

describe('messages', () => {
  it('are read by the participants and admins only; removed, no longer going and outsiders read none', async () => {
    const chats = [groupChat, eventChat, direct];
    const seen = await readsOf(
      (c) => c.from('messages').select('conversation_id').in('conversation_id', chats),
      (r) => (r.conversation_id === groupChat ? 'g' : r.conversation_id === eventChat ? 'e' : 'd'),
    );
    expect(seen).toEqual({
      visitor: 'refused 42501',
      owner: ['g', 'g', 'g'],
      moderator: ['g', 'g', 'g'],
      author: ['g', 'g', 'g'],
      other: ['g', 'g', 'g'],
      outsider: [],
      removed: [],
      organizer: ['e', 'e'],
      going: ['e', 'e'],
      leaver: [],
      blocker: ['d'],
      blocked: ['d'],
      admin: ['d', 'e', 'e', 'g', 'g', 'g'],
    });
  });

  it('are sent by participants only, as themselves', async () => {
    const answers: Record<string, string> = {};
    for (const who of EVERYONE) answers[who] = outcome(await send(as(who), groupChat, 'Привет'));
    expect(answers).toEqual({
      visitor: '401 not_authenticated',
      owner: 'ok',
      moderator: 'ok',
      author: 'ok',
      other: 'ok',
      outsider: '403 message_forbidden',
      removed: '403 message_forbidden',
      organizer: '403 message_forbidden',
      going: '403 message_forbidden',
      leaver: '403 message_forbidden',
      blocker: '403 message_forbidden',
      blocked: '403 message_forbidden',
      admin: '403 message_forbidden',
    });
    const event: Record<string, string> = {};
    for (const who of ['organizer', 'going', 'leaver', 'author'] as const) {
      event[who] = outcome(await send(as(who), eventChat, 'Когда начало?'));
    }
    expect(event).toEqual({
      organizer: 'ok',
      going: 'ok',
      leaver: '403 message_forbidden',
      author: '403 message_forbidden',
    });
  });

  it('are inserted directly only by a participant in their own name', async () => {
    const row = (authorId: string) => ({
      conversation_id: groupChat,
      author_id: authorId,
      client_id: randomUUID(),
      body: 'Напрямую',
    });
    const own = await as('author').from('messages').insert(row(people.author.id)).select().single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ author_id: people.author.id, edited_at: null });
    const forged = await as('author').from('messages').insert(row(people.other.id));
    expect(outcome(forged)).toBe('403 message_forbidden');
    const outsider = await as('outsider').from('messages').insert(row(people.outsider.id));
    expect(outcome(outsider)).toBe('403 message_forbidden');
    // The database numbers and dates a message, never the client.
    const numbered = await as('author')
      .from('messages')
      .insert({ ...row(people.author.id), seq: 1 });
    expect(numbered.error?.code).toBe('42501');
  });

  it('are edited by their author only, while still taking part', async () => {
    const edits: Record<string, number | string> = {};
    for (const who of ['author', 'other', 'moderator', 'owner', 'admin', 'outsider'] as const) {
      const { data, error } = await as(who)
        .from('messages')
        .update({ body: `Правка: ${who}` })
        .eq('id', ids.author)
        .select('body, edited_at');
      edits[who] = error ? `refused ${error.code}` : data!.length;
    }
    expect(edits).toEqual({ author: 1, other: 0, moderator: 0, owner: 0, admin: 0, outsider: 0 });
    const removed = await as('removed')
      .from('messages')
      .update({ body: 'Правка после ухода' })
      .eq('id', ids.removed)
      .select();
    expect(removed.data).toEqual([]);
    const { data } = await serviceClient()
      .from('messages')
      .select('body, edited_at')
      .eq('id', ids.author)
      .single();
    expect(data!.body).toBe('Правка: author');
    expect(data!.edited_at).not.toBeNull();
    const column = await as('author')
      .from('messages')
      .update({ author_id: people.other.id })
      .eq('id', ids.author);
    expect(column.error?.code).toBe('42501');
  });

  it('are never removed as rows; delete_message clears them for the author, the chat’s moderators and admins', async () => {
    const rows = await as('author').from('messages').delete().eq('id', ids.author);
    expect(rows.error?.code).toBe('42501');
    const del = async (who: Who, id: string) =>
      outcome(await as(who).rpc('delete_message', { p_message_id: id }));
    expect({
      otherOnAuthors: await del('other', ids.author),
      outsider: await del('outsider', ids.author),
      removedOnOwn: await del('removed', ids.removed),
      goingOnOrganizers: await del('going', ids.organizer),
      visitor: await del('visitor', ids.author),
    }).toEqual({
      otherOnAuthors: '403 message_forbidden',
      outsider: '404 message_not_found',
      removedOnOwn: '404 message_not_found',
      goingOnOrganizers: '403 message_forbidden',
      visitor: '401 not_authenticated',
    });
    const extra = await Promise.all([
      sent(people.other.client, groupChat, 'Модератор удалит'),
      sent(people.other.client, groupChat, 'Владелец удалит'),
      sent(people.other.client, groupChat, 'Админ удалит'),
    ]);
    expect({
      author: await del('author', ids.author),
      moderator: await del('moderator', extra[0].id),
      owner: await del('owner', extra[1].id),
      admin: await del('admin', extra[2].id),
      organizer: await del('organizer', ids.going),
      again: await del('author', ids.author),
    }).toEqual({
      author: 'ok',
      moderator: 'ok',
      owner: 'ok',
      admin: 'ok',
      organizer: 'ok',
      again: 'ok',
    });
    const { data } = await serviceClient()
      .from('messages')
      .select('body, image_path, deleted_at, deleted_by')
      .in('id', [ids.author, extra[0].id, ids.going])
      .order('seq');
    expect(data!.map((m) => [m.body, m.image_path, m.deleted_at !== null])).toEqual([
      [null, null, true],
      [null, null, true],
      [null, null, true],
    ]);
    const edit = await as('author')
      .from('messages')
      .update({ body: 'Воскрешение' })
      .eq('id', ids.author)
      .select();
    expect(edit.data).toEqual([]);
  });
});

describe('message_reads', () => {
  it('are read by the conversation’s participants, written by mark_read only', async () => {
    const seen = await readsOf(
      (c) => c.from('message_reads').select('user_id').eq('conversation_id', groupChat),
      (r) =>
        r.user_id === people.author.id ? 'author' : r.user_id === people.other.id ? 'other' : '?',
    );
    expect(seen).toMatchObject({
      visitor: 'refused 42501',
      author: ['author', 'other'],
      moderator: ['author', 'other'],
      outsider: [],
      removed: [],
      admin: ['author', 'other'],
    });
    const write = await as('author')
      .from('message_reads')
      .insert({ conversation_id: groupChat, user_id: people.author.id, last_read_seq: 99 });
    expect(write.error?.code).toBe('42501');
    const update = await as('author')
      .from('message_reads')
      .update({ last_read_seq: 99 })
      .eq('conversation_id', groupChat);
    expect(update.error?.code).toBe('42501');
    expect(outcome(await as('outsider').rpc('mark_read', { p_message_id: ids.other }))).toBe(
      '404 message_not_found',
    );
    expect(outcome(await as('removed').rpc('mark_read', { p_message_id: ids.other }))).toBe(
      '404 message_not_found',
    );
  });
});

describe('user_blocks', () => {
  it('are the blocker’s own: the blocked person neither sees nor lifts them', async () => {
    const seen = await readsOf(
      (c) => c.from('user_blocks').select('blocked_id').eq('blocker_id', people.blocker.id),
      (r) => (r.blocked_id === people.blocked.id ? 'blocked' : '?'),
    );
    expect(seen).toMatchObject({
      visitor: 'refused 42501',
      blocker: ['blocked'],
      blocked: [],
      outsider: [],
      admin: ['blocked'],
    });
    const lifted = await as('blocked')
      .from('user_blocks')
      .delete()
      .eq('blocker_id', people.blocker.id)
      .select();
    expect(lifted.data).toEqual([]);
    const forged = await as('blocked')
      .from('user_blocks')
      .insert({ blocker_id: people.blocker.id, blocked_id: people.outsider.id });
    expect(forged.error?.code).toBe('42501');
    const self = await as('outsider')
      .from('user_blocks')
      .insert({ blocked_id: people.outsider.id });
    expect(self.error?.code).toBe('23514');
    const update = await as('blocker')
      .from('user_blocks')
      .update({ blocked_id: people.outsider.id })
      .eq('blocker_id', people.blocker.id);
    expect(update.error?.code).toBe('42501');
  });

  it('stop the direct conversation both ways, and starting one, until lifted; its history stays', async () => {
    expect({
      blocked: outcome(await send(as('blocked'), direct, 'Ответь!')),
      blocker: outcome(await send(as('blocker'), direct, 'Нет')),
    }).toEqual({ blocked: '403 message_blocked', blocker: '403 message_blocked' });
    const history = await as('blocked').rpc('conversation_messages', { p_conversation_id: direct });
    expect(history.data?.map((m) => m.body)).toEqual(['Привет!']);
    await as('outsider').from('user_blocks').insert({ blocked_id: people.blocker.id });
    expect(
      outcome(
        await as('blocker').rpc('start_direct_conversation', { p_user_id: people.outsider.id }),
      ),
    ).toBe('403 message_blocked');
    await as('outsider').from('user_blocks').delete().eq('blocked_id', people.blocker.id);
    const started = await as('blocker').rpc('start_direct_conversation', {
      p_user_id: people.outsider.id,
    });
    expect(started.error).toBeNull();
    expect(outcome(await send(as('outsider'), started.data!, 'Мир'))).toBe('ok');
  });
});

describe('message images', () => {
  const png = () => asBlob(samples.png(), 'image/png');
  const path = (conversation: string, who: Person) =>
    `${conversation}/${people[who].id}/${randomUUID()}.png`;

  it('are uploaded by participants into their own folder, read by participants only', async () => {
    const bucket = (who: Who) => as(who).storage.from('message-images');
    const own = path(groupChat, 'author');
    expect((await bucket('author').upload(own, png())).error).toBeNull();
    const refused = await Promise.all([
      bucket('author').upload(path(groupChat, 'other'), png()),
      bucket('outsider').upload(path(groupChat, 'outsider'), png()),
      bucket('removed').upload(path(groupChat, 'removed'), png()),
      bucket('visitor').upload(path(groupChat, 'author'), png()),
    ]);
    expect(refused.map((r) => r.error !== null)).toEqual([true, true, true, true]);
    const reads: Record<string, boolean> = {};
    for (const who of ['author', 'other', 'owner', 'outsider', 'removed', 'visitor'] as const) {
      reads[who] = (await bucket(who).download(own)).error === null;
    }
    expect(reads).toEqual({
      author: true,
      other: true,
      owner: true,
      outsider: false,
      removed: false,
      visitor: false,
    });
    const withImage = await as('author').rpc('send_message', {
      p_conversation_id: groupChat,
      p_client_id: randomUUID(),
      p_body: '',
      p_image_path: own,
    });
    expect(withImage.error).toBeNull();
    expect(withImage.data).toMatchObject({ image_path: own, body: '' });
    const missing = await as('author').rpc('send_message', {
      p_conversation_id: groupChat,
      p_client_id: randomUUID(),
      p_body: 'Нет файла',
      p_image_path: path(groupChat, 'author'),
    });
    expect(outcome(missing)).toBe('400 message_image_invalid');
    const big = await bucket('author').upload(
      path(groupChat, 'author'),
      asBlob(samples.pngOfSize(5_242_881), 'image/png'),
    );
    expect(big.error).not.toBeNull();
  });

  it('are read by admins too, as every conversation is', async () => {
    const own = path(eventChat, 'going');
    expect((await as('going').storage.from('message-images').upload(own, png())).error).toBeNull();
    expect((await as('admin').storage.from('message-images').download(own)).error).toBeNull();
  });

  it('are not uploaded into a direct conversation with a block either way; its history stays', async () => {
    const bucket = (who: Who) => as(who).storage.from('message-images');
    const refused = await Promise.all([
      bucket('blocked').upload(path(direct, 'blocked'), png()),
      bucket('blocker').upload(path(direct, 'blocker'), png()),
    ]);
    expect(refused.map((r) => r.error?.message)).toEqual([
      'new row violates row-level security policy',
      'new row violates row-level security policy',
    ]);
    const reads: Record<string, boolean> = {};
    for (const who of ['blocked', 'blocker', 'outsider', 'admin'] as const) {
      reads[who] = (await bucket(who).download(directImage)).error === null;
    }
    expect(reads).toEqual({ blocked: true, blocker: true, outsider: false, admin: true });
  });

  it('are pictures only', async () => {
    const text = await as('author')
      .storage.from('message-images')
      .upload(
        `${groupChat}/${people.author.id}/${randomUUID()}.txt`,
        asBlob(new TextEncoder().encode('not a picture'), 'text/plain'),
      );
    expect(text.error).not.toBeNull();
  });
});
