import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, call, person } from './support/admin';
import { anonClient, serviceClient } from './support/stack';

/**
 * admin-audit (issue 19): the log's list with its filters, newest first, paged; and the log is
 * out of everyone's reach through the API but the service role's two functions: nobody reads,
 * changes or removes rows another way. (401/403 of every admin function: admin-access.test.ts.)
 */

type Row = {
  id: string;
  at: string;
  actor: { id: string; name: string | null; email: string | null; deleted: boolean };
  kind: string;
  targetType: string;
  targetId: string;
  before: object | null;
  after: object | null;
};
type List = { items: Row[]; total: number };

let admin: Person;
let member: Person;

async function record(kind: string, targetType: string, targetId: string, actorId = admin.id) {
  const { data, error } = await serviceClient().rpc('admin_audit_record', {
    p_actor_id: actorId,
    p_kind: kind,
    p_target_type: targetType,
    p_target_id: targetId,
    p_before: { n: 1 },
    p_after: { n: 2 },
  });
  expect(error).toBeNull();
  return data as string;
}

beforeAll(async () => {
  [admin, member] = await Promise.all([
    person('audit-admin', { role: 'admin', name: 'Аудитор' }),
    person('audit-member'),
  ]);
});

afterAll(async () => {
  for (const p of [admin, member]) await serviceClient().auth.admin.deleteUser(p.id);
});

describe('admin-audit list', () => {
  it('answers the actor’s rows newest first, filtered and paged, with the actor named', async () => {
    const target = randomUUID();
    const first = await record('user.ban', 'user', target);
    const second = await record('user.unban', 'user', target);
    const third = await record('event.feature', 'event', randomUUID());

    const all = await call<List>(admin.client, 'admin-audit', {
      action: 'list',
      actorId: admin.id,
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((r) => r.id)).toEqual([third, second, first]);
    expect(all.body.items[1]).toMatchObject({
      actor: { id: admin.id, name: 'Аудитор', email: admin.email, deleted: false },
      kind: 'user.unban',
      targetType: 'user',
      targetId: target,
      before: { n: 1 },
      after: { n: 2 },
    });
    expect(Number.isNaN(Date.parse(all.body.items[0]!.at))).toBe(false);

    const byKind = await call<List>(admin.client, 'admin-audit', {
      action: 'list',
      actorId: admin.id,
      kind: 'user.ban',
    });
    expect(byKind.body.items.map((r) => r.id)).toEqual([first]);

    const byType = await call<List>(admin.client, 'admin-audit', {
      action: 'list',
      actorId: admin.id,
      targetType: 'user',
      pageSize: 1,
      page: 1,
    });
    expect(byType.body).toMatchObject({ total: 2, items: [{ id: first }] });

    const future = await call<List>(admin.client, 'admin-audit', {
      action: 'list',
      actorId: admin.id,
      from: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(future.body).toEqual({ items: [], total: 0 });
    const until = await call<List>(admin.client, 'admin-audit', {
      action: 'list',
      actorId: admin.id,
      to: all.body.items[0]!.at,
    });
    expect(until.body.items.map((r) => r.id)).toEqual([second, first]);
  });

  it('refuses input out of the contract with the field named', async () => {
    for (const [body, field] of [
      [{ action: 'nope' }, 'action'],
      [{ action: 'list', kind: 'user.everything' }, 'kind'],
      [{ action: 'list', actorId: 'someone' }, 'actorId'],
      [{ action: 'list', from: 'yesterday' }, 'from'],
      [{ action: 'list', pageSize: 101 }, 'pageSize'],
      [{ action: 'list', page: -1 }, 'page'],
    ] as const) {
      expect(await call(admin.client, 'admin-audit', body)).toEqual({
        status: 400,
        body: { error: 'invalid', field },
      });
    }
  });
});

describe('the audit log through the API', () => {
  it('is written and read by the service role only', async () => {
    for (const client of [anonClient(), member.client, admin.client]) {
      const write = await client.rpc('admin_audit_record', {
        p_actor_id: admin.id,
        p_kind: 'user.ban',
        p_target_type: 'user',
        p_target_id: randomUUID(),
      });
      expect(write.error?.code).toBe('42501');
      const read = await client.rpc('admin_audit_list', {});
      expect(read.error?.code).toBe('42501');
    }
  });

  it('has no table anyone reaches, the service role included: rows are never changed', async () => {
    const id = await record('user.confirm', 'user', randomUUID());
    for (const client of [serviceClient(), admin.client, member.client]) {
      const table = client.schema('private' as 'public').from('admin_audit' as 'profiles');
      expect((await table.select('*')).error?.code).toBe('PGRST106');
      expect((await table.update({ full_name: 'x' }).eq('id', id)).error?.code).toBe('PGRST106');
      expect((await table.delete().eq('id', id)).error?.code).toBe('PGRST106');
    }
    const after = await call<List>(admin.client, 'admin-audit', {
      action: 'list',
      kind: 'user.confirm',
      actorId: admin.id,
    });
    expect(after.body.items.map((r) => r.id)).toContain(id);
  });
});
