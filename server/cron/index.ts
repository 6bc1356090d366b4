import type { Database } from '../core/types';

/**
 * pg_cron for the local stack: the migrations schedule jobs with `cron.schedule(...)` as on hosted
 * Supabase (server/bootstrap/40-cron.sql gives them the same `cron.job` table), and this runner
 * runs each active job's command (one statement), as the database owner, in the minute its
 * schedule names, recording the run in `cron.job_run_details`. The same SQL on PGlite and
 * PostgreSQL.
 *
 * Schedules are pg_cron's: five fields (minute hour day-of-month month day-of-week; `*`, lists,
 * ranges and steps; Sunday is 0 or 7), `@hourly`/`@daily`/…, or `N seconds` (1–59).
 */

interface Field {
  min: number;
  max: number;
}

const FIELDS: Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
];

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

export type Schedule = { seconds: number } | { fields: Set<number>[]; anyDay: [boolean, boolean] };

function parseField(text: string, field: Field): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`bad cron field "${text}"`);
    const step = m[4] ? Number(m[4]) : 1;
    const from = m[1] === '*' ? field.min : Number(m[2]);
    const to = m[1] === '*' ? field.max : m[3] ? Number(m[3]) : m[4] ? field.max : from;
    if (from < field.min || to > field.max || from > to || step < 1) {
      throw new Error(`cron field "${text}" out of range`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** Throws on a schedule pg_cron would refuse. */
export function parseSchedule(text: string): Schedule {
  const trimmed = text.trim().toLowerCase();
  const seconds = /^(\d+)\s+seconds?$/.exec(trimmed);
  if (seconds) {
    const n = Number(seconds[1]);
    if (n < 1 || n > 59) throw new Error(`"${text}": seconds must be 1-59`);
    return { seconds: n };
  }
  const parts = (MACROS[trimmed] ?? trimmed).split(/\s+/);
  if (parts.length !== 5) throw new Error(`"${text}" is not a cron schedule`);
  const fields = parts.map((p, i) => parseField(p, FIELDS[i]!));
  if (fields[4]!.has(7)) fields[4]!.add(0);
  // Vixie cron: when both day fields are restricted, either one matching is enough.
  return { fields, anyDay: [parts[2] === '*', parts[4] === '*'] };
}

/** Whether a five-field schedule names this minute (UTC, as pg_cron on Supabase). */
export function dueAt(schedule: Schedule, at: Date): boolean {
  if ('seconds' in schedule) return true;
  const [minute, hour, dom, month, dow] = schedule.fields;
  if (!minute!.has(at.getUTCMinutes()) || !hour!.has(at.getUTCHours())) return false;
  if (!month!.has(at.getUTCMonth() + 1)) return false;
  const domOk = dom!.has(at.getUTCDate());
  const dowOk = dow!.has(at.getUTCDay());
  const [anyDom, anyDow] = schedule.anyDay;
  return anyDom || anyDow ? domOk && dowOk : domOk || dowOk;
}

interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
}

export interface CronRunner {
  /** Runs the jobs due at `at` (default now) once; what the timer calls each tick. */
  tick(at?: Date): Promise<string[]>;
  stop(): Promise<void>;
}

export interface CronOptions {
  /** How often to look at the clock; a minute's jobs run at its first tick. Default 1 s. */
  tickMs?: number;
  log?: (line: string) => void;
}

export function startCron(db: Database, options: CronOptions = {}): CronRunner {
  const log = options.log ?? (() => {});
  const lastRun = new Map<string, number>();
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function runJob(job: JobRow) {
    const started = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      await db.transaction((sql) => sql.query(job.command));
      message = 'done';
    } catch (e) {
      status = 'failed';
      message = (e as Error).message;
      log(`[cron] ${job.jobname ?? job.jobid} failed: ${message}`);
    }
    await db
      .transaction((sql) =>
        sql.query(
          `insert into cron.job_run_details
             (jobid, database, username, command, status, return_message, start_time, end_time)
           values ($1, current_database(), current_user, $2, $3, $4, $5, clock_timestamp())`,
          [job.jobid, job.command, status, message, started.toISOString()],
        ),
      )
      .catch(() => {});
  }

  async function tick(at = new Date()): Promise<string[]> {
    const jobs = (
      await db.transaction((sql) =>
        sql.query<JobRow>(
          'select jobid::text, jobname, schedule, command from cron.job where active order by jobid',
        ),
      )
    ).rows;
    const ran: string[] = [];
    for (const job of jobs) {
      let schedule: Schedule;
      try {
        schedule = parseSchedule(job.schedule);
      } catch (e) {
        log(`[cron] ${job.jobname ?? job.jobid}: ${(e as Error).message}`);
        continue;
      }
      // A five-field job runs once in its minute; an "N seconds" job every N seconds.
      const slot =
        'seconds' in schedule
          ? Math.floor(at.getTime() / (schedule.seconds * 1000))
          : Math.floor(at.getTime() / 60_000);
      if (lastRun.get(job.jobid) === slot || !dueAt(schedule, at)) continue;
      lastRun.set(job.jobid, slot);
      await runJob(job);
      ran.push(job.jobname ?? job.jobid);
    }
    return ran;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    running = running
      .then(() => tick())
      .catch((e: unknown) => log(`[cron] ${(e as Error).message}`));
  }, options.tickMs ?? 1000);
  timer.unref();

  return {
    tick: (at) => {
      const next = running.then(() => tick(at));
      running = next.catch(() => {});
      return next;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
