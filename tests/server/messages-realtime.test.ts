import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/services/database.types';
import { conversationTopic } from '../../src/services/messages';
import { createMembers, deleteMembers, type Member } from './events-fixtures';
import {
  chatOf,
  close,
  DEFAULT_RATE,
  type Heard,
  listen,
  liveClient,
  sent,
  setRateLimit,
} from './messages-fixtures';
import { eventually, joined } from './realtime-support';
import { addMembers, createCast, insertGroup } from './support/groups';
import { serviceClient } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

const ADMIN = { app_metadata: { provider: 'email', providers: ['email'], role: 'admin' } };

/**
 * Live delivery: the database broadcasts each message on the private topic conversation:<id>,
 * and realtime.messages' policies let only participants (and admins) join it. No message reaches
 * anyone else's socket, whatever they subscribe to; a client cannot forge a message event; and
 * 20 clients sending 50 messages each at once all receive every message once, in seq order.
 */

const cast = ['owner', 'member', 'neighbour', 'outsider', 'removed', 'leaving'] as const;
let people: Record<(typeof cast)[number], Member>;
let groupIds: string[] = [];
let chat: string;
let neighbourChat: string;
const sockets: SupabaseClient<Database>[] = [];

async function socketOf(m: Member) {
  const client = await liveClient(m);
  sockets.push(client);
  return client;
}

/** Whatever was on its way has had the time to arrive. */
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  people = await createCast(cast);
  const { owner, member, neighbour, removed, leaving } = people;
  const [group, next] = await Promise.all([
    insertGroup(owner.id, { name: 'Живой чат', privacy: 'public' }),
    insertGroup(neighbour.id, { name: 'Соседи', privacy: 'public' }),
  ]);
  groupIds = [group.id, next.id];
  await addMembers(group.id, [
    [member, 'member'],
    [removed, 'member'],
    [leaving, 'member'],
  ]);
  [chat, neighbourChat] = await Promise.all([
    chatOf({ group_id: group.id }),
    chatOf({ group_id: next.id }),
  ]);
  expect(
    (await owner.client.rpc('remove_member', { p_group_id: group.id, p_user_id: removed.id }))
      .error,
  ).toBeNull();
});

afterAll(async () => {
  await close(sockets);
  await setRateLimit(DEFAULT_RATE.max, DEFAULT_RATE.seconds);
  await serviceClient().from('groups').delete().in('id', groupIds);
  await deleteMembers(Object.values(people));
});

describe('a conversation’s channel', () => {
  it('is joined by participants and admins only', async () => {
    const { member, outsider, removed, neighbour } = people;
    await expect(listen(await socketOf(member), chat)).resolves.toEqual([]);
    const admin = await liveClient(SEED_USERS.admin, ADMIN);
    sockets.push(admin);
    await expect(listen(admin, chat)).resolves.toEqual([]);
    const refused = await Promise.allSettled([
      listen(await socketOf(outsider), chat),
      listen(await socketOf(removed), chat),
      listen(await socketOf(neighbour), chat),
    ]);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('brings messages, edits and deletions to participants, and to no one else’s socket', async () => {
    const { owner, member, neighbour, outsider, removed } = people;
    const [ownerHeard, memberHeard, neighbourHeard] = await Promise.all([
      socketOf(owner).then((c) => listen(c, chat)),
      socketOf(member).then((c) => listen(c, chat)),
      socketOf(neighbour).then((c) => listen(c, neighbourChat)),
    ]);
    // Outsiders try what they can: the same topic as a public channel, a channel of their own.
    const strays: Heard[] = [];
    for (const m of [outsider, removed]) {
      const socket = await socketOf(m);
      await joined(
        socket
          .channel(conversationTopic(chat), { config: { private: false } })
          .on('broadcast', { event: '*' }, ({ event, payload }) =>
            strays.push({ event, record: (payload as { record: Heard['record'] }).record }),
          ),
      );
    }
    const message = await sent(member.client, chat, 'Всем привет');
    await eventually(
      () => ownerHeard.length === 1 && memberHeard.length === 1,
      () => ({ ownerHeard, memberHeard }),
    );
    expect(ownerHeard[0]).toMatchObject({
      event: 'INSERT',
      record: { id: message.id, seq: 1, body: 'Всем привет', author_id: member.id },
    });
    await member.client.from('messages').update({ body: 'Всем привет!' }).eq('id', message.id);
    await owner.client.rpc('delete_message', { p_message_id: message.id });
    await eventually(
      () => memberHeard.length === 3,
      () => memberHeard,
    );
    expect(memberHeard.map((h) => [h.event, h.record.body])).toEqual([
      ['INSERT', 'Всем привет'],
      ['UPDATE', 'Всем привет!'],
      ['UPDATE', null],
    ]);
    expect(memberHeard[2]!.record.deleted_at).not.toBeNull();
    await settle();
    expect(strays).toEqual([]);
    expect(neighbourHeard).toEqual([]);
  });

  it('carries no message event a client sends itself', async () => {
    const { owner, member } = people;
    const heard = await listen(await socketOf(owner), chat);
    const forger = await socketOf(member);
    const channel = await joined(
      forger.channel(conversationTopic(chat), { config: { private: true } }),
    );
    await channel.send({
      type: 'broadcast',
      event: 'INSERT',
      payload: { record: { body: 'Поддельное', author_id: owner.id } },
    });
    await settle();
    expect(heard).toEqual([]);
  });
  it('stops reaching a member removed while joined once their token is refreshed', async () => {
    const { owner, member, leaving } = people;
    const socket = await socketOf(leaving);
    const heard = await listen(socket, chat);
    const removed = await owner.client.rpc('remove_member', {
      p_group_id: groupIds[0]!,
      p_user_id: leaving.id,
    });
    expect(removed.error).toBeNull();
    // As on hosted Supabase, the channel's authorisation is checked again with the next token;
    // a token of a later second differs from the one the channel joined with.
    await new Promise((r) => setTimeout(r, 1100));
    await socket.realtime.setAuth(await userToken(leaving.id));
    await settle();
    await sent(member.client, chat, 'Уже без тебя');
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('20 clients × 50 messages at once', () => {
  it('every client receives every message once, in the one order of seq', async () => {
    await setRateLimit(1000, 10);
    const crowd = await createMembers('chat-crowd', 20);
    try {
      const group = await insertGroup(crowd[0]!.id, { name: 'Толпа', privacy: 'private' });
      groupIds.push(group.id);
      await addMembers(
        group.id,
        crowd.slice(1).map((m) => [m, 'member'] as [Member, 'member']),
      );
      const room = await chatOf({ group_id: group.id });
      const heard = await Promise.all(crowd.map(async (m) => listen(await socketOf(m), room)));
      // Each client sends its 50 one after another, as a chat's outbox does; all 20 at once.
      await Promise.all(
        crowd.map(async (m, c) => {
          for (let i = 0; i < 50; i += 1) await sent(m.client, room, `${c}:${i}`);
        }),
      );
      await eventually(
        () => heard.every((h) => h.length >= 1000),
        () => heard.map((h) => h.length),
        20_000,
      );
      await settle();
      const expected = Array.from({ length: 1000 }, (_, i) => i + 1);
      for (const h of heard) expect(h.map((x) => x.record.seq)).toEqual(expected);
      const bodies = heard[0]!.map((x) => x.record.body);
      expect(new Set(bodies).size).toBe(1000);
      for (const h of heard.slice(1))
        expect(h.map((x) => x.record.id)).toEqual(heard[0]!.map((x) => x.record.id));
    } finally {
      await deleteMembers(crowd);
    }
  }, 120_000);
});
