import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMembers, type Member } from './events-fixtures';
import { chatOf, DEFAULT_RATE, send, sent, setRateLimit } from './messages-fixtures';
import { addMembers, createCast, insertGroup, outcome } from './support/groups';
import { serviceClient } from './support/stack';

/**
 * The rules the messaging tables hold whatever a client sends: one message per client id, the
 * rate limit, message sizes and replies, the order (seq) under concurrent senders, keyset paging
 * of history, read positions and unread counts, the conversation list.
 */

const cast = ['owner', 'ann', 'bob', 'eve'] as const;
let people: Record<(typeof cast)[number], Member>;
let groupId: string;
let chat: string;
let otherGroupId: string;
let otherChat: string;

beforeAll(async () => {
  people = await createCast(cast);
  const { owner, ann, bob, eve } = people;
  const [group, other] = await Promise.all([
    insertGroup(owner.id, { name: 'Правила чата', privacy: 'private' }),
    insertGroup(owner.id, { name: 'Соседний чат', privacy: 'public' }),
  ]);
  groupId = group.id;
  otherGroupId = other.id;
  await Promise.all([
    addMembers(groupId, [
      [ann, 'member'],
      [bob, 'member'],
      [eve, 'member'],
    ]),
    addMembers(otherGroupId, [[ann, 'member']]),
  ]);
  [chat, otherChat] = await Promise.all([
    chatOf({ group_id: groupId }),
    chatOf({ group_id: otherGroupId }),
  ]);
});

afterAll(async () => {
  await setRateLimit(DEFAULT_RATE.max, DEFAULT_RATE.seconds);
  await serviceClient().from('groups').delete().in('id', [groupId, otherGroupId]);
  await deleteMembers(Object.values(people));
});

describe('sending', () => {
  it('twice with one client id makes one message, even at the same moment', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(people.ann.client, chat, 'Один раз', clientId)),
    );
    expect(answers.map((a) => a.error)).toEqual([null, null, null]);
    expect(new Set(answers.map((a) => a.data!.id)).size).toBe(1);
    const { count } = await serviceClient()
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('client_id', clientId);
    expect(count).toBe(1);
    // The same id from someone else is their own message.
    const bobs = await send(people.bob.client, chat, 'Другой автор', clientId);
    expect(bobs.data!.id).not.toBe(answers[0]!.data!.id);
    // In another conversation it is a mistake, not a retry.
    expect(outcome(await send(people.ann.client, otherChat, 'Не туда', clientId))).toBe(
      '409 message_client_id_reused',
    );
  });

  it('holds sizes and replies', async () => {
    const c = people.ann.client;
    expect(outcome(await send(c, chat, 'я'.repeat(4000)))).toBe('ok');
    const answers = await Promise.all([send(c, chat, 'я'.repeat(4001)), send(c, chat, '   ')]);
    expect(answers.map((a) => [a.status, a.error?.code])).toEqual([
      [400, '23514'],
      [400, '23514'],
    ]);
    const elsewhere = await sent(c, otherChat, 'В соседнем чате');
    const reply = await c.rpc('send_message', {
      p_conversation_id: chat,
      p_client_id: randomUUID(),
      p_body: 'Ответ',
      p_reply_to: elsewhere.id,
    });
    expect(outcome(reply)).toBe('400 message_reply_elsewhere');
    const unknown = await send(c, randomUUID(), 'Никуда');
    expect(outcome(unknown)).toBe('404 message_conversation_not_found');
  });

  it('more than 20 times in 10 s is refused with 429 message_rate_limited; retries do not count', async () => {
    const c = people.eve.client;
    const first = await sent(c, chat, 'Первое');
    const answers = [];
    for (let i = 2; i <= 21; i += 1) answers.push(outcome(await send(c, chat, `Сообщение ${i}`)));
    expect(answers.slice(0, 19)).toEqual(Array(19).fill('ok'));
    expect(answers[19]).toBe('429 message_rate_limited');
    // A retry of a message already sent still answers it.
    const retry = await send(c, chat, 'Первое', first.client_id);
    expect(retry.data?.id).toBe(first.id);
    // In any conversation: the limit is the person's.
    await serviceClient()
      .from('group_members')
      .insert({ group_id: otherGroupId, user_id: people.eve.id });
    expect(outcome(await send(c, otherChat, 'А здесь?'))).toBe('429 message_rate_limited');
  });
});

