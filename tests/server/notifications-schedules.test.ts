import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../server/db/engine';
import { migrate } from '../../server/db/migrate';
import { openPgliteThread } from '../../server/db/pglite-thread';
import { openPostgres } from '../../server/db/postgres';
import { REPO_ROOT } from '../../server/stack';
import { freshDatabase } from './support/child-stack';
import { stack } from './support/stack';

/**
 * 20261128070000_hosted_schedules: on hosted Supabase pg_cron calls notify-email and
 * sweep-message-images through pg_net with the vault's secrets; on this project's engine (PGlite,
 * or PostgreSQL without pg_net) the migrations apply and schedule no such call. Hosted Supabase is
 * stood in for by a stub net.http_post and vault.decrypted_secrets, in a transaction rolled back.
 */
let engine: Engine;

beforeAll(async () => {
  const server = stack().databaseUrl;
  engine = server ? await openPostgres(await freshDatabase(server)) : await openPgliteThread(null);
  await migrate(engine, { root: REPO_ROOT, seed: false });
});

afterAll(async () => {
  await engine?.close();
});

const HOSTED_JOBS = ['notify-email', 'sweep-message-images'];

const jobs = () =>
  engine.transaction(
    async (sql) =>
      (
        await sql.query<{ jobname: string; schedule: string }>(
          'select jobname, schedule from cron.job order by jobname',
        )
      ).rows,
  );

class Rollback extends Error {}

describe('hosted schedules', () => {
  it('schedules no edge function call where pg_net is missing', async () => {
    const names = (await jobs()).map((j) => j.jobname);
    expect(names).toContain('notify-event-reminders');
    expect(names.filter((n) => HOSTED_JOBS.includes(n))).toEqual([]);
    const [{ scheduled }] = (
      await engine.transaction((sql) =>
        sql.query<{ scheduled: string[] }>('select private.schedule_hosted_jobs() as scheduled'),
      )
    ).rows as [{ scheduled: string[] }];
    expect(scheduled).toEqual([]);
  });

  it('with pg_net and the vault, calls each function every so often as the service role', async () => {
    let seen: {
      scheduled: string[];
      jobs: { jobname: string; schedule: string }[];
      calls: { url: string; headers: Record<string, string>; timeout: number }[];
    } | null = null;
    await engine
      .transaction(async (sql) => {
        for (const statement of [
          'create schema net',
          'create table net.calls (url text, headers jsonb, body jsonb, timeout int)',
          // pg_net's signature; the request is only recorded.
          `create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
             headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
           language sql as $$
             insert into net.calls values (url, headers, body, timeout_milliseconds) returning 1::bigint
           $$`,
          'create schema vault',
          'create table vault.decrypted_secrets (name text, decrypted_secret text)',
          `insert into vault.decrypted_secrets values
             ('project_url', 'https://ref.supabase.co'), ('service_role_key', 'service-key')`,
        ])
          await sql.query(statement);
        const scheduled = (
          await sql.query<{ scheduled: string[] }>(
            'select private.schedule_hosted_jobs() as scheduled',
          )
        ).rows[0]!.scheduled;
        const hosted = (
          await sql.query<{ jobname: string; schedule: string; command: string }>(
            'select jobname, schedule, command from cron.job where jobname = any ($1) order by jobname',
            [HOSTED_JOBS],
          )
        ).rows;
        // What pg_cron would run, as the database owner.
        for (const job of hosted) await sql.query(job.command);
        const calls = (
          await sql.query<{ url: string; headers: Record<string, string>; timeout: number }>(
            'select url, headers, timeout from net.calls order by url',
          )
        ).rows;
        seen = {
          scheduled,
          jobs: hosted.map(({ jobname, schedule }) => ({ jobname, schedule })),
          calls,
        };
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    expect(seen).toEqual({
      scheduled: HOSTED_JOBS,
      jobs: [
        { jobname: 'notify-email', schedule: '30 seconds' },
        { jobname: 'sweep-message-images', schedule: '17 3 * * *' },
      ],
      calls: ['notify-email', 'sweep-message-images'].map((name) => ({
        url: `https://ref.supabase.co/functions/v1/${name}`,
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
        timeout: 30000,
      })),
    });
    expect((await jobs()).map((j) => j.jobname)).not.toContain('notify-email');
  });
});
