import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMembers, insertEvent, type Member } from './events-fixtures';
import { chatOf, sent } from './messages-fixtures';
import { typesOf } from './notifications-fixtures';
import { type Person, call, person } from './support/admin';
import { addMembers, createCast, insertGroup } from './support/groups';
import { auditOf, expectAdminsOnly, insertComment, noticesOn } from './support/moderation';
import { type Client, serviceClient } from './support/stack';

/**
 * admin-reports (issue 19): the queue of members' reports grouped by target, most reported
 * first; resolving a target's open reports (dismiss, remove the content, ban the author), each
 * reporter told the outcome and nobody else, one audit row per resolution.
 */

type Who = { id: string; name: string | null; deleted: boolean };
type ReportGroup = {
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  targetAuthor: Who | null;
  count: number;
  reasons: { reason: string; count: number }[];
  latestAt: string;
  reports: {
    id: string;
    reporter: Who;
    reason: string;
    details: string | null;
    createdAt: string;
  }[];
  outcome: string | null;
};
type Queue = { items: ReportGroup[]; total: number };

let admin: Person;
let member: Person;
let cast: Record<'author' | 'r1' | 'r2' | 'r3', Member>;
const target = {} as Record<'event' | 'message' | 'comment', string>;

const report = (
  c: Client,
  type: string,
  id: string,
  reason: string,
  details: string | null = null,
) => c.rpc('report', { target_type: type, target_id: id, reason, details: details ?? undefined });

const reports = <T = Record<string, unknown>>(body: Record<string, unknown>) =>
  call<T>(admin.client, 'admin-reports', body);

const resolve = (targetType: string, targetId: string, outcome: string, extra = {}) =>
  reports({ action: 'resolve', targetType, targetId, outcome, ...extra });

