// `npm run bench:admin` (issue 19): the admin dashboard's queries and the users search on
// 1,000,000 people, 100,000 events, 500,000 RSVPs and 5,000,000 messages, on PGlite and
// PostgreSQL: each query as admin-stats and admin-users send it (POST /rest/v1/rpc/<fn> with the
// service role, through the gateway), 1 client then 10, p50/p95/p99 (targets: each dashboard
// query p95 <= 200 ms, the users search p95 <= 50 ms), with EXPLAIN ANALYZE of each in the
// database. The generated database is set-based SQL with triggers off (then the figures the
// triggers keep are counted once: private.admin_daily_rebuild(), and admin-users' copy of the
// accounts), kept under .bench/admin-<engine>-<key> (keyed by the generator and the day; new
// migrations apply to it) and reused; BENCH_FRESH=1 generates anew. BENCH_ENGINES=pglite|postgres,
// BENCH_USERS, BENCH_EVENTS, BENCH_RSVPS, BENCH_MESSAGES, BENCH_REQUESTS narrow a run. Figures
// depend on the machine's load; they are printed, never asserted.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_JWT_SECRET, signJwt } from '../server/core/jwt.ts';
import { migrate } from '../server/db/migrate.ts';
import { onEngines, printMachine, withBenchStack } from './bench-engines.mjs';
import { benchAgent, keptBenchDir, timedPosts } from './bench-http.mjs';
import { CATEGORIES, uuidOf } from './bench-words.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RSVPS = Number(process.env.BENCH_RSVPS ?? 500_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5_000_000);
const GROUPS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CHUNK = 250_000;

const user = (n) => uuidOf('ad000000', n);
const event = (n) => uuidOf('ae000000', n);
const group = (n) => uuidOf('af000000', n);
const CITIES = `array['Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург', 'Новосибирск',
  'Нижний Новгород', 'Самара', 'Пермь', 'Тверь', 'Сочи', 'Калининград', 'Томск']`;
const NAMES = `array['Иван', 'Мария', 'Алексей', 'Ольга', 'Дмитрий', 'Анна', 'Сергей', 'Елена']`;
const SURNAMES = `array['Петров', 'Смирнова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Новиков']`;

// Spread over the last year, newest rows last: the 30- and 90-day trends have every day filled.
const YEAR_SECONDS = 365 * 86_400;
const createdAt = (i, count) =>
  `now() - make_interval(secs => ${YEAR_SECONDS} - ${i} * (${YEAR_SECONDS}.0 / ${count}))`;

const usersSql = (lo, hi) => `
set local session_replication_role = replica;
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, last_sign_in_at)
select '00000000-0000-0000-0000-000000000000', ${user('u')}, 'authenticated', 'authenticated',
  'person' || u || '@bench.vstrechi.test', '',
  case when u % 10 <> 0 then ${createdAt('u', USERS)} end, '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', array['email'],
    'role', case when u % 50000 = 0 then 'admin' else 'business' end),
  '{}', ${createdAt('u', USERS)}, now(), now() - make_interval(hours => u % 2000)
from generate_series(${lo}, ${hi}) u;
insert into public.profiles (id, full_name, created_at)
select ${user('u')}, (${NAMES})[u % 8 + 1] || ' ' || (${SURNAMES})[u % 7 + 1] || ' ' || u,
  ${createdAt('u', USERS)}
from generate_series(${lo}, ${hi}) u;`;

