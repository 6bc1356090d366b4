import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, deleteMembers, type Member } from './events-fixtures';
import {
  createGroupsService,
  DEFAULT_GROUP_FILTERS,
  type GroupsService,
} from '../../src/services/groups';
import { addMembers, createCast, insertGroup } from './support/groups';
import { anonClient, serviceClient } from './support/stack';

/**
 * src/services/groups.ts as the screens will call it, against the stack: the catalogue's words,
 * filters, order, pages and capped count; a group with the viewer's standing; keyset pages of
 * threads and comments; and refusals arriving as the app's codes.
 */

// A word no other test or the seed uses, so the catalogue's answers are this file's groups only.
const WORD = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
const cast = ['owner', 'a', 'b', 'c', 'outsider'] as const;
let people: Record<(typeof cast)[number], Member>;
const as = (m: Member): GroupsService => createGroupsService(m.client);
const ids: string[] = [];
let privateId: string;
let threadIds: string[] = [];

beforeAll(async () => {
  people = await createCast(cast);
  const { owner, a, b, c } = people;
  const rows = [
    { name: `Йога ${WORD} у моря`, category_id: 'health', city: 'Сочи', privacy: 'public' },
    { name: `Бег ${WORD}`, category_id: 'health', city: 'Москва', privacy: 'public' },
    { name: `Шахматы ${WORD}`, category_id: 'education', is_online: true, city: null },
    { name: `Книги ${WORD}`, category_id: 'education', city: 'Москва', privacy: 'private' },
    { name: `Кофе ${WORD}`, category_id: 'food', city: 'Москва', privacy: 'public' },
  ];
  const made = [];
  for (const row of rows) made.push(await insertGroup(owner.id, { privacy: 'public', ...row }));
  ids.push(...made.map((g) => g.id));
  privateId = made[3]!.id;
  // Member counts 4, 3, 2, 1, 1: the catalogue's «most members» order.
  await Promise.all([
    addMembers(made[0]!.id, [
      [a, 'member'],
      [b, 'member'],
      [c, 'member'],
    ]),
    addMembers(made[1]!.id, [
      [a, 'member'],
      [b, 'moderator'],
    ]),
    addMembers(made[3]!.id, [[a, 'member']]),
  ]);
  const service = serviceClient();
  const threads = await service
    .from('group_threads')
    .insert(
      Array.from({ length: 5 }, (_, i) => ({
        group_id: privateId,
        author_id: a.id,
        title: `Тема ${i}`,
        pinned: i === 0,
      })),
    )
    .select('id');
  threadIds = threads.data!.map((t) => t.id);
});

afterAll(async () => {
  await serviceClient().from('groups').delete().in('id', ids);
  await deleteMembers(Object.values(people));
});

describe('the catalogue', () => {
  const visitor = () => createGroupsService(anonClient());
  const search = { ...DEFAULT_GROUP_FILTERS, q: WORD };

  it('finds groups by a word’s beginning and forms, most members first, and counts them', async () => {
    const all = await visitor().listGroups(search);
    expect(all.total).toBe(5);
    expect(all.items.map((g) => g.memberCount)).toEqual([4, 3, 2, 1, 1]);
    const yoga = await visitor().listGroups({ ...search, q: `йог ${WORD}` });
    expect(yoga.items.map((g) => g.name)).toEqual([`Йога ${WORD} у моря`]);
    const seas = await visitor().listGroups({ ...search, q: `${WORD} морем` });
    expect(seas.items.map((g) => g.name)).toEqual([`Йога ${WORD} у моря`]);
  });

  it('narrows by category, city and online, and orders newest first', async () => {
    const names = async (f: Partial<typeof search>) =>
      (await visitor().listGroups({ ...search, ...f })).items.map((g) => g.name.split(' ')[0]);
    expect(await names({ category: 'health' })).toEqual(['Йога', 'Бег']);
    expect((await names({ city: 'Москва' })).sort()).toEqual(['Бег', 'Книги', 'Кофе'].sort());
    expect(await names({ online: true })).toEqual(['Шахматы']);
    expect(await names({ sort: 'newest' })).toEqual(['Кофе', 'Книги', 'Шахматы', 'Бег', 'Йога']);
  });

  it('pages, counting the first page only, up to the cap', async () => {
    const first = await visitor().listGroups(search, { limit: 2, cap: 3 });
    expect(first.total).toBe(4);
    const second = await visitor().listGroups(search, { offset: 2, limit: 2 });
    expect(second.total).toBeNull();
    const third = await visitor().listGroups(search, { offset: 4, limit: 2 });
    expect([...first.items, ...second.items, ...third.items].map((g) => g.id).sort()).toEqual(
      [...ids].sort(),
    );
  });
});

