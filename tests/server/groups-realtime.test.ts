import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/services/database.types';
import { deleteMembers, type Member } from './events-fixtures';
import { eventually, joined } from './realtime-support';
import { addMembers, createCast, insertGroup } from './support/groups';
import { serviceClient, stack } from './support/stack';
import { userToken } from './support/tokens';

/**
 * Memberships and join requests in the realtime publication (a live member list, a live request
 * queue): each change reaches only those whose RLS lets them read the row, so a private group's
 * requests go to its owner and moderators and its members to its members.
 */

const cast = ['owner', 'moderator', 'member', 'stranger', 'requester'] as const;
let people: Record<(typeof cast)[number], Member>;
let groupId: string;
const sockets: SupabaseClient<Database>[] = [];

/** supabase-js over the shared stack's websocket, as the user. */
async function live(m: Member) {
  const token = await userToken(m.id);
  const client = createClient<Database>(stack().apiUrl, stack().anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never, logger: () => {} },
  });
  await client.realtime.setAuth();
  sockets.push(client);
  return client;
}

type Change = { eventType: string; new: Record<string, unknown> };

async function watch(m: Member, table: 'group_members' | 'group_join_requests') {
  const seen: Change[] = [];
  const client = await live(m);
  await joined(
    client
      .channel(`${table}-${m.id}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `group_id=eq.${groupId}` },
        (p) => seen.push(p as unknown as Change),
      ),
  );
  return seen;
}

beforeAll(async () => {
  people = await createCast(cast);
  const group = await insertGroup(people.owner.id, { privacy: 'private', name: 'Живая группа' });
  groupId = group.id;
  await addMembers(groupId, [
    [people.moderator, 'moderator'],
    [people.member, 'member'],
  ]);
});

afterAll(async () => {
  for (const s of sockets) {
    await s.removeAllChannels();
    s.realtime.disconnect();
  }
  await serviceClient().from('groups').delete().eq('id', groupId);
  await deleteMembers(Object.values(people));
});

describe('live groups', () => {
  it('bring a request to the moderators and the new member to the members, nobody else', async () => {
    const { moderator, member, stranger, requester } = people;
    const [modRequests, memberRequests, strangerRequests, memberMembers, strangerMembers] =
      await Promise.all([
        watch(moderator, 'group_join_requests'),
        watch(member, 'group_join_requests'),
        watch(stranger, 'group_join_requests'),
        watch(member, 'group_members'),
        watch(stranger, 'group_members'),
      ]);
    const asked = await requester.client.rpc('request_to_join', { p_group_id: groupId });
    expect(asked.error).toBeNull();
    await eventually(
      () => modRequests.length === 1,
      () => modRequests,
    );
    expect(modRequests[0]).toMatchObject({
      eventType: 'INSERT',
      new: { user_id: requester.id, status: 'pending' },
    });
    const approved = await moderator.client.rpc('approve_join_request', {
      p_request_id: asked.data!,
    });
    expect(approved.error).toBeNull();
    await eventually(
      () => memberMembers.length === 1 && modRequests.length === 2,
      () => ({ memberMembers, modRequests }),
    );
    expect(memberMembers[0]).toMatchObject({
      eventType: 'INSERT',
      new: { user_id: requester.id, role: 'member' },
    });
    expect(modRequests[1]).toMatchObject({ eventType: 'UPDATE', new: { status: 'approved' } });
    // Whatever was to reach the others has had the time to.
    await new Promise((r) => setTimeout(r, 300));
    expect(memberRequests).toEqual([]);
    expect(strangerRequests).toEqual([]);
    expect(strangerMembers).toEqual([]);
  });
});
