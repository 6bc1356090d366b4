import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAt, parseSchedule, startCron, type CronRunner } from '../../server/cron';
import type { Database } from '../../server/core/types';
import { openPostgres } from '../../server/db/postgres';
import { freshDatabase } from './support/child-stack';
import { openHarnessDatabase } from './support/harness-database';
import { stack } from './support/stack';

/**
 * The local pg_cron: the jobs a migration schedules with cron.schedule run in the minutes their
 * schedule names, once each, on this project's engine (PGlite, or a fresh PostgreSQL database).
 */
const CRON_SQL = 'server/bootstrap/40-cron.sql';
const at = (iso: string) => new Date(iso);

describe('cron schedules', () => {
  it('reads pg_cron schedules as pg_cron does', () => {
    const every5 = parseSchedule('*/5 * * * *');
    expect(dueAt(every5, at('2026-11-28T10:05:00Z'))).toBe(true);
    expect(dueAt(every5, at('2026-11-28T10:06:00Z'))).toBe(false);
    const weekdays9 = parseSchedule('0 9 * * 1-5');
    expect(dueAt(weekdays9, at('2026-11-27T09:00:00Z'))).toBe(true); // a Friday
    expect(dueAt(weekdays9, at('2026-11-28T09:00:00Z'))).toBe(false); // a Saturday
    expect(dueAt(parseSchedule('@daily'), at('2026-11-28T00:00:30Z'))).toBe(true);
    expect(parseSchedule('30 seconds')).toEqual({ seconds: 30 });
    expect(() => parseSchedule('61 * * * *')).toThrow();
    expect(() => parseSchedule('every minute')).toThrow();
  });
});

describe('cron runner', () => {
  let db: Database;
  let close: () => Promise<void>;
  let cron: CronRunner;

  beforeAll(async () => {
    const server = stack().databaseUrl;
    if (server) {
      const engine = await openPostgres(await freshDatabase(server));
      await engine.transaction((sql) => sql.query(fs.readFileSync(path.resolve(CRON_SQL), 'utf8')));
      db = engine;
      close = () => engine.close();
    } else {
      const opened = await openHarnessDatabase([CRON_SQL]);
      db = opened.db;
      close = () => opened.pg.close();
    }
    await run(
      'create table public.ticks (job text, at timestamptz default clock_timestamp())',
      `select cron.schedule('every-5', '*/5 * * * *', $$insert into public.ticks (job) values ('every-5')$$)`,
      `select cron.schedule('broken', '* * * * *', 'select 1/0')`,
    );
    cron = startCron(db, { tickMs: 3_600_000 });
  });

  afterAll(async () => {
    await cron?.stop();
    await close?.();
  });

  async function run(...statements: string[]) {
    for (const statement of statements) await db.transaction((sql) => sql.query(statement));
  }

  const ticks = async () =>
    (await db.transaction((sql) => sql.query<{ job: string }>('select job from public.ticks'))).rows
      .length;

  it('runs a job in its minute, once however often the clock is read', async () => {
    expect(await cron.tick(at('2026-11-28T10:04:59Z'))).toEqual(['broken']);
    expect(await ticks()).toBe(0);
    expect(await cron.tick(at('2026-11-28T10:05:00Z'))).toEqual(['every-5', 'broken']);
    expect(await cron.tick(at('2026-11-28T10:05:40Z'))).toEqual([]);
    expect(await ticks()).toBe(1);
    await cron.tick(at('2026-11-28T10:10:01Z'));
    expect(await ticks()).toBe(2);
  });

  it('records each run, a failing one with its error, as pg_cron does', async () => {
    const runs = (
      await db.transaction((sql) =>
        sql.query<{ status: string; return_message: string; jobname: string }>(
          `select d.status, d.return_message, j.jobname from cron.job_run_details d
             join cron.job j using (jobid) order by d.runid`,
        ),
      )
    ).rows;
    expect(runs.filter((r) => r.jobname === 'every-5').map((r) => r.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    const broken = runs.filter((r) => r.jobname === 'broken');
    expect(broken.length).toBe(3);
    expect(broken[0]).toMatchObject({ status: 'failed' });
    expect(broken[0]!.return_message).toMatch(/division by zero/);
  });

  it('replaces a job scheduled again under its name and forgets an unscheduled one', async () => {
    await run(
      `select cron.schedule('every-5', '0 0 * * *', 'select 1')`,
      `select cron.unschedule('broken')`,
    );
    expect(await cron.tick(at('2026-11-28T10:15:00Z'))).toEqual([]);
    expect(await cron.tick(at('2026-11-29T00:00:00Z'))).toEqual(['every-5']);
  });
});