const eventsSql = () => `
set local session_replication_role = replica;
insert into public.events (id, organizer_id, title, starts_at, ends_at, is_online, venue_name,
  city, category_id, status, created_at)
select ${event('i')}, ${user(`(i * 7919) % ${USERS} + 1`)}, 'Встреча ' || i,
  now() - interval '180 days' + make_interval(hours => i % 8760),
  now() - interval '180 days' + make_interval(hours => i % 8760 + 2),
  false, 'Площадка ' || i % 100, (${CITIES})[(i * 13) % 12 + 1], (${CATEGORIES})[(i * 7) % 6 + 1],
  case when i % 20 = 0 then 'cancelled' when i % 7 = 0 then 'draft' else 'published' end,
  ${createdAt('i', EVENTS)}
from generate_series(1, ${EVENTS}) i;
insert into public.rsvps (event_id, user_id, status, created_at)
select ${event(`i % ${EVENTS} + 1`)},
  ${user(`((i % ${EVENTS}) * 37 + (i / ${EVENTS}) * 200003) % ${USERS} + 1`)},
  'going', ${createdAt('i', RSVPS)}
from generate_series(0, ${RSVPS - 1}) i;
insert into public.groups (id, name, category_id, city, privacy, created_by, member_count, created_at)
select ${group('g')}, 'Группа ' || g, (${CATEGORIES})[g % 6 + 1], (${CITIES})[g % 12 + 1],
  'public', ${user('g')}, 1, ${createdAt('g', GROUPS)}
from generate_series(1, ${GROUPS}) g;
insert into public.conversations (kind, group_id, last_seq)
select 'group', ${group('g')}, ${Math.ceil(MESSAGES / GROUPS)} from generate_series(1, ${GROUPS}) g;`;

const messagesSql = (lo, hi) => `
set local session_replication_role = replica;
insert into public.messages (conversation_id, seq, author_id, client_id, body, created_at)
select c.id, i / ${GROUPS} + 1, ${user(`(i * 7919) % ${USERS} + 1`)}, ${uuidOf('b0000000', 'i')},
  'Сообщение ' || i, ${createdAt('i', MESSAGES)}
from generate_series(${lo}::bigint, ${hi}) i
join public.conversations c on c.group_id = ${group(`i % ${GROUPS} + 1`)};`;

// What the triggers keep, counted once; admin-users' copy of the accounts as its migration fills it.
const derivedSql = `
select private.admin_daily_rebuild();
insert into private.admin_users
  (id, email, name, avatar_url, role, confirmed_at, banned_until, created_at, last_sign_in_at, deleted)
select u.id, u.email, p.full_name, p.avatar_url,
       case when u.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'member' end,
       u.email_confirmed_at, u.banned_until, coalesce(u.created_at, now()), u.last_sign_in_at,
       u.deleted_at is not null or p.deleted_at is not null
  from auth.users u
  left join public.profiles p on p.id = u.id
    on conflict (id) do nothing;`;

const keptDir = (engine) =>
  keptBenchDir(
    root,
    `admin-${engine}-`,
    usersSql(1, USERS) + eventsSql() + messagesSql(0, MESSAGES - 1) + derivedSql,
  );

const rowsOf = async (engine, text, params) =>
  (await engine.transaction((sql) => sql.query(text, params))).rows;