describe('order and history', () => {
  it('numbers messages 1, 2, 3… in one order under concurrent senders, and pages it by seq', async () => {
    // Past the limit from here on (afterAll puts it back): these tests send in bursts.
    await setRateLimit(1000, 10);
    const { ann, bob, owner } = people;
    const group = await insertGroup(owner.id, { name: 'Гонка', privacy: 'private' });
    await addMembers(group.id, [
      [ann, 'member'],
      [bob, 'member'],
    ]);
    const race = await chatOf({ group_id: group.id });
    const answers = await Promise.all(
      [ann, bob, owner].flatMap((m, s) =>
        Array.from({ length: 20 }, (_, i) => send(m.client, race, `${s}-${i}`)),
      ),
    );
    expect(answers.filter((a) => a.error)).toEqual([]);
    expect(answers.map((a) => a.data!.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    // Newest first, 25 a page, each page before the last seq seen; then catching up after 50.
    const pages: number[][] = [];
    let before: number | undefined;
    for (;;) {
      const { data, error } = await ann.client.rpc('conversation_messages', {
        p_conversation_id: race,
        p_limit: 25,
        ...(before !== undefined && { p_before_seq: before }),
      });
      expect(error).toBeNull();
      if (!data!.length) break;
      pages.push(data!.map((m) => m.seq));
      before = data![data!.length - 1]!.seq;
    }
    expect(pages.map((p) => p.length)).toEqual([25, 25, 10]);
    expect(pages.flat()).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    const after = await ann.client.rpc('conversation_messages', {
      p_conversation_id: race,
      p_after_seq: 50,
    });
    expect(after.data!.map((m) => m.seq)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    await serviceClient().from('groups').delete().eq('id', group.id);
  });
});

describe('read state', () => {
  it('counts others’ unread messages per conversation and in total; mark_read only moves forward', async () => {
    const { owner, ann, bob } = people;
    const group = await insertGroup(owner.id, { name: 'Непрочитанное', privacy: 'private' });
    await addMembers(group.id, [
      [ann, 'member'],
      [bob, 'member'],
    ]);
    const room = await chatOf({ group_id: group.id });
    const unreadOf = async (m: Member) => {
      const { data, error } = await m.client.rpc('my_conversations', { p_limit: 100 });
      expect(error).toBeNull();
      const row = (data as { id: string; unread_count: number }[]).find((r) => r.id === room);
      return row?.unread_count;
    };
    const totalOf = async (m: Member) => (await m.client.rpc('unread_total')).data;
    const before = await totalOf(bob);
    const a1 = await sent(ann.client, room, 'Раз');
    await sent(ann.client, room, 'Два');
    const a3 = await sent(ann.client, room, 'Три');
    await sent(bob.client, room, 'Моё не в счёт');
    expect(await unreadOf(bob)).toBe(3);
    expect(await unreadOf(ann)).toBe(1);
    expect(await totalOf(bob)).toBe(before! + 3);
    expect((await bob.client.rpc('mark_read', { p_message_id: a1.id })).data).toBe(2);
    expect((await bob.client.rpc('mark_read', { p_message_id: a3.id })).data).toBe(0);
    // Back is a no-op: the position stays at the latest read.
    expect((await bob.client.rpc('mark_read', { p_message_id: a1.id })).data).toBe(0);
    const { data: reads } = await bob.client
      .from('message_reads')
      .select('user_id, last_read_seq, last_read_message_id')
      .eq('conversation_id', room);
    expect(reads).toEqual([
      { user_id: bob.id, last_read_seq: a3.seq, last_read_message_id: a3.id },
    ]);
    // A deleted message is no longer unread.
    const a5 = await sent(ann.client, room, 'Удалю');
    expect(await unreadOf(bob)).toBe(1);
    await ann.client.rpc('delete_message', { p_message_id: a5.id });
    expect(await unreadOf(bob)).toBe(0);
    expect(await totalOf(bob)).toBe(before);
    await serviceClient().from('groups').delete().eq('id', group.id);
  });

  it('lists conversations by latest activity, with the latest message, paged by keyset', async () => {
    const { ann } = people;
    await sent(ann.client, otherChat, 'Свежее');
    const first = await ann.client.rpc('my_conversations', { p_limit: 1 });
    const rows = first.data as {
      id: string;
      kind: string;
      title: string;
      last_activity_at: string;
      last_message_body: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: otherChat,
      kind: 'group',
      title: 'Соседний чат',
      last_message_body: 'Свежее',
    });
    const next = await ann.client.rpc('my_conversations', {
      p_limit: 10,
      p_before_activity: rows[0]!.last_activity_at,
      p_before_id: rows[0]!.id,
    });
    const ids = (next.data as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(chat);
    expect(ids).not.toContain(otherChat);
  });
});
