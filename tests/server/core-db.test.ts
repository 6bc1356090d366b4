import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../server/db/engine';
import { migrate } from '../../server/db/migrate';
import { openPgliteThread } from '../../server/db/pglite-thread';
import { openPostgres } from '../../server/db/postgres';
import { REPO_ROOT } from '../../server/stack';
import { freshDatabase } from './support/child-stack';
import { stack } from './support/stack';
import { SEED_USERS } from './support/tokens';

/** The Database contract itself, on the engine of this project (PGlite or PostgreSQL). */
let engine: Engine;

beforeAll(async () => {
  const server = stack().databaseUrl;
  engine = server ? await openPostgres(await freshDatabase(server)) : await openPgliteThread(null);
  await migrate(engine, { root: REPO_ROOT, seed: true });
});

afterAll(async () => {
  await engine?.close();
});

describe('Database', () => {
  it('runs transaction() as the owner, outside RLS', async () => {
    const { rows } = await engine.transaction((sql) =>
      sql.query<{ n: string }>('select count(*) as n from auth.users'),
    );
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(3);
  });

  it('runs asUser() with the role and claims PostgREST would set', async () => {
    const claims = { role: 'authenticated', sub: SEED_USERS.dmitry.id, email: 'x@y.test' };
    const { rows } = await engine.asUser(claims, (sql) =>
      sql.query<{ who: string; uid: string; email: string }>(
        'select current_user as who, auth.uid() as uid, auth.email() as email',
      ),
    );
    expect(rows[0]).toEqual({ who: 'authenticated', uid: SEED_USERS.dmitry.id, email: 'x@y.test' });
  });

  it('applies RLS inside asUser()', async () => {
    const claims = { role: 'authenticated', sub: SEED_USERS.dmitry.id };
    const updated = await engine.asUser(claims, (sql) =>
      sql.query(`update public.profiles set full_name = 'X' where id = $1 returning id`, [
        SEED_USERS.ekaterina.id,
      ]),
    );
    expect(updated.rows).toEqual([]);
    await expect(
      engine.asUser({ role: 'anon' }, (sql) =>
        sql.query(`delete from public.profiles where id = $1`, [SEED_USERS.dmitry.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('forgets the claims when the transaction ends', async () => {
    await engine.asUser({ role: 'anon' }, (sql) => sql.query('select 1'));
    const { rows } = await engine.transaction((sql) =>
      sql.query<{ who: string; claims: string | null }>(
        "select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims",
      ),
    );
    expect(rows[0]!.claims).toBeNull();
    expect(rows[0]!.who).not.toBe('anon');
  });

  it('rolls back everything when the callback throws', async () => {
    const id = SEED_USERS.admin.id;
    await expect(
      engine.transaction(async (sql) => {
        await sql.query(`update public.profiles set full_name = 'Откат' where id = $1`, [id]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await engine.transaction((sql) =>
      sql.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [id]),
    );
    expect(rows[0]!.full_name).not.toBe('Откат');
  });

  it('keeps int8 and numeric as strings on both engines', async () => {
    const { rows } = await engine.transaction((sql) =>
      sql.query<{ big: unknown; num: unknown; day: unknown }>(
        "select 9007199254740993::int8 as big, 1.50::numeric as num, date '2026-05-01' as day",
      ),
    );
    expect(rows[0]).toEqual({ big: '9007199254740993', num: '1.50', day: '2026-05-01' });
  });

  // PostgreSQL gives every connection its own session; sharing one is PGlite's problem only, so
  // these tests exist in the PGlite run and are not registered (rather than skipped) on PostgreSQL.
  const pgliteOnly: typeof it | ((name: string, fn: () => Promise<void>) => void) =
    stack().dbKind === 'postgres' ? () => {} : it;

  pgliteOnly(
    'never runs a service transaction inside a wire client’s open transaction',
    async () => {
      const client = new pg.Client({ connectionString: await engine.postgrestUri() });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`update public.profiles set full_name = 'Внутри' where id = $1`, [
          SEED_USERS.dmitry.id,
        ]);
        const order: string[] = [];
        const service = engine
          .transaction((sql) =>
            sql.query<{ full_name: string }>(
              'select full_name from public.profiles where id = $1',
              [SEED_USERS.dmitry.id],
            ),
          )
          .then((r) => {
            order.push('service');
            return r.rows[0]!.full_name;
          });
        await new Promise((r) => setTimeout(r, 200));
        order.push('rollback');
        await client.query('rollback');
        // Had the service's query run inside the open transaction, it would have seen 'Внутри'.
        expect(await service).not.toBe('Внутри');
        expect(order).toEqual(['rollback', 'service']);
      } finally {
        await client.end();
      }
    },
  );

  pgliteOnly(
    'keeps the session usable after a wire client disconnects mid-transaction',
    async () => {
      const client = new pg.Client({ connectionString: await engine.postgrestUri() });
      client.on('error', () => {});
      await client.connect();
      await client.query('begin');
      await client.query(`update public.profiles set full_name = 'Брошено' where id = $1`, [
        SEED_USERS.dmitry.id,
      ]);
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
      const { rows } = await engine.transaction((sql) =>
        sql.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [
          SEED_USERS.dmitry.id,
        ]),
      );
      expect(rows[0]!.full_name).not.toBe('Брошено');
    },
  );
});
