import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/services/database.types';
import { conversationTopic } from '../../src/services/messages';
import { adminClient, insertEvent, type Member } from './events-fixtures';
import { joined } from './realtime-support';
import { addMembers, createCast, insertGroup } from './support/groups';
import { anonClient, serviceClient, stack, type Client } from './support/stack';
import { userToken } from './support/tokens';

/**
 * Shared by the messages-*.test.ts files: the chat of a group or an event as the service role
 * finds it, sending as someone, the rate limit moved for a load and put back, and supabase-js
 * over the stack's websocket as a user (the token realtime authorises private channels with).
 */

export async function chatOf(of: { group_id: string } | { event_id: string }): Promise<string> {
  const query = serviceClient().from('conversations').select('id');
  const { data, error } = await (
    'group_id' in of ? query.eq('group_id', of.group_id) : query.eq('event_id', of.event_id)
  ).single();
  expect(error).toBeNull();
  return data!.id;
}

/** Sends through send_message; answers the RPC's answer as it is. */
export const send = (
  c: Client,
  conversationId: string,
  body: string,
  clientId: string = randomUUID(),
) =>
  c.rpc('send_message', {
    p_conversation_id: conversationId,
    p_client_id: clientId,
    p_body: body,
  });

/** Sends and expects it to pass; answers the message row. */
export async function sent(c: Client, conversationId: string, body: string) {
  const { data, error } = await send(c, conversationId, body);
  expect(error).toBeNull();
  return data!;
}

export async function setRateLimit(max: number, seconds: number) {
  const { error } = await serviceClient().rpc('set_message_rate_limit', {
    p_max: max,
    p_seconds: seconds,
  });
  expect(error).toBeNull();
}

export const DEFAULT_RATE = { max: 20, seconds: 10 } as const;

/** supabase-js as the user (claims beyond the usual in `extra`) with a realtime socket. */
export async function liveClient(
  m: Pick<Member, 'id'>,
  extra: Record<string, unknown> = {},
): Promise<SupabaseClient<Database>> {
  const token = await userToken(m.id, extra);
  const client = createClient<Database>(stack().apiUrl, stack().anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never, logger: () => {} },
  });
  await client.realtime.setAuth();
  return client;
}

export async function close(clients: SupabaseClient<Database>[]) {
  for (const c of clients) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
}

export interface Heard {
  event: string;
  record: Database['public']['Tables']['messages']['Row'];
}

/**
 * Joins a conversation's private channel and collects what the database broadcasts on it;
 * rejects as the join is refused.
 */
export async function listen(client: SupabaseClient<Database>, conversationId: string) {
  const heard: Heard[] = [];
  await joined(
    client
      .channel(conversationTopic(conversationId), { config: { private: true } })
      .on('broadcast', { event: '*' }, ({ event, payload }) =>
        heard.push({ event, record: (payload as { record: Heard['record'] }).record }),
      ),
  );
  return heard;
}

/** The chats the per-role tests meet people in. */
export interface RoleChats {
  groupId: string;
  eventId: string;
  groupChat: string;
  eventChat: string;
}

/**
 * A public group (owner, moderator, and author, other and removed as members) and an event by the
 * organiser with `going` signed up; their chats.
 */
export async function roleChats(
  p: Record<'owner' | 'moderator' | 'author' | 'other' | 'removed' | 'organizer', Member>,
  going: Member[],
  names: { group: string; event: string },
): Promise<RoleChats> {
  const group = await insertGroup(p.owner.id, { name: names.group, privacy: 'public' });
  await addMembers(group.id, [
    [p.moderator, 'moderator'],
    [p.author, 'member'],
    [p.other, 'member'],
    [p.removed, 'member'],
  ]);
  const event = await insertEvent(p.organizer.id, { title: names.event });
  const [groupChat, eventChat] = await Promise.all([
    chatOf({ group_id: group.id }),
    chatOf({ event_id: event.id }),
  ]);
  for (const m of going) {
    expect((await m.client.rpc('rsvp', { p_event_id: event.id })).error).toBeNull();
  }
  return { groupId: group.id, eventId: event.id, groupChat, eventChat };
}

/** The people of roleChats, and one outside both chats. */
export const CHAT_ROLES = [
  'owner',
  'moderator',
  'author',
  'other',
  'outsider',
  'removed',
  'organizer',
  'going',
] as const;

/** The cast made, and each role's client by name, with a visitor (anon) and an admin. */
export async function roleClients<const L extends readonly string[]>(cast: L) {
  const [people, admin] = await Promise.all([createCast(cast), adminClient()]);
  const visitor = anonClient();
  const as = (who: L[number] | 'visitor' | 'admin'): Client =>
    who === 'visitor' ? visitor : who === 'admin' ? admin : people[who as L[number]].client;
  return { people, as };
}