async function generate(engine) {
  const done = await rowsOf(
    engine,
    `select count(*)::int as n from private.admin_users where id = ${user(USERS)}`,
  ).catch(() => [{ n: 0 }]);
  if (done[0].n === 1) {
    await migrate(engine, { root, seed: false });
    return 'reused';
  }
  if ((await rowsOf(engine, "select to_regclass('public.reports') as t"))[0].t) {
    throw new Error('a half-generated bench database: run again with BENCH_FRESH=1');
  }
  const started = performance.now();
  await migrate(engine, { root, seed: true });
  const step = async (label, sql) => {
    const t = performance.now();
    await engine.script(sql);
    console.log(`  ${label} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  };
  for (let lo = 1; lo <= USERS; lo += CHUNK) {
    await step(
      `people to ${Math.min(USERS, lo + CHUNK - 1)}`,
      usersSql(lo, Math.min(USERS, lo + CHUNK - 1)),
    );
  }
  await step('events, RSVPs, groups', eventsSql());
  for (let lo = 0; lo < MESSAGES; lo += CHUNK * 2) {
    const hi = Math.min(MESSAGES, lo + CHUNK * 2) - 1;
    await step(`messages to ${hi + 1}`, messagesSql(lo, hi));
  }
  await step('daily figures and the accounts copy', derivedSql);
  await step('analyze', 'analyze');
  return `generated in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

/** The queries as the functions send them: [label, rpc, body, target p95 ms]. */
const QUERIES = [
  ['stats: totals', 'admin_stats_totals', {}, 200],
  ['stats: trend, 30 days', 'admin_stats_trend', { p_days: 30 }, 200],
  ['stats: trend, 90 days', 'admin_stats_trend', { p_days: 90 }, 200],
  ['stats: top categories', 'admin_stats_top_categories', {}, 200],
  ['stats: top cities', 'admin_stats_top_cities', {}, 200],
  ['stats: overview (all four)', 'admin_stats_overview', { p_days: 90 }, 200],
  ['users: newest, no filter', 'admin_users_list', {}, 50],
  ['users: "петров 12" (name)', 'admin_users_list', { p_query: 'петров 12' }, 50],
  ['users: "person4242" (email)', 'admin_users_list', { p_query: 'person4242' }, 50],
  ['users: "ан" (2 letters)', 'admin_users_list', { p_query: 'ан' }, 50],
  ['users: absent word', 'admin_users_list', { p_query: 'zzzqqq' }, 50],
  ['users: admins by name', 'admin_users_list', { p_role: 'admin', p_sort: 'name_asc' }, 50],
  [
    'users: unconfirmed, last sign-in',
    'admin_users_list',
    { p_confirmed: false, p_sort: 'last_sign_in_desc' },
    50,
  ],
];

async function explain(engine, fn, body) {
  const args = Object.entries(body).map(
    ([k, v]) => `${k} => ${typeof v === 'string' ? `'${v}'` : v}`,
  );
  const plan = await rowsOf(
    engine,
    `explain (analyze, costs off) select public.${fn}(${args.join(', ')})`,
  );
  return plan.map((r) => Object.values(r)[0]).find((l) => /Execution Time/.test(l)) ?? '?';
}

async function benchEngine(name, env, openEngine, dataDir) {
  let engine = await openEngine();
  let generated;
  const inDb = [];
  try {
    generated = await generate(engine);
    for (const [, fn, body] of QUERIES) inDb.push(await explain(engine, fn, body));
  } finally {
    await engine.close();
    engine = null;
  }
  console.log(
    `\n${name}: ${USERS.toLocaleString('en')} people, ${EVENTS.toLocaleString('en')} events, ` +
      `${RSVPS.toLocaleString('en')} RSVPs, ${MESSAGES.toLocaleString('en')} messages (${generated}${
        generated === 'reused' ? '' : '; kept for the next run, BENCH_FRESH=1 generates anew'
      })`,
  );
  await withBenchStack(root, env, dataDir, async (s) => {
    const service = await signJwt(
      { role: 'service_role', iss: 'supabase-demo', exp: Math.floor(Date.now() / 1000) + 3600 },
      LOCAL_JWT_SECRET,
    );
    const headers = {
      apikey: s.anonKey,
      Authorization: `Bearer ${service}`,
      'Content-Type': 'application/json',
    };
    for (const clients of [1, 10]) {
      console.log(
        `  through the gateway, ${clients} client${clients > 1 ? 's' : ''}, ${REQUESTS} requests each ` +
          `(load average ${os.loadavg()[0].toFixed(2)}); in the database: EXPLAIN ANALYZE's time`,
      );
      for (const [i, [label, fn, body, target]] of QUERIES.entries()) {
        const r = await timedPosts(`${s.apiUrl}/rest/v1/rpc/${fn}`, headers, JSON.stringify(body), {
          requests: REQUESTS,
          clients,
          warmup: 10,
        });
        const f = (n) => n.toFixed(1).padStart(7);
        console.log(
          `    ${label.padEnd(34)} p50 ${f(r.p50)}  p95 ${f(r.p95)}  p99 ${f(r.p99)} ms` +
            `  (target p95 <= ${target})${clients === 1 ? `  db: ${inDb[i].replace('Execution Time: ', '')}` : ''}`,
        );
      }
    }
  });
}

printMachine('bench:admin');
await onEngines(keptDir, benchEngine, ['postgres', 'pglite']);
benchAgent.destroy();