async function queue(status?: string): Promise<ReportGroup[]> {
  const answer = await reports<Queue>({
    action: 'queue',
    pageSize: 100,
    ...(status ? { status } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body.items;
}

beforeAll(async () => {
  [admin, member, cast] = await Promise.all([
    person('reports-admin', { role: 'admin' }),
    person('reports-member'),
    createCast(['author', 'r1', 'r2', 'r3'] as const),
  ]);
  const group = await insertGroup(cast.author.id, { name: 'Группа с жалобами', privacy: 'public' });
  await addMembers(group.id, [
    [cast.r1, 'member'],
    [cast.r2, 'member'],
    [cast.r3, 'member'],
  ]);
  const event = await insertEvent(cast.author.id, { title: 'Подозрительная встреча' });
  const message = await sent(cast.author.client, await chatOf({ group_id: group.id }), 'Купите');
  const { commentId } = await insertComment(group.id, cast.r3.id, cast.author.id, 'Грубый ответ');
  Object.assign(target, { event: event.id, message: message.id, comment: commentId });

  for (const [who, type, reason, details] of [
    [cast.r1, 'message', 'spam', 'Реклама в чате'],
    [cast.r2, 'message', 'abuse', null],
    [cast.r1, 'event', 'fake', null],
    [cast.r3, 'comment', 'abuse', null],
  ] as const) {
    expect((await report(who.client, type, target[type], reason, details)).error).toBeNull();
  }
  expect((await report(cast.r1.client, 'person', admin.id, 'other')).error).toBeNull();
});

afterAll(async () => {
  for (const p of [admin, member]) await serviceClient().auth.admin.deleteUser(p.id);
  await deleteMembers(Object.values(cast));
});

it('answers 401 to a visitor and 403 to a member', async () => {
  await expectAdminsOnly('admin-reports', ['queue', 'resolve'], member);
});

it('answers 400 for bad input: outcome, hours, removing a person', async () => {
  const base = { action: 'resolve', targetType: 'event', targetId: target.event };
  expect((await reports({ ...base, outcome: 'warn' })).body).toEqual({
    error: 'invalid',
    field: 'outcome',
  });
  expect((await reports({ ...base, outcome: 'ban', hours: 0 })).body).toEqual({
    error: 'invalid',
    field: 'hours',
  });
  expect((await reports({ ...base, targetType: 'person', outcome: 'remove' })).body).toEqual({
    error: 'invalid',
    field: 'outcome',
  });
  expect((await reports({ action: 'queue', status: 'closed' })).body).toEqual({
    error: 'invalid',
    field: 'status',
  });
});

it('queues one item per target, most reported first, with label, author, reasons and reports', async () => {
  const items = await queue();
  const mine = items.filter((i) => Object.values(target).includes(i.targetId));
  // Two reports before one each.
  expect(mine[0]!.targetType).toBe('message');
  expect(
    mine
      .slice(1)
      .map((i) => i.targetType)
      .sort(),
  ).toEqual(['comment', 'event']);
  const message = mine[0]!;
  expect(message).toMatchObject({
    targetType: 'message',
    targetId: target.message,
    targetLabel: 'Купите',
    targetAuthor: { id: cast.author.id, name: 'Участник group-author', deleted: false },
    count: 2,
    reasons: [
      { reason: 'abuse', count: 1 },
      { reason: 'spam', count: 1 },
    ],
    outcome: null,
  });
  expect(message.reports.map((r) => [r.reporter.id, r.reason, r.details])).toEqual([
    [cast.r2.id, 'abuse', null],
    [cast.r1.id, 'spam', 'Реклама в чате'],
  ]);
  expect(Date.parse(message.latestAt)).toBe(Date.parse(message.reports[0]!.createdAt));
  expect(mine.find((i) => i.targetType === 'event')).toMatchObject({
    targetLabel: 'Подозрительная встреча',
    count: 1,
  });
});

describe('resolve', () => {
  it('dismisses: the reporter is told, the content stays, one audit row; nothing left answers 404', async () => {
    const authorBefore = await typesOf(cast.author.id);
    expect(await resolve('event', target.event, 'dismiss')).toEqual({
      status: 200,
      body: { resolved: 1 },
    });
    const told = await noticesOn(cast.r1.id, 'report.resolved', target.event);
    expect(told).toEqual([
      {
        type: 'report.resolved',
        actor: admin.id,
        others: 0,
        read: false,
        params: {
          targetType: 'event',
          targetId: target.event,
          outcome: 'dismiss',
          label: 'Подозрительная встреча',
        },
      },
    ]);
    expect(await typesOf(cast.author.id)).toEqual(authorBefore);
    const { data } = await serviceClient()
      .from('events')
      .select('status')
      .eq('id', target.event)
      .single();
    expect(data!.status).toBe('published');
    expect(await auditOf(admin.id, target.event)).toMatchObject([
      { kind: 'report.dismiss', targetType: 'event', after: { outcome: 'dismiss', resolved: 1 } },
    ]);
    expect((await queue('resolved')).find((i) => i.targetId === target.event)).toMatchObject({
      count: 1,
      outcome: 'dismiss',
    });
    expect(await resolve('event', target.event, 'dismiss')).toEqual({
      status: 404,
      body: { error: 'not_found' },
    });
  });

  it('removes: the message goes, its author is told, each of its reporters hears the outcome and nobody else', async () => {
    expect(await resolve('message', target.message, 'remove')).toEqual({
      status: 200,
      body: { resolved: 2 },
    });
    const { data } = await serviceClient()
      .from('messages')
      .select('body, deleted_by')
      .eq('id', target.message)
      .single();
    expect(data).toEqual({ body: null, deleted_by: admin.id });
    for (const r of [cast.r1, cast.r2]) {
      const told = await noticesOn(r.id, 'report.resolved', target.message);
      expect(told.map((n) => n.params.outcome)).toEqual(['remove']);
    }
    expect(await noticesOn(cast.r3.id, 'report.resolved', target.message)).toEqual([]);
    expect(await noticesOn(cast.author.id, 'admin.action', target.message)).toMatchObject([
      { params: { action: 'message.remove' } },
    ]);
    // One audit row for the resolution, not another for the removal.
    expect(await auditOf(admin.id, target.message)).toMatchObject([
      {
        kind: 'report.remove',
        before: { body: 'Купите' },
        after: { outcome: 'remove', resolved: 2 },
      },
    ]);
  });

  it('refuses to ban the admin themselves (400 self)', async () => {
    expect(await resolve('person', admin.id, 'ban', { hours: 1 })).toEqual({
      status: 400,
      body: { error: 'self' },
    });
  });

  it('bans the author for the hours asked', async () => {
    const started = Date.now();
    expect(await resolve('comment', target.comment, 'ban', { hours: 24 })).toEqual({
      status: 200,
      body: { resolved: 1 },
    });
    const { data } = await serviceClient().auth.admin.getUserById(cast.author.id);
    const until = Date.parse((data.user as { banned_until?: string }).banned_until!);
    expect(until).toBeGreaterThanOrEqual(started + 24 * 3_600_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
    expect(await auditOf(admin.id, target.comment)).toMatchObject([
      {
        kind: 'report.ban',
        after: { outcome: 'ban', userId: cast.author.id, hours: 24, resolved: 1 },
      },
    ]);
    expect(await noticesOn(cast.r3.id, 'report.resolved', target.comment)).toMatchObject([
      { params: { outcome: 'ban' } },
    ]);
    // A ban takes nothing down: the comment stays.
    const left = await serviceClient().from('group_comments').select('id').eq('id', target.comment);
    expect(left.data).toHaveLength(1);
  });

  it('answers 404 for a target nobody reported', async () => {
    expect(await resolve('group', randomUUID(), 'dismiss')).toEqual({
      status: 404,
      body: { error: 'not_found' },
    });
  });
});
