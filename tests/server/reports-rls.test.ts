import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, deleteMembers, insertEvent, type Member } from './events-fixtures';
import { chatOf, sent } from './messages-fixtures';
import { addMembers, createCast, insertGroup } from './support/groups';
import { anonClient, serviceClient, type Client } from './support/stack';

/**
 * Members' reports (issue 19): public.report() for a visitor, a member, another member and an
 * admin; what each reads of public.reports; and every rule the table holds by itself, checked
 * against the service role, which bypasses RLS but not constraints.
 */

type Target = 'event' | 'group' | 'message' | 'comment' | 'person';

const report = (
  c: Client,
  type: string,
  id: string,
  reason = 'spam',
  details: string | null = null,
) => c.rpc('report', { target_type: type, target_id: id, reason, details: details ?? undefined });

/** HTTP status and the raised key (or the SQLSTATE for a constraint), or 'ok'. */
const outcomeOf = ({
  status,
  error,
}: {
  status: number;
  error: { message: string; code: string } | null;
}) => (error ? `${status} ${error.code === '23505' ? error.code : error.message}` : 'ok');

let people: Record<'owner' | 'reporter' | 'other', Member>;
let admin: Client;
const target = {} as Record<Target | 'draft' | 'hiddenComment' | 'hiddenMessage', string>;

beforeAll(async () => {
  people = await createCast(['owner', 'reporter', 'other'] as const);
  admin = await adminClient();
  const { owner, reporter, other } = people;
  const [event, draft, group, closedDoor] = await Promise.all([
    insertEvent(owner.id, { title: 'Встреча для жалоб' }),
    insertEvent(owner.id, { title: 'Черновик для жалоб', status: 'draft' }),
    insertGroup(owner.id, { name: 'Группа для жалоб', privacy: 'public' }),
    insertGroup(owner.id, { name: 'Закрытая группа для жалоб', privacy: 'private' }),
  ]);
  await addMembers(group.id, [
    [reporter, 'member'],
    [other, 'member'],
  ]);
  const service = serviceClient();
  const threads = await service
    .from('group_threads')
    .insert([
      { group_id: group.id, author_id: owner.id, title: 'Обсуждение' },
      { group_id: closedDoor.id, author_id: owner.id, title: 'Только для своих' },
    ])
    .select('id, group_id');
  expect(threads.error).toBeNull();
  const comments = await service
    .from('group_comments')
    .insert(
      threads.data!.map((t) => ({
        thread_id: t.id,
        group_id: t.group_id,
        author_id: owner.id,
        body: 'Текст',
      })),
    )
    .select('id, group_id');
  expect(comments.error).toBeNull();
  const message = await sent(owner.client, await chatOf({ group_id: group.id }), 'Привет');
  const eventChatMessage = await sent(owner.client, await chatOf({ event_id: event.id }), 'Тсс');
  Object.assign(target, {
    event: event.id,
    draft: draft.id,
    group: group.id,
    message: message.id,
    hiddenMessage: eventChatMessage.id,
    comment: comments.data!.find((c) => c.group_id === group.id)!.id,
    hiddenComment: comments.data!.find((c) => c.group_id === closedDoor.id)!.id,
    person: owner.id,
  });
});

afterAll(async () => {
  await deleteMembers(Object.values(people));
});

describe('public.report()', () => {
  it('refuses a visitor (401)', async () => {
    expect(outcomeOf(await report(anonClient(), 'event', target.event))).toBe(
      '401 not_authenticated',
    );
  });

  it('files a member’s report on each kind of target they can see', async () => {
    const c = people.reporter.client;
    for (const type of ['event', 'group', 'message', 'comment', 'person'] as const) {
      const answer = await report(c, type, target[type], 'abuse', '  ');
      expect(outcomeOf(answer), type).toBe('ok');
      expect(answer.data).toMatch(/^[0-9a-f-]{36}$/);
    }
    const { data } = await c.from('reports').select('target_type, reason, details, outcome');
    expect(data).toHaveLength(5);
    // Blank details are no details.
    expect(
      data!.every((r) => r.details === null && r.outcome === null && r.reason === 'abuse'),
    ).toBe(true);
  });

  it('answers 409 (23505) to a second open report on the same target', async () => {
    expect(outcomeOf(await report(people.reporter.client, 'event', target.event, 'fake'))).toBe(
      '409 23505',
    );
  });

  it('refuses your own content and yourself (400)', async () => {
    const c = people.owner.client;
    for (const type of ['event', 'group', 'message', 'comment', 'person'] as const) {
      expect(outcomeOf(await report(c, type, target[type])), type).toBe('400 report_own_content');
    }
  });

  it('answers 404 for what the reporter cannot see or what does not exist', async () => {
    const c = people.reporter.client;
    expect(outcomeOf(await report(c, 'event', target.draft))).toBe('404 report_target_not_found');
    expect(outcomeOf(await report(c, 'comment', target.hiddenComment))).toBe(
      '404 report_target_not_found',
    );
    expect(outcomeOf(await report(c, 'message', target.hiddenMessage))).toBe(
      '404 report_target_not_found',
    );
    expect(outcomeOf(await report(c, 'person', randomUUID()))).toBe('404 report_target_not_found');
  });

  it('refuses an unknown type or reason and details over 1000 characters (400)', async () => {
    const c = people.other.client;
    expect(outcomeOf(await report(c, 'thread', target.event))).toBe(
      '400 report_target_type_invalid',
    );
    expect(outcomeOf(await report(c, 'event', target.event, 'rude'))).toBe(
      '400 report_reason_invalid',
    );
    expect(outcomeOf(await report(c, 'event', target.event, 'other', 'я'.repeat(1001)))).toBe(
      '400 report_details_too_long',
    );
    expect(outcomeOf(await report(c, 'event', target.event, 'other', 'я'.repeat(1000)))).toBe('ok');
  });
});