describe('a group and its people', () => {
  it('answers the viewer’s standing with the group', async () => {
    const { a, outsider } = people;
    const mine = await as(a).getGroup(privateId);
    expect(mine.group).toMatchObject({ privacy: 'private', memberCount: 2 });
    expect(mine.standing).toMatchObject({ role: 'member', banned: false, request: null });
    const visitor = await createGroupsService(anonClient()).getGroup(privateId);
    expect(visitor.standing).toEqual({ role: null, joinedAt: null, request: null, banned: false });
    const requestId = await as(outsider).requestToJoin(privateId, 'Пустите');
    const asking = await as(outsider).getGroup(privateId);
    expect(asking.standing.request).toEqual({
      id: requestId,
      status: 'pending',
      message: 'Пустите',
    });
    const queue = await as(people.owner).listRequests(privateId);
    expect(queue.items.map((r) => [r.person.id, r.message])).toEqual([[outsider.id, 'Пустите']]);
    await as(people.owner).decline(requestId);
  });

  it('lists members for those who may see them, and the viewer’s groups', async () => {
    const { owner, a, outsider } = people;
    const page = await as(a).listMembers(privateId, { limit: 1 });
    expect(page.items.map((m) => m.role)).toEqual(['owner']);
    const rest = await as(a).listMembers(privateId, { after: page.next!, limit: 1 });
    expect(rest.items).toMatchObject([{ id: a.id, role: 'member', fullName: 'Участник group-a' }]);
    expect(rest.next).toBeNull();
    expect((await as(outsider).listMembers(privateId)).items).toEqual([]);
    const groups = await as(owner).myGroups(owner.id);
    expect(groups.filter((g) => ids.includes(g.id))).toHaveLength(5);
    expect(groups.every((g) => g.role === 'owner' || !ids.includes(g.id))).toBe(true);
  });

  it('turns refusals into the app’s codes, with the field a constraint names', async () => {
    const { a, outsider } = people;
    await expect(as(outsider).join(privateId)).rejects.toMatchObject({ code: 'private_group' });
    await expect(createGroupsService(anonClient()).join(privateId)).rejects.toMatchObject({
      code: 'not_signed_in',
    });
    await expect(as(a).leave(ids[1]!)).resolves.toBeUndefined();
    await expect(as(people.owner).leave(ids[1]!)).rejects.toMatchObject({
      code: 'owner_cannot_leave',
    });
    await expect(
      as(outsider).createGroup(outsider.id, {
        name: 'ab',
        description: '',
        categoryId: 'art',
        isOnline: true,
        city: null,
        coverUrl: null,
        privacy: 'public',
      }),
    ).rejects.toMatchObject({ code: 'invalid', field: 'name' });
    await expect(as(outsider).updateGroup(privateId, { name: 'Чужая' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(as(a).getGroup('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('lets an admin delete any group through the service', async () => {
    const spare = await insertGroup(people.owner.id, { name: `Лишняя ${WORD}` });
    await createGroupsService(await adminClient()).deleteGroup(spare.id);
    const { data } = await serviceClient().from('groups').select('id').eq('id', spare.id);
    expect(data).toEqual([]);
  });
});

describe('discussions', () => {
  it('page threads newest first by keyset, pinned ones on top of the first page', async () => {
    const member = as(people.a);
    const first = await member.listThreads(privateId, { limit: 2 });
    expect(first.pinned.map((t) => t.id)).toEqual([threadIds[0]]);
    const second = await member.listThreads(privateId, { after: first.next!, limit: 2 });
    expect(second.pinned).toEqual([]);
    expect(second.next).toBeNull();
    const paged = [...first.items, ...second.items].map((t) => t.id);
    expect([...paged].sort()).toEqual(threadIds.slice(1).sort());
    expect(new Set(paged).size).toBe(4);
    expect((await as(people.outsider).listThreads(privateId)).items).toEqual([]);
  });

  it('write, reply, page and delete comments as the rules allow', async () => {
    const { a, owner, outsider } = people;
    const thread = await as(a).createThread(privateId, a.id, { title: ' Вопрос ', body: 'Текст' });
    expect(thread).toMatchObject({ title: 'Вопрос', commentCount: 0, author: { id: a.id } });
    const c1 = await as(a).createComment(thread.id, a.id, 'Первый');
    const c2 = await as(owner).createComment(thread.id, owner.id, 'Ответ', c1.id);
    const c3 = await as(a).createComment(thread.id, a.id, 'Третий');
    expect(c2.replyTo).toBe(c1.id);
    const p1 = await as(a).listComments(thread.id, { limit: 2 });
    const p2 = await as(a).listComments(thread.id, { after: p1.next!, limit: 2 });
    expect([...p1.items, ...p2.items].map((c) => c.id)).toEqual([c1.id, c2.id, c3.id]);
    expect((await as(a).updateComment(c1.id, 'Первый, исправлен')).body).toBe('Первый, исправлен');
    await expect(as(a).updateComment(c2.id, 'Чужой')).rejects.toMatchObject({ code: 'not_found' });
    await expect(as(outsider).createComment(thread.id, outsider.id, 'Я')).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(as(a).createComment(thread.id, a.id, 'я'.repeat(4001))).rejects.toMatchObject({
      code: 'invalid',
      field: 'body',
    });
    await as(owner).deleteComment(c3.id);
    await expect(as(a).pinThread(thread.id)).rejects.toMatchObject({ code: 'forbidden' });
    await as(owner).pinThread(thread.id);
    expect(await as(a).getThread(thread.id)).toMatchObject({ pinned: true, commentCount: 2 });
    await as(a).deleteThread(thread.id);
    await expect(as(a).getThread(thread.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
