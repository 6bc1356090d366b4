// `npm run bench:notifications` (issue 17): on PGlite and PostgreSQL,
//   1. cancelling an event with 10,000 attendees: the time the UPDATE takes in the database, its
//      triggers making the 10,000 notifications, outbox rows and live broadcasts included (run in
//      a transaction that is rolled back, three times; target <= 2 s);
//   2. the notifications page as the app asks it (POST /rest/v1/rpc/notifications_page through the
//      gateway) on 5,000,000 notifications, at 10 clients: p50/p95/p99 (target p95 <= 20 ms), for
//      a typical person (250 notifications), a heavy one (25,000), their unread filter and a deep
//      next page; with EXPLAIN ANALYZE of the page's statement.
// The generated database (20,000 people, the notifications, the event and its RSVPs) is kept
// under .bench/notifications-<engine>-<key> (keyed by the seed, generator and day; new migrations
// apply to it) and reused; BENCH_FRESH=1 generates anew. BENCH_ENGINES=pglite|postgres, BENCH_NOTIFICATIONS,
// BENCH_REQUESTS narrow a run. Figures depend on the machine's load; they are printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_JWT_SECRET, signJwt } from '../server/core/jwt.ts';
import { migrate } from '../server/db/migrate.ts';
import { onEngines, printMachine, withBenchStack } from './bench-engines.mjs';
import { benchAgent, keptBenchDir, timedPosts } from './bench-http.mjs';
import { authUsersSql, uuidOf } from './bench-words.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = 20_000;
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 5_000_000);
const ATTENDEES = 10_000;
// The first HEAVY rows belong to people 1-10 (25,000 each at 5,000,000); the rest are spread evenly.
const HEAVY = Math.floor(NOTIFICATIONS / 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = 10;
const CHUNK = 500_000;

const user = (n) => uuidOf('b8000000', n);
const EVENT_ID = 'b9000000-0000-4000-8000-000000000001';

const TYPES = [
  'rsvp.created',
  'rsvp.cancelled',
  'waitlist.promoted',
  'event.changed',
  'event.cancelled',
  'event.reminder',
  'group.join_requested',
  'group.join_approved',
  'group.join_declined',
  'group.role_changed',
  'group.event_created',
  'discussion.reply',
  'message.unread',
];
const TYPES_SQL = `array[${TYPES.map((t) => `'${t}'`).join(', ')}]`;

function usersSql() {
  return `
set local session_replication_role = replica;
${authUsersSql(user, 'bench-notify-', USERS)}
insert into public.profiles (id, full_name)
select ${user('u')}, 'Участник ' || u from generate_series(1, ${USERS}) u;`;
}

/** Rows lo..hi: one in five unread, a key of its own (unread rows never fold here). */
function notificationsSql(lo, hi) {
  return `
set local session_replication_role = replica;
insert into public.notifications (user_id, type, params, actor_id, actor_name, others_count,
  actor_ids, group_key, read_at, created_at)
select ${user(`case when i <= ${HEAVY} then i % 10 + 1 else (i * 7919) % ${USERS} + 1 end`)},
  t.type,
  jsonb_build_object('eventId', ${user('i % 1000 + 1')}, 'eventTitle', 'Событие ' || i % 1000),
  ${user('(i * 31) % ' + USERS + ' + 1')}, 'Участник ' || ((i * 31) % ${USERS} + 1), i % 3,
  array[${user('(i * 31) % ' + USERS + ' + 1')}], t.type || ':' || i,
  case when i % 5 <> 0 then now() - interval '1 day' end,
  now() - interval '90 days' + make_interval(secs => i * (7776000.0 / ${NOTIFICATIONS}))
from generate_series(${lo}::bigint, ${hi}) i
cross join lateral (select (${TYPES_SQL})[i % ${TYPES.length} + 1] as type) t;`;
}

function eventSql() {
  return `
set local session_replication_role = replica;
insert into public.events (id, organizer_id, title, starts_at, ends_at, is_online, category_id,
  status, going_count)
values ('${EVENT_ID}', ${user(USERS)}, 'Большой концерт', now() + interval '30 days',
  now() + interval '30 days 3 hours', true, 'art', 'published', ${ATTENDEES});
insert into public.rsvps (event_id, user_id, status, created_at)
select '${EVENT_ID}', ${user('u')}, 'going', now() - make_interval(secs => u)
from generate_series(1, ${ATTENDEES}) u;`;
}

// Not keyed by the schema: a kept database takes new migrations as any database does.
const keptDir = (engine) =>
  keptBenchDir(
    root,
    `notifications-${engine}-`,
    fs.readFileSync(path.join(root, 'supabase', 'seed.sql')),
    usersSql() + notificationsSql(1, NOTIFICATIONS) + eventSql(),
  );

const rowsOf = async (engine, text, params) =>
  (await engine.transaction((sql) => sql.query(text, params))).rows;

async function generate(engine) {
  const ready = await rowsOf(
    engine,
    `select count(*)::int as n from public.profiles where id = ${user(USERS)}`,
  ).catch(() => [{ n: 0 }]);
  if (
    ready[0].n === 1 &&
    (await rowsOf(engine, 'select 1 from public.events where id = $1', [EVENT_ID])).length
  ) {
    await migrate(engine, { root, seed: false });
    return 'reused';
  }
  // A database left half-made by an interrupted run is no base to build on.
  if ((await rowsOf(engine, "select to_regclass('public.notifications') as t"))[0].t) {
    throw new Error('a half-generated bench database: run again with BENCH_FRESH=1');
  }
  const started = performance.now();
  await migrate(engine, { root, seed: true });
  await engine.script(usersSql());
  for (let lo = 1; lo <= NOTIFICATIONS; lo += CHUNK) {
    await engine.script(notificationsSql(lo, Math.min(NOTIFICATIONS, lo + CHUNK - 1)));
    process.stdout.write(`  ${Math.min(NOTIFICATIONS, lo + CHUNK - 1)} notifications\r`);
  }
  await engine.script(eventSql());
  await engine.transaction((sql) => sql.query('analyze'));
  return `generated in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

class Rollback extends Error {}

const cpuOfThisProcess = () => {
  const { user: u, system } = process.cpuUsage();
  return (u + system) / 1000;
};

/** utime + stime of a process in ms (10 ms ticks), or null without /proc. */
function cpuOfProcess(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The UPDATE that cancels the event, timed in the database, then rolled back. */
async function cancelOnce(engine) {
  let result;
  await engine
    .transaction(async (sql) => {
      // The CPU the database spent: PGlite runs in this process; a PostgreSQL backend is a
      // process of its own (Linux /proc). Unlike the time, it does not grow with the machine's load.
      const [{ pid }] = (await sql.query('select pg_backend_pid() as pid')).rows;
      const cpu = () => (engine.kind === 'pglite' ? cpuOfThisProcess() : cpuOfProcess(Number(pid)));
      const started = performance.now();
      const before = (await sql.query('select clock_timestamp() as t')).rows[0].t;
      const cpuBefore = cpu();
      await sql.query(`update public.events set status = 'cancelled' where id = $1`, [EVENT_ID]);
      const cpuAfter = cpu();
      const after = (await sql.query('select clock_timestamp() as t')).rows[0].t;
      const roundTrip = performance.now() - started;
      const [counts] = (
        await sql.query(
          `select (select count(*) from public.notifications where group_key = $1)::int as notes,
                  (select count(*) from public.notification_outbox where type = 'event.cancelled'
                      and dedupe_key like $2)::int as emails`,
          [`event.cancelled:${EVENT_ID}`, `event.cancelled:${EVENT_ID}:%`],
        )
      ).rows;
      const spent = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      result = { db: new Date(after) - new Date(before), roundTrip, cpu: spent, ...counts };
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return result;
}

async function explainPage(engine, userNo, unreadOnly) {
  const claims = JSON.stringify({ sub: fixedUser(userNo), role: 'authenticated' });
  return engine.transaction(async (sql) => {
    await sql.query(
      "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
      [claims],
    );
    const plan = (
      await sql.query(
        `explain (analyze, buffers, costs off)
         select * from public.notifications n
          where n.user_id = $1 ${unreadOnly ? 'and n.read_at is null' : ''}
            and n.id < 9223372036854775807
          order by n.id desc limit 20`,
        [fixedUser(userNo)],
      )
    ).rows.map((r) => Object.values(r)[0]);
    return plan.map((l) => `      ${l}`).join('\n');
  });
}

const fixedUser = (n) => `b8000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function timed(s, token, body) {
  const headers = {
    apikey: s.anonKey,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  };
  return timedPosts(`${s.apiUrl}/rest/v1/rpc/notifications_page`, headers, JSON.stringify(body), {
    requests: REQUESTS,
    clients: CONCURRENCY,
    warmup: 50,
  });
}

const tokenOf = (n) =>
  signJwt(
    {
      sub: fixedUser(n),
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    LOCAL_JWT_SECRET,
  );

async function benchEngine(name, env, openEngine, dataDir) {
  let engine = await openEngine();
  let generated;
  const cancels = [];
  let plans;
  try {
    generated = await generate(engine);
    for (let i = 0; i < 3; i++) cancels.push(await cancelOnce(engine));
    plans = [
      ['heavy person, first page', await explainPage(engine, 1, false)],
      ['heavy person, unread only', await explainPage(engine, 1, true)],
    ];
  } finally {
    await engine.close();
    engine = null;
  }
  console.log(
    `\n${name}: ${NOTIFICATIONS.toLocaleString('en')} notifications, ${USERS} people (${generated}${
      generated === 'reused' ? '' : '; kept for the next run, BENCH_FRESH=1 generates anew'
    })`,
  );
  console.log(
    `  cancelling an event with ${ATTENDEES} attendees (target <= 2000 ms in the database; ` +
      `the first run compiles the triggers' functions):`,
  );
  for (const c of cancels) {
    console.log(
      `    ${String(c.db).padStart(6)} ms in the database (${c.roundTrip.toFixed(0)} ms with the round trip; ` +
        `CPU ${c.cpu === null ? '?' : c.cpu.toFixed(0)} ms): ` +
        `${c.notes} notifications, ${c.emails} outbox rows`,
    );
  }
  for (const [label, plan] of plans) console.log(`  EXPLAIN ANALYZE, ${label}:\n${plan}`);

  await withBenchStack(root, env, dataDir, async (s) => {
    const typical = await tokenOf(5000);
    const heavy = await tokenOf(1);
    const { before } = await (async () => {
      const res = await fetch(`${s.apiUrl}/rest/v1/rpc/notifications_page`, {
        method: 'POST',
        headers: {
          apikey: s.anonKey,
          Authorization: `Bearer ${heavy}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ p_limit: 20 }),
      });
      const rows = await res.json();
      return { before: rows.at(-1).id - 400_000 };
    })();
    console.log(
      `  the notifications page through the gateway at ${CONCURRENCY} clients, ${REQUESTS} requests each ` +
        `(target p95 <= 20 ms; load average ${os.loadavg()[0].toFixed(2)}):`,
    );
    for (const [label, token, body] of [
      ['typical person (250), first page', typical, {}],
      ['heavy person (25,000), first page', heavy, {}],
      ['heavy person, unread only', heavy, { p_unread_only: true }],
      ['heavy person, a page far back', heavy, { p_before: before }],
    ]) {
      const r = await timed(s, token, body);
      console.log(
        `    ${label.padEnd(36)} p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95
          .toFixed(1)
          .padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms`,
      );
    }
  });
}

printMachine('bench:notifications');
await onEngines(keptDir, benchEngine);
benchAgent.destroy();