describe('reading and writing public.reports through the API', () => {
  it('a reporter reads only their own; another member, an admin and a visitor read none of theirs', async () => {
    const mine = await people.reporter.client.from('reports').select('reporter_id');
    expect(mine.data!.length).toBeGreaterThan(0);
    expect(mine.data!.every((r) => r.reporter_id === people.reporter.id)).toBe(true);
    for (const c of [people.other.client, admin]) {
      const { data, error } = await c
        .from('reports')
        .select('id')
        .eq('reporter_id', people.reporter.id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const visitor = await anonClient().from('reports').select('id');
    expect(visitor.error?.code).toBe('42501');
  });

  it('nobody inserts, updates or deletes a report through the API, not even their own', async () => {
    const c = people.reporter.client;
    const insert = await c.from('reports').insert({
      reporter_id: people.reporter.id,
      target_type: 'group',
      target_id: randomUUID(),
      reason: 'spam',
    });
    expect(insert.error?.code).toBe('42501');
    const update = await c
      .from('reports')
      .update({ outcome: 'dismiss', resolved_at: new Date().toISOString() })
      .eq('reporter_id', people.reporter.id);
    expect(update.error?.code).toBe('42501');
    const remove = await c.from('reports').delete().eq('reporter_id', people.reporter.id);
    expect(remove.error?.code).toBe('42501');
    const byAdmin = await admin.from('reports').delete().eq('reporter_id', people.reporter.id);
    expect(byAdmin.error?.code).toBe('42501');
    const { count } = await serviceClient()
      .from('reports')
      .select('id', { count: 'exact', head: true })
      .eq('reporter_id', people.reporter.id)
      .is('resolved_at', null);
    expect(count).toBe(5);
  });
});

describe('the table’s own rules (service role)', () => {
  const row = (overrides: Record<string, unknown>) => ({
    reporter_id: people.other.id,
    target_type: 'group',
    target_id: randomUUID(),
    reason: 'spam',
    ...overrides,
  });
  const codeOf = async (overrides: Record<string, unknown>) =>
    (await serviceClient().from('reports').insert(row(overrides))).error?.code ?? 'ok';
  const now = new Date().toISOString();

  // Functions: the people exist only once beforeAll ran, after it.each's table is built.
  it.each([
    ['an unknown target type', () => ({ target_type: 'thread' })],
    ['an unknown reason', () => ({ reason: 'rude' })],
    ['empty details', () => ({ details: '' })],
    ['details over 1000 characters', () => ({ details: 'я'.repeat(1001) })],
    ['an unknown outcome', () => ({ outcome: 'warn', resolved_at: now })],
    ['resolved without an outcome', () => ({ resolved_at: now })],
    ['an outcome while open', () => ({ outcome: 'dismiss' })],
    ['a resolver while open', () => ({ resolved_by: people.owner.id })],
    [
      'resolved before it was filed',
      () => ({ created_at: now, resolved_at: '2020-01-01T00:00:00Z', outcome: 'dismiss' }),
    ],
    ['yourself reported', () => ({ target_type: 'person', target_id: people.other.id })],
    [
      'a person removed',
      () => ({
        target_type: 'person',
        target_id: people.owner.id,
        outcome: 'remove',
        resolved_at: now,
      }),
    ],
  ])('refuses %s (23514)', async (_, overrides) => {
    expect(await codeOf(overrides())).toBe('23514');
  });

  it('keeps one open report per reporter and target; once resolved, a new one may be filed', async () => {
    const id = randomUUID();
    expect(await codeOf({ target_id: id })).toBe('ok');
    expect(await codeOf({ target_id: id })).toBe('23505');
    const resolved = await serviceClient()
      .from('reports')
      .update({ resolved_at: new Date().toISOString(), outcome: 'dismiss' })
      .eq('target_id', id);
    expect(resolved.error).toBeNull();
    expect(await codeOf({ target_id: id })).toBe('ok');
    // And through the function: the reporter's resolved report does not block a new one.
    await serviceClient()
      .from('reports')
      .update({ resolved_at: new Date().toISOString(), outcome: 'dismiss' })
      .eq('reporter_id', people.reporter.id)
      .eq('target_id', target.group);
    expect(outcomeOf(await report(people.reporter.client, 'group', target.group))).toBe('ok');
  });
});
