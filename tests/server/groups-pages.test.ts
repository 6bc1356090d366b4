import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient, deleteMembers, insertEvent, type Member } from './events-fixtures';
import {
  createGroupsService,
  DEFAULT_GROUP_FILTERS,
  type GroupFilters,
} from '../../src/services/groups';
import { getPublicGroupPage } from '../../src/services/groups-public';
import type { Cursor } from '../../machines/groups/group-page.types';
import { addMembers, createCast, insertGroup } from './support/groups';
import { anonClient, serviceClient } from './support/stack';

/**
 * The groups' page functions (20261128000300_group_pages.sql) against what the app read before
 * them: group_catalogue_page answers the rows, order and capped count that search_groups with
 * PostgREST's filters and search_groups_count answered; group_comments_page,
 * group_threads_page (20261128000310) and group_members_page page through exactly the rows, in the order, that each viewer's read of
 * the table returns under its RLS policies (visitor, member, non-member of a private group,
 * admin), ties on the timestamp included.
 */

// The plain fetch asks the test stack, as the app asks its own.
vi.mock('../../src/services/config', async () => {
  const { apiUrl, anonKey } = (await import('./support/stack')).stack();
  return { SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

type Client = ReturnType<typeof anonClient>;

const WORD = `zp${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'y')}`;
const cast = ['owner', 'a', 'b', 'c', 'd', 'outsider'] as const;
let people: Record<(typeof cast)[number], Member>;
let admin: Client;
const groupIds: string[] = [];
let privateId: string;
let publicId: string;
let privateThread: string;
let publicThread: string;
const AT = '2026-03-01T10:00:00+00:00';
const LATER = '2026-03-01T11:00:00+00:00';

beforeAll(async () => {
  people = await createCast(cast);
  admin = await adminClient();
  const { owner, a, b, c, d } = people;
  const service = serviceClient();
  const rows = [
    // Two groups created at the same moment and two of equal size: ties go by id, descending.
    { name: `Йога ${WORD} у моря`, category_id: 'health', city: 'Сочи', created_at: AT },
    { name: `Бег ${WORD}`, category_id: 'health', city: 'Москва', created_at: AT },
    { name: `Шахматы ${WORD}`, category_id: 'education', is_online: true, city: null },
    { name: `Книги ${WORD}`, category_id: 'education', city: 'Москва', privacy: 'private' },
    { name: `Кофе ${WORD}`, category_id: 'food', city: 'Москва', created_at: LATER },
    { name: `Сыры ${WORD}`, category_id: 'food', city: 'Казань' },
  ];
  for (const row of rows)
    groupIds.push((await insertGroup(owner.id, { privacy: 'public', ...row })).id);
  privateId = groupIds[3]!;
  publicId = groupIds[1]!;
  await Promise.all([
    addMembers(groupIds[0]!, [
      [a, 'member'],
      [b, 'member'],
    ]),
    addMembers(groupIds[4]!, [
      [a, 'member'],
      [b, 'member'],
    ]),
    addMembers(groupIds[2]!, [[c, 'member']]),
  ]);
  // Members of the private group and of a public one, joined in pairs at the same moment.
  for (const groupId of [privateId, publicId]) {
    const { error } = await service.from('group_members').insert([
      { group_id: groupId, user_id: a.id, role: 'member', joined_at: AT },
      { group_id: groupId, user_id: b.id, role: 'moderator', joined_at: AT },
      { group_id: groupId, user_id: c.id, role: 'member', joined_at: LATER },
      { group_id: groupId, user_id: d.id, role: 'member', joined_at: LATER },
    ]);
    expect(error).toBeNull();
  }
  const threads = await service
    .from('group_threads')
    .insert([
      { group_id: privateId, author_id: a.id, title: 'Закрытая тема' },
      { group_id: publicId, author_id: a.id, title: 'Открытая тема' },
    ])
    .select('id');
  [privateThread, publicThread] = threads.data!.map((t) => t.id) as [string, string];
  // Beside each group's discussion: two pinned threads and four more, two pairs started at the
  // same moment.
  for (const groupId of [privateId, publicId]) {
    const { error } = await service.from('group_threads').insert(
      [AT, AT, LATER, LATER, AT, LATER].map((created_at, i) => ({
        group_id: groupId,
        author_id: a.id,
        title: `Тема ${i}`,
        pinned: i >= 4,
        created_at,
      })),
    );
    expect(error).toBeNull();
  }
  for (const threadId of [privateThread, publicThread]) {
    const comments = [AT, AT, AT, LATER, LATER, '2026-03-02T09:00:00+00:00', LATER].map(
      (created_at, i) => ({
        thread_id: threadId,
        author_id: a.id,
        body: `Комментарий ${i}`,
        created_at,
      }),
    );
    const { error } = await service.from('group_comments').insert(comments as never);
    expect(error).toBeNull();
  }

  // Upcoming events: the public group's and one that is over; the private group's, one of them
  // for its members only.
  for (const [groupId, title, extra] of [
    [publicId, 'Открытая встреча', {}],
    [
      publicId,
      'Прошедшая встреча',
      {
        starts_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        ends_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      },
    ],
    [privateId, 'Встреча клуба', {}],
    [privateId, 'Встреча для своих', { members_only: true }],
  ] as const)
    await insertEvent(people.owner.id, { group_id: groupId, title, ...extra });
});

afterAll(async () => {
  await serviceClient().from('groups').delete().in('id', groupIds);
  await deleteMembers(Object.values(people));
});

/** The catalogue as the service asked it before group_catalogue_page (f70f4ab). */
async function catalogueBefore(
  db: Client,
  filters: GroupFilters,
  { offset = 0, limit = 12, cap = 100 } = {},
) {
  const q = filters.q.trim();
  let query = db
    .rpc('search_groups', q ? { p_q: q } : {}, { get: true })
    .select('id, category_id, city, is_online, member_count, created_at');
  if (filters.category) query = query.eq('category_id', filters.category);
  if (filters.city?.trim()) query = query.eq('city', filters.city.trim());
  if (filters.online !== null) query = query.eq('is_online', filters.online);
  query =
    filters.sort === 'newest'
      ? query.order('created_at', { ascending: false }).order('id', { ascending: false })
      : query.order('member_count', { ascending: false }).order('id', { ascending: false });
  const [page, total] = await Promise.all([
    query.range(offset, offset + limit - 1),
    offset === 0
      ? db.rpc(
          'search_groups_count',
          {
            ...(q && { p_q: q }),
            ...(filters.category && { p_category: filters.category }),
            ...(filters.city?.trim() && { p_city: filters.city.trim() }),
            ...(filters.online !== null && { p_online: filters.online }),
            p_cap: cap,
          },
          { get: true },
        )
      : Promise.resolve({ data: null, error: null }),
  ]);
  expect(page.error).toBeNull();
  expect(total.error).toBeNull();
  return { ids: (page.data as { id: string }[]).map((g) => g.id), total: total.data };
}

describe('group_catalogue_page', () => {
  const search = { ...DEFAULT_GROUP_FILTERS, q: WORD };
  const cases: [string, Partial<GroupFilters>][] = [
    ['the word alone', {}],
    ['newest first, equal creation times by id', { sort: 'newest' }],
    ['a word’s form and another word', { q: `${WORD} морем` }],
    ['a prefix', { q: WORD.slice(0, -1) }],
    ['a word no group has', { q: `${WORD}нет` }],
    ['no word at all (punctuation only)', { q: ' !!! ' }],
    ['a category', { category: 'health' }],
    ['a city with spaces around it', { city: ' Москва ' }],
    ['a city is literal', { city: 'москва' }],
    ['online only', { online: true }],
    ['in a city only', { online: false }],
    ['everything, newest', { category: 'food', city: 'Москва', online: false, sort: 'newest' }],
  ];

  it.each(cases)('answers as before: %s', async (_, change) => {
    const filters = { ...search, ...change };
    for (const db of [anonClient(), people.outsider.client]) {
      const service = createGroupsService(db);
      for (const [offset, limit, cap] of [
        [0, 12, 100],
        [0, 2, 3],
        [2, 2, 3],
        [4, 2, 3],
      ] as const) {
        const before = await catalogueBefore(db, filters, { offset, limit, cap });
        const now = await service.listGroups(filters, { offset, limit, cap });
        expect(now.items.map((g) => g.id)).toEqual(before.ids);
        expect(now.total).toBe(before.total);
      }
    }
  });

  it('gives the cards in full, and counts up to the cap and one more', async () => {
    const all = await createGroupsService(anonClient()).listGroups(search, { cap: 100 });
    expect(all.total).toBe(6);
    expect(all.items.map((g) => g.memberCount)).toEqual([5, 5, 3, 3, 2, 1]);
    expect(all.items.find((g) => g.id === privateId)).toMatchObject({
      name: `Книги ${WORD}`,
      description: 'Проверка правил групп',
      categoryId: 'education',
      isOnline: false,
      city: 'Москва',
      coverUrl: null,
      privacy: 'private',
    });
    const capped = await createGroupsService(anonClient()).listGroups(search, { cap: 4 });
    expect(capped.total).toBe(5);
  });

  it('refuses a sort, page or cap out of range', async () => {
    for (const args of [{ p_sort: 'name' }, { p_limit: 0 }, { p_offset: -1 }, { p_cap: 0 }]) {
      const { error } = await anonClient().rpc('group_catalogue_page', args, { get: true });
      expect(error).toMatchObject({ code: '22023', message: 'catalogue_page_invalid' });
    }
  });
});

const viewers = () =>
  [
    ['a visitor', anonClient()],
    ['a member', people.a.client],
    ['a non-member', people.outsider.client],
    ['an admin', admin],
  ] as const;

/** Whether `who` sees nothing of a `kind` group but its card (its RLS hides the rest). */
const locked = (kind: 'private' | 'public', who: string) =>
  kind === 'private' && (who === 'a visitor' || who === 'a non-member');

/** The ids a listing gives page by page, from the first (`after` null) while it says there is a next. */
async function everyPage(
  list: (after: Cursor | null) => Promise<{ items: { id: string }[]; next: Cursor | null }>,
) {
  let page = await list(null);
  const ids = page.items.map((item) => item.id);
  while (page.next) {
    page = await list(page.next);
    ids.push(...page.items.map((item) => item.id));
  }
  return ids;
}

describe('group_comments_page', () => {
  it.each(['private', 'public'] as const)(
    'pages a %s group’s thread as each viewer reads the table, ties by id',
    async (kind) => {
      const threadId = kind === 'private' ? privateThread : publicThread;
      for (const [who, db] of viewers()) {
        const table = await db
          .from('group_comments')
          .select('id')
          .eq('thread_id', threadId)
          .order('created_at')
          .order('id');
        expect(table.error).toBeNull();
        const expected = table.data!.map((c) => c.id);
        expect(expected.length, who).toBe(locked(kind, who) ? 0 : 7);
        const service = createGroupsService(db);
        for (const limit of [2, 3, 50]) {
          const paged = await everyPage((after) =>
            service.listComments(threadId, { after, limit }),
          );
          expect(paged, `${who}, ${limit} a page`).toEqual(expected);
        }
      }
    },
  );

  it('brings each comment’s author, and refuses half a cursor', async () => {
    const [first] = (await createGroupsService(people.a.client).listComments(privateThread)).items;
    expect(first).toMatchObject({ threadId: privateThread, author: { id: people.a.id } });
    const { error } = await people.a.client.rpc(
      'group_comments_page',
      { p_thread_id: privateThread, p_after_id: first!.id },
      { get: true },
    );
    expect(error).toMatchObject({ code: '22023', message: 'group_page_invalid' });
  });
});

describe('group_threads_page', () => {
  it.each(['private', 'public'] as const)(
    'pages a %s group’s threads, pinned apart, as each viewer reads the table, ties by id',
    async (kind) => {
      const groupId = kind === 'private' ? privateId : publicId;
      for (const [who, db] of viewers()) {
        const table = async (pinned: boolean) => {
          const { data, error } = await db
            .from('group_threads')
            .select('id')
            .eq('group_id', groupId)
            .eq('pinned', pinned)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false });
          expect(error).toBeNull();
          return data!.map((t) => t.id);
        };
        const [pinned, others] = await Promise.all([table(true), table(false)]);
        expect([pinned.length, others.length], who).toEqual(locked(kind, who) ? [0, 0] : [2, 5]);
        const service = createGroupsService(db);
        for (const limit of [1, 2, 20]) {
          const paged = await everyPage(async (after) => {
            const page = await service.listThreads(groupId, { after, limit });
            // The pinned come with the first page alone.
            expect(page.pinned.map((t) => t.id)).toEqual(after ? [] : pinned);
            return page;
          });
          expect(paged, `${who}, ${limit} a page`).toEqual(others);
        }
      }
    },
  );
});

describe('group_members_page', () => {
  it.each(['private', 'public'] as const)(
    'pages a %s group’s members as each viewer reads the table, ties by user id',
    async (kind) => {
      const groupId = kind === 'private' ? privateId : publicId;
      for (const [who, db] of viewers()) {
        const table = await db
          .from('group_members')
          .select('user_id')
          .eq('group_id', groupId)
          .order('joined_at')
          .order('user_id');
        expect(table.error).toBeNull();
        const expected = table.data!.map((m) => m.user_id);
        expect(expected.length, who).toBe(locked(kind, who) ? 0 : 5);
        const service = createGroupsService(db);
        for (const limit of [1, 2, 100]) {
          const paged = await everyPage((after) => service.listMembers(groupId, { after, limit }));
          expect(paged, `${who}, ${limit} a page`).toEqual(expected);
        }
      }
    },
  );

  it('gives each member’s role, joined date and person', async () => {
    const { items } = await createGroupsService(people.c.client).listMembers(privateId);
    expect(items.find((m) => m.id === people.b.id)).toMatchObject({
      role: 'moderator',
      joinedAt: expect.stringMatching(/^2026-03-01T10:00:00/),
      fullName: expect.stringContaining('group-b'),
    });
    expect(items.filter((m) => m.role === 'owner').map((m) => m.id)).toEqual([people.owner.id]);
  });
});

describe('group_page', () => {
  it.each(['private', 'public'] as const)(
    'answers a %s group’s page as each viewer’s separate reads did',
    async (kind) => {
      const groupId = kind === 'private' ? privateId : publicId;
      for (const [who, db] of viewers()) {
        const service = createGroupsService(db);
        const [head, members, events, threads, page] = await Promise.all([
          service.getGroup(groupId),
          service.listMembers(groupId, { limit: 100 }),
          service.groupEvents(groupId),
          service.listThreads(groupId),
          service.getGroupPage(groupId),
        ]);
        // The page also says whether an admin closed the group (none of these is closed).
        expect(page.group, who).toEqual({ ...head.group, closed: false });
        expect(page.standing, who).toEqual(head.standing);
        if (locked(kind, who)) {
          expect(page.content, who).toBeNull();
          continue;
        }
        expect(page.content, who).toEqual({
          members,
          events,
          pinned: threads.pinned,
          threads: { items: threads.items, next: threads.next },
        });
      }
    },
  );

  it('shows upcoming events, members-only ones to members alone', async () => {
    const titles = async (db: Client, groupId: string) =>
      (await createGroupsService(db).getGroupPage(groupId)).content?.events.map((e) => e.title);
    expect(await titles(anonClient(), publicId)).toEqual(['Открытая встреча']);
    expect(await titles(people.a.client, privateId)).toEqual([
      'Встреча клуба',
      'Встреча для своих',
    ]);
    expect(await titles(people.outsider.client, privateId)).toBeUndefined();
  });

  it('is the same over plain fetch for a visitor, and not found for no such group', async () => {
    expect(await getPublicGroupPage(publicId)).toEqual(
      await createGroupsService(anonClient()).getGroupPage(publicId),
    );
    const none = '00000000-0000-4000-8000-00000000dead';
    await expect(createGroupsService(anonClient()).getGroupPage(none)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('refuses a page size out of range', async () => {
    for (const args of [{ p_members: 0 }, { p_members: 1000 }, { p_threads: 101 }]) {
      const { error } = await anonClient().rpc(
        'group_page',
        { p_group_id: publicId, ...args },
        { get: true },
      );
      expect(error).toMatchObject({ code: '22023', message: 'group_page_invalid' });
    }
  });
});

describe('group_thread_page', () => {
  it.each(['private', 'public'] as const)(
    'answers a %s group’s discussion as each viewer’s separate reads did',
    async (kind) => {
      const [groupId, threadId] =
        kind === 'private' ? [privateId, privateThread] : [publicId, publicThread];
      for (const [who, db] of viewers()) {
        const service = createGroupsService(db);
        const page = service.getThreadPage(groupId, threadId);
        if (locked(kind, who)) {
          await expect(page, who).rejects.toMatchObject({ code: 'not_found' });
          continue;
        }
        const [head, thread, comments] = await Promise.all([
          service.getGroup(groupId),
          service.getThread(threadId),
          service.listComments(threadId),
        ]);
        expect(await page, who).toEqual({
          ...head,
          group: { ...head.group, closed: false },
          thread,
          comments,
        });
      }
    },
  );

  it('finds no thread of another group under a group’s address, nor in no group', async () => {
    const service = createGroupsService(people.a.client);
    for (const [groupId, threadId] of [
      [publicId, privateThread],
      ['00000000-0000-4000-8000-00000000dead', publicThread],
    ] as const)
      await expect(service.getThreadPage(groupId, threadId)).rejects.toMatchObject({
        code: 'not_found',
      });
  });

  it('pages the comments after the first answer as listComments does', async () => {
    const { data, error } = await people.a.client.rpc(
      'group_thread_page',
      { p_group_id: publicId, p_thread_id: publicThread, p_comments: 3 },
      { get: true },
    );
    expect(error).toBeNull();
    const comments = (data as { comments: { id: string }[] }).comments.map((c) => c.id);
    const first = await createGroupsService(people.a.client).listComments(publicThread, {
      limit: 4,
    });
    expect(comments).toEqual(first.items.map((c) => c.id));
    for (const p_comments of [0, 1000]) {
      const refused = await people.a.client.rpc(
        'group_thread_page',
        { p_group_id: publicId, p_thread_id: publicThread, p_comments },
        { get: true },
      );
      expect(refused.error).toMatchObject({ code: '22023', message: 'group_page_invalid' });
    }
  });
});
