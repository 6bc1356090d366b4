import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupsService, type GroupsService } from '../../src/services/groups';
import { adminClient, deleteMembers, type Member } from './events-fixtures';
import { addMembers, createCast, insertGroup, type GroupRow } from './support/groups';
import { serviceClient } from './support/stack';
import { SEED_USERS } from './support/tokens';

/**
 * The profile's «My groups» (listMyGroups in src/services/groups.ts) as the app calls it, with
 * the real supabase-js: exactly the person's memberships with their roles, their pending requests
 * only, and nothing of a private group they are not in, whoever asks and whoever is asked about.
 */

const cast = ['me', 'other'] as const;
let people: Record<(typeof cast)[number], Member>;
const as = (m: Member): GroupsService => createGroupsService(m.client);
let g: Record<
  'mine' | 'moderated' | 'joined' | 'othersPrivate' | 'asked' | 'declined' | 'othersPublic',
  GroupRow
>;

beforeAll(async () => {
  people = await createCast(cast);
  const { me, other } = people;
  const [mine, moderated, joined, othersPrivate, asked, declined, othersPublic] = [
    await insertGroup(me.id, { name: 'Моя группа', privacy: 'public' }),
    await insertGroup(other.id, {
      name: 'Модерирую',
      privacy: 'private',
      is_online: true,
      city: null,
    }),
    await insertGroup(other.id, { name: 'Состою', privacy: 'public', category_id: 'food' }),
    await insertGroup(other.id, { name: 'Чужая закрытая', privacy: 'private' }),
    await insertGroup(other.id, { name: 'Жду ответа', privacy: 'private' }),
    await insertGroup(other.id, { name: 'Отказали', privacy: 'private' }),
    await insertGroup(other.id, { name: 'Чужая открытая', privacy: 'public' }),
  ];
  g = { mine, moderated, joined, othersPrivate, asked, declined, othersPublic };
  await addMembers(moderated!.id, [[me, 'moderator']]);
  await addMembers(joined!.id, [[me, 'member']]);
  await addMembers(mine!.id, [[other, 'member']]);
  // One shape per row: a bulk insert sends every column, so a missing one would be null.
  const { error } = await serviceClient()
    .from('group_join_requests')
    .insert([
      { group_id: asked!.id, user_id: me.id, status: 'pending', message: 'Пустите' },
      { group_id: declined!.id, user_id: me.id, status: 'declined', message: null },
      { group_id: othersPrivate!.id, user_id: other.id, status: 'pending', message: null },
    ]);
  expect(error).toBeNull();
});

afterAll(async () => {
  await serviceClient()
    .from('groups')
    .delete()
    .in(
      'id',
      Object.values(g ?? {}).map((r) => r.id),
    );
  await deleteMembers(Object.values(people));
});

describe('listMyGroups', () => {
  it('answers exactly the person’s groups with their roles, and their pending requests', async () => {
    const { me } = people;
    const { groups, requests } = await as(me).listMyGroups(me.id);
    expect(groups.map((x) => [x.name, x.role]).sort()).toEqual(
      [
        ['Модерирую', 'moderator'],
        ['Моя группа', 'owner'],
        ['Состою', 'member'],
      ].sort(),
    );
    // Most recently joined first: the two added after the founding of «Моя группа».
    expect(groups.at(-1)?.name).toBe('Моя группа');
    expect(groups.find((x) => x.id === g.moderated.id)).toMatchObject({
      privacy: 'private',
      isOnline: true,
      city: null,
      memberCount: 2,
    });
    expect(groups.every((x) => typeof x.joinedAt === 'string')).toBe(true);
    expect(requests).toEqual([
      {
        id: expect.any(String),
        sentAt: expect.any(String),
        group: expect.objectContaining({ id: g.asked.id, name: 'Жду ответа', privacy: 'private' }),
      },
    ]);
  });

  it('shows nobody else’s private groups: asked about another person, only what the asker may see', async () => {
    const { me, other } = people;
    const { groups, requests } = await as(me).listMyGroups(other.id);
    const names = groups.map((x) => x.name).sort();
    // «Модерирую» is private but shared; «Чужая закрытая», «Жду ответа» and «Отказали» are not.
    expect(names).toEqual(['Модерирую', 'Моя группа', 'Состою', 'Чужая открытая'].sort());
    expect(requests).toEqual([]);
  });

  it('answers an admin with their own groups only, though their RLS reads everyone’s', async () => {
    const admin = createGroupsService(await adminClient());
    const { groups, requests } = await admin.listMyGroups(SEED_USERS.admin.id);
    const { data } = await serviceClient()
      .from('group_members')
      .select('group_id')
      .eq('user_id', SEED_USERS.admin.id);
    expect(groups.map((x) => x.id).sort()).toEqual(data!.map((r) => r.group_id).sort());
    const ours = Object.values(g).map((r) => r.id);
    expect(groups.filter((x) => ours.includes(x.id))).toEqual([]);
    expect(requests.filter((r) => ours.includes(r.group.id))).toEqual([]);
  });
});
