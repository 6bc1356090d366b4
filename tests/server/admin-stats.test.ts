import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsOverview } from '../../machines/admin/dashboard.types';
import { createMembers, deleteMembers, insertEvent, type Member } from './events-fixtures';
import { chatOf, sent } from './messages-fixtures';
import { type Person, call, person } from './support/admin';
import { insertGroup } from './support/groups';
import { expectAdminsOnly } from './support/moderation';
import { serviceClient } from './support/stack';

/**
 * admin-stats (issue 19): the dashboard's figures from the daily counts the triggers keep. They
 * equal what the tables hold, and a small fixture moves each of them by exactly its size, on
 * the days its rows were created.
 */

const DAY = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

let admin: Person;
let member: Person;
let people: Member[] = [];

async function overview(days: 30 | 90): Promise<StatsOverview> {
  const answer = await call<StatsOverview>(admin.client, 'admin-stats', {
    action: 'overview',
    days,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function count(table: 'profiles' | 'groups' | 'rsvps' | 'messages') {
  let q = serviceClient().from(table).select('*', { count: 'exact', head: true });
  if (table === 'profiles') q = q.is('deleted_at', null);
  const { count: n, error } = await q;
  expect(error).toBeNull();
  return n!;
}

async function events(status: string) {
  const { count: n, error } = await serviceClient()
    .from('events')
    .select('*', { count: 'exact', head: true })
    .eq('status', status);
  expect(error).toBeNull();
  return n!;
}

/** Published events per key, most first, ties by key, as the dashboard ranks them. */
async function ranked(key: 'category_id' | 'city', limit: number) {
  const { data, error } = await serviceClient()
    .from('events')
    .select('category_id, city')
    .eq('status', 'published')
    .limit(100_000);
  expect(error).toBeNull();
  const counts = new Map<string, number>();
  for (const e of data!) {
    const k = e[key];
    if (k && k.trim()) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([k, n]) => ({ [key === 'city' ? 'city' : 'category']: k, count: n }));
}

beforeAll(async () => {
  [admin, member] = await Promise.all([
    person('stats-admin', { role: 'admin' }),
    person('stats-member'),
  ]);
});

afterAll(async () => {
  for (const p of [admin, member]) await serviceClient().auth.admin.deleteUser(p.id);
  await deleteMembers(people);
});

it('answers 401 to a visitor, 403 to a member and 400 to days other than 30 or 90', async () => {
  await expectAdminsOnly('admin-stats', ['overview'], member);
  for (const days of [undefined, 60, '30']) {
    expect(await call(admin.client, 'admin-stats', { action: 'overview', days })).toEqual({
      status: 400,
      body: { error: 'invalid', field: 'days' },
    });
  }
});

describe('overview', () => {
  it('totals what the tables hold; tops rank published events by category and city', async () => {
    const o = await overview(30);
    expect(o.totals).toEqual({
      users: await count('profiles'),
      confirmedUsers: expect.any(Number),
      events: {
        published: await events('published'),
        draft: await events('draft'),
        cancelled: await events('cancelled'),
      },
      groups: await count('groups'),
      rsvps: await count('rsvps'),
      messages: await count('messages'),
    });
    expect(o.topCategories).toEqual(await ranked('category_id', 6));
    expect(o.topCities).toEqual(await ranked('city', 10));
  });

  it('has one row per day, oldest first, ending today, zero-filled', async () => {
    for (const days of [30, 90] as const) {
      const { trend } = await overview(days);
      expect(trend.map((d) => d.date)).toEqual(
        Array.from({ length: days }, (_, i) => dayOf(days - 1 - i)),
      );
    }
  });

  it('moves by exactly a fixture’s rows, on the days they were created', async () => {
    const before = await overview(90);

    people = await createMembers('stats', 4);
    const [a, b, c, gone] = people as [Member, Member, Member, Member];
    const service = serviceClient();
    const tenDaysAgo = new Date(Date.now() - 10 * DAY).toISOString();
    expect(
      (await service.from('profiles').update({ created_at: tenDaysAgo }).eq('id', c.id)).error,
    ).toBeNull();
    // A deleted account no longer counts, on either side.
    expect((await service.auth.admin.deleteUser(gone.id)).error).toBeNull();

    const group = await insertGroup(a.id, { name: 'Группа для статистики', privacy: 'public' });
    const [e1, , , old] = await Promise.all([
      insertEvent(a.id, { title: 'Статистика раз', city: 'Тверь', category_id: 'art' }),
      insertEvent(a.id, { title: 'Статистика два', status: 'draft' }),
      insertEvent(a.id, { title: 'Статистика три', status: 'cancelled' }),
      insertEvent(a.id, {
        title: 'Статистика давняя',
        created_at: new Date(Date.now() - 5 * DAY).toISOString(),
      }),
    ]);
    for (const m of [b, c]) {
      expect((await m.client.rpc('rsvp', { p_event_id: e1.id })).error).toBeNull();
    }
    expect((await c.client.rpc('cancel_rsvp', { p_event_id: e1.id })).error).toBeNull();
    const chat = await chatOf({ group_id: group.id });
    for (const text of ['раз', 'два', 'три']) await sent(a.client, chat, text);
    // Changes of status and city move the kept event figures too.
    expect(
      (await service.from('events').update({ status: 'cancelled' }).eq('id', old.id)).error,
    ).toBeNull();
    expect(
      (await service.from('events').update({ city: 'Псков' }).eq('id', e1.id)).error,
    ).toBeNull();

    const after = await overview(90);
    const t0 = before.totals;
    expect(after.totals).toEqual({
      users: t0.users + 3,
      confirmedUsers: t0.confirmedUsers + 3,
      events: {
        published: t0.events.published + 1,
        draft: t0.events.draft + 1,
        cancelled: t0.events.cancelled + 2,
      },
      groups: t0.groups + 1,
      rsvps: t0.rsvps + 1,
      messages: t0.messages + 3,
    });

    expect(after.topCategories).toEqual(await ranked('category_id', 6));
    expect(after.topCities).toEqual(await ranked('city', 10));

    const moved = after.trend.map((d, i) => {
      const was = before.trend[i]!;
      expect(d.date).toBe(was.date);
      return [
        d.date,
        d.users - was.users,
        d.events - was.events,
        d.rsvps - was.rsvps,
        d.messages - was.messages,
      ];
    });
    expect(moved.filter(([, ...n]) => n.some((x) => x !== 0))).toEqual([
      [dayOf(10), 1, 0, 0, 0],
      [dayOf(5), 0, 1, 0, 0],
      [dayOf(0), 2, 3, 1, 3],
    ]);
  });
});
