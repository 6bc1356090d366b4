import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupsService } from '../../src/services/groups';
import { adminClient, createMember, deleteMembers, type Member } from './events-fixtures';
import { asBlob, samples } from './storage-fixtures';
import { anonClient, clientWithToken, serviceClient, type Client } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

/**
 * The groups section of supabase/seed.sql as the demo accounts meet it (README "Groups (data)"),
 * and the group-covers bucket's owner-folder rule.
 */

const groupId = (n: number) => `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let dmitry: Client;
let ekaterina: Client;
let anna: Client;
let stranger: Member;

beforeAll(async () => {
  [dmitry, ekaterina, anna, stranger] = await Promise.all([
    userToken(SEED_USERS.dmitry.id).then(clientWithToken),
    userToken(SEED_USERS.ekaterina.id).then(clientWithToken),
    adminClient(),
    createMember('group-covers'),
  ]);
});

afterAll(async () => {
  await deleteMembers([stranger]);
});

describe('seeded groups', () => {
  it('cover every category, several cities and online, public and private, with true counts', async () => {
    const { data } = await serviceClient()
      .from('groups')
      .select('id, category_id, city, is_online, privacy, member_count, group_members(count)')
      .gte('id', groupId(1))
      .lte('id', groupId(99));
    expect(data!.length).toBe(12);
    expect(new Set(data!.map((g) => g.category_id)).size).toBe(6);
    expect(new Set(data!.map((g) => g.city).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    expect(data!.some((g) => g.is_online)).toBe(true);
    expect(data!.filter((g) => g.privacy === 'private').length).toBeGreaterThanOrEqual(4);
    for (const g of data!) {
      expect(g.member_count, g.id).toBe(
        (g.group_members as unknown as [{ count: number }])[0].count,
      );
    }
  });

  it('give the demo accounts every role, a pending request and a ban', async () => {
    const as = (db: Client, n: number) => createGroupsService(db).getGroup(groupId(n));
    expect((await as(dmitry, 1)).standing.role).toBe('owner');
    expect((await as(ekaterina, 1)).standing.role).toBe('moderator');
    expect((await as(anna, 1)).standing.role).toBe('member');
    expect((await as(dmitry, 2)).standing.request?.status).toBe('pending');
    expect((await as(anna, 4)).standing.banned).toBe(true);
    const queue = await createGroupsService(ekaterina).listRequests(groupId(2));
    expect(queue.items.map((r) => r.person.id)).toEqual([SEED_USERS.dmitry.id]);
  });

  it('hold a members-only event its members see and the catalogue does not', async () => {
    const event = 'e2000000-0000-4000-8000-000000000004';
    const member = await ekaterina.from('events').select('members_only').eq('id', event);
    expect(member.data).toEqual([{ members_only: true }]);
    expect((await anonClient().from('events').select('id').eq('id', event)).data).toEqual([]);
    const banned = await clientWithToken(await userToken(SEED_USERS.admin.id))
      .from('events')
      .select('id')
      .eq('id', event);
    expect(banned.data).toEqual([]);
    const catalogue = await anonClient()
      .from('event_catalogue')
      .select('id')
      .gte('id', 'e2000000-0000-4000-8000-000000000000')
      .lte('id', 'e2000000-0000-4000-8000-000000000099');
    expect(catalogue.data!.map((e) => e.id)).not.toContain(event);
    expect(catalogue.data!.length).toBe(4);
  });

  it('list a group’s upcoming events, the members-only one for members only', async () => {
    const titles = async (db: Client) =>
      (await createGroupsService(db).groupEvents(groupId(4))).map((e) => e.title);
    expect(await titles(ekaterina)).toEqual(['Йога для своих: вечерняя практика']);
    expect(await titles(anonClient())).toEqual([]);
    const open = await createGroupsService(anonClient()).groupEvents(groupId(1));
    expect(open.map((e) => e.title)).toEqual([
      'Фронтенд Москва: вечер докладов',
      'Код-ревью вслух',
    ]);
  });

  it('hold discussions: a pinned thread, comments and a reply, locked in a private group', async () => {
    const open = await createGroupsService(anonClient()).listThreads(groupId(1));
    expect(open.pinned.map((t) => t.title)).toEqual(['Правила группы']);
    expect(open.items.length).toBe(2);
    const thread = open.items.find((t) => t.commentCount === 3)!;
    const comments = await createGroupsService(anonClient()).listComments(thread.id);
    expect(comments.items.some((c) => c.replyTo === comments.items[0]!.id)).toBe(true);
    const locked = await createGroupsService(anonClient()).listThreads(groupId(4));
    expect([...locked.pinned, ...locked.items]).toEqual([]);
  });
});

describe('the group-covers bucket', () => {
  const png = () => asBlob(samples.png(), 'image/png');

  it('takes a cover into the uploader’s own folder only, and serves it publicly', async () => {
    const bucket = stranger.client.storage.from('group-covers');
    const path = `${stranger.id}/1700000000000.png`;
    expect((await bucket.upload(path, png())).error).toBeNull();
    const elsewhere = await bucket.upload(`${SEED_USERS.dmitry.id}/1700000000000.png`, png());
    expect(elsewhere.error).not.toBeNull();
    expect(
      (await anonClient().storage.from('group-covers').upload(path, png())).error,
    ).not.toBeNull();
    const url = anonClient().storage.from('group-covers').getPublicUrl(path).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
    const text = asBlob(new TextEncoder().encode('hello'), 'text/plain');
    expect((await bucket.upload(`${stranger.id}/note.txt`, text)).error).not.toBeNull();
    expect((await bucket.remove([path])).error).toBeNull();
  });
});
