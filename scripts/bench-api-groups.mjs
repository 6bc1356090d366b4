// The groups' bench data and requests (issue 15), for scripts/bench-api.mjs (BENCH_ONLY=groups):
// 10,000 groups, 1,000,000 memberships, join requests, bans, threads, 500,000 comments and the
// groups' events, generated with set-based SQL into the bench's own database; then the requests
// the groups catalogue, a group's page and a thread's page send, built by the app's own service
// (src/services/groups.ts), timed through the gateway and explained by PostgREST itself.
import { createClient } from '@supabase/supabase-js';
import http from 'node:http';
import os from 'node:os';
import ws from 'ws';
import { GROUPS_PAGE_SIZE } from '../machines/groups/group-catalogue.filters.ts';
import { LOCAL_JWT_SECRET, signJwt } from '../server/core/jwt.ts';
import { GROUPS_COUNT_CAP, createGroupsService } from '../src/services/groups.ts';
import {
  AUDIENCES,
  CATEGORIES,
  CITIES,
  TOPICS,
  authUsersSql,
  sqlArray,
  uuidOf,
} from './bench-words.mjs';
import { timeResponse } from './bench-http.mjs';

export const GROUP_USERS = 20_000;

const user = (n) => uuidOf('b3000000', n);
const group = (n) => uuidOf('b4000000', n);
// Thread k of group g is g * 10000 + k; comment i of group g is g * 1000000 + i.
const thread = (g, k) => uuidOf('b5000000', `(${g})::bigint * 10000 + ${k}`);
const comment = (g, i) => uuidOf('b6000000', `(${g})::bigint * 1000000 + ${i}`);
const event = (g, e) => uuidOf('b7000000', `(${g})::bigint * 1000 + ${e}`);
// Member j (1 = the owner) of group g: distinct within a group while j <= GROUP_USERS.
const memberOf = (g, j) => `((${g})::bigint * 7919 + ${j} - 1) % ${GROUP_USERS} + 1`;

// The words, categories and cities are bench-words.mjs'; the seventh group of every seven is online.
const KINDS = sqlArray(['клуб', 'сообщество', 'кружок', 'лаборатория', 'мастерская', 'встречи']);

/**
 * Every group's shape, deterministic from its number g, as a CTE the statements share: size
 * (members) falls as g^-0.7 over a floor of a fifth of the average (group 1 ~16,000 of 20,000
 * users, the median ~40), group 1 taking the rounding so the total is exact; one thread per 40
 * members (+1), comments half the members (exact total likewise), 2 + size / 200 events; every
 * fifth group private; created 60 days to 3 years before today (the day, so that every statement
 * agrees).
 */
function planCte(groups, memberships, comments) {
  const floor = Math.floor((memberships * 0.2) / groups);
  let sum = 0;
  for (let g = 1; g <= groups; g++) sum += g ** -0.7;
  const scale = Number(((memberships - floor * groups) / sum).toFixed(4));
  let first = memberships;
  for (let g = 2; g <= groups; g++) first -= floor + Math.round(scale * g ** -0.7);
  // Members, requests and bans of a group are distinct users.
  if (first + 27 > GROUP_USERS) throw new Error(`group 1 would have ${first} members`);
  return `
with base as (
  select g, ${floor} + round(${scale} * power(g::float8, -0.7))::int as b
    from generate_series(1, ${groups}) g
), sized as (
  select g, (b + case when g = 1 then ${memberships} - sum(b) over () else 0 end)::int as size
    from base
), talk as (
  select g, size, size / 2 as c from sized
), plan as (
  select g, size,
    1 + size / 40 as threads,
    (c + case when g = 1 then ${comments} - sum(c) over () else 0 end)::int as comments,
    2 + size / 200 as events,
    g % 5 = 3 as private,
    date_trunc('day', now()) - interval '60 days' - make_interval(mins => ((g * 7919) % (1035 * 24 * 60))::int) as created
  from talk
)`;
}

function usersSql() {
  return `
set local session_replication_role = replica;
${authUsersSql(user, 'bench-group-', GROUP_USERS)}
insert into public.profiles (id, full_name, avatar_url)
select ${user('u')}, 'Участник групп ' || u,
  case when u % 3 = 0 then '/images/avatars/' || (u % 12) || '.webp' end
from generate_series(1, ${GROUP_USERS}) u;`;
}

/**
 * Triggers (and foreign-key checks) are off while loading (session_replication_role = replica):
 * the rows are consistent by construction, counters included.
 */
function groupsRowsSql(plan) {
  return `
set local session_replication_role = replica;
${plan}
insert into public.groups (id, name, description, category_id, is_online, city, cover_url, privacy,
  created_by, member_count, created_at, updated_at)
select ${group('g')},
  (${TOPICS})[g % 30 + 1] || ': ' || (${KINDS})[g / 30 % 6 + 1] || ' №' || g,
  'Группа номер ' || g || '. ' || (${TOPICS})[g % 30 + 1] || ' ' || (${AUDIENCES})[g / 7 % 7 + 1]
    || ': встречаемся, обсуждаем, учимся друг у друга. Новички и опытные одинаково желанны.',
  (${CATEGORIES})[g % 30 / 5 + 1],
  c.city is null, c.city,
  case when g % 4 <> 0 then '/images/events/' || (${CATEGORIES})[g % 30 / 5 + 1] || '.svg' end,
  case when private then 'private' else 'public' end,
  ${user(memberOf('g', 1))}, size, created, created
from plan
cross join lateral (
  select case when g % 7 = 6 then null else (${CITIES})[g % 7 + 1] end as city
) c;`;
}

/** Members of groups lo..hi: member 1 owns the group, 2 and 3 moderate it (in groups of 10+). */
function membersSql(plan, lo, hi) {
  return `
set local session_replication_role = replica;
${plan}
insert into public.group_members (group_id, user_id, role, joined_at)
select ${group('g')}, ${user(memberOf('g', 'j'))},
  case when j = 1 then 'owner' when j <= 3 and size >= 10 then 'moderator' else 'member' end,
  created + make_interval(secs => j * 37)
from plan cross join lateral generate_series(1, size) j
where g between ${lo} and ${hi};`;
}

/** Private groups: 20 pending and 5 declined requests and 2 bans each, from people outside. */
function requestsSql(plan) {
  return `
set local session_replication_role = replica;
${plan}
insert into public.group_join_requests (id, group_id, user_id, status, message, created_at, decided_at)
select ${uuidOf('b8000000', 'g::bigint * 100 + k')}, ${group('g')}, ${user(memberOf('g', 'size + k'))},
  case when k <= 20 then 'pending' else 'declined' end,
  case when k % 2 = 0 then 'Хочу присоединиться: давно интересуюсь темой.' end,
  created + make_interval(days => 1, mins => k),
  case when k > 20 then created + make_interval(days => 2) end
from plan cross join generate_series(1, 25) k
where private;
${plan}
insert into public.group_bans (group_id, user_id, reason, created_at)
select ${group('g')}, ${user(memberOf('g', 'size + 25 + k'))}, 'Спам', created + interval '3 days'
from plan cross join generate_series(1, 2) k
where private;`;
}

/** Threads: thread k by member 13k mod size, a thread an hour; the first two pinned in groups of 5+ threads. */
function threadsSql(plan) {
  return `
set local session_replication_role = replica;
${plan}
insert into public.group_threads (id, group_id, author_id, title, body, pinned, created_at, updated_at)
select ${thread('g', 'k')}, ${group('g')}, ${user(memberOf('g', '(k * 13) % size + 1'))},
  'Тема ' || k || ': ' || (${TOPICS})[(g + k) % 30 + 1] || ' ' || (${AUDIENCES})[k % 7 + 1],
  'Обсуждаем ' || (${TOPICS})[(g + k) % 30 + 1] || '. Делитесь опытом, ссылками и вопросами.',
  k <= 2 and threads >= 5,
  created + make_interval(hours => k), created + make_interval(hours => k)
from plan cross join lateral generate_series(1, threads) k;`;
}

/**
 * Comments of groups lo..hi: comment i of a group goes to thread 1 + threads * ((i - 1) / n)^3,
 * so early threads are long (group 1's first thread ~1,800 comments) and the last ones short.
 */
function commentsSql(plan, lo, hi) {
  return `
set local session_replication_role = replica;
${plan}
insert into public.group_comments (id, thread_id, group_id, author_id, body, created_at, updated_at)
select ${comment('g', 'i')}, ${thread('g', 't.k')}, ${group('g')},
  ${user(memberOf('g', '(i * 31) % size + 1'))},
  'Комментарий ' || i || ': согласен, ' || (${TOPICS})[(g + i) % 30 + 1] || ' ' || (${AUDIENCES})[i % 7 + 1] || '.',
  created + make_interval(hours => t.k, secs => i), created + make_interval(hours => t.k, secs => i)
from plan cross join lateral generate_series(1, comments) i
cross join lateral (
  select least(threads, 1 + floor(threads * power((i - 1)::float8 / comments, 3))::int) as k
) t
where g between ${lo} and ${hi};`;
}

/**
 * The groups' events, organised by the owner: from 500 days ago to 200 days ahead (most are
 * past, as in a group that has met for years); 1 in 10 cancelled, 1 in 17 a draft; every third
 * of a private group's members-only.
 */
function eventsSql(plan) {
  return `
set local session_replication_role = replica;
${plan}
insert into public.events (id, organizer_id, group_id, members_only, title, description, starts_at,
  ends_at, time_zone, is_online, venue_name, address, city, max_attendees, price, category_id,
  cover_url, status, created_at, updated_at)
select ${event('g', 'e')}, ${user(memberOf('g', 1))}, ${group('g')}, private and e % 3 = 0,
  'Встреча ' || e || ': ' || (${TOPICS})[g % 30 + 1],
  'Встреча группы номер ' || g || '. Приходите!',
  s.starts_at, s.starts_at + interval '2 hours', 'Europe/Moscow',
  c.city is null,
  case when c.city is not null then 'Площадка ' || (e % 50 + 1) end,
  case when c.city is not null then 'ул. Групповая, ' || (e % 120 + 1) end,
  c.city, case when e % 3 = 0 then null else 20 + e % 80 end, case when e % 2 = 0 then 0 else 500 end,
  (${CATEGORIES})[g % 30 / 5 + 1], '/images/events/' || (${CATEGORIES})[g % 30 / 5 + 1] || '.svg',
  case when e % 17 = 0 then 'draft' when e % 10 = 0 then 'cancelled' else 'published' end,
  s.starts_at - interval '30 days', s.starts_at - interval '30 days'
from plan cross join lateral generate_series(1, events) e
cross join lateral (
  select now() - interval '500 days' + make_interval(hours => ((e * 7919 + g * 31) % (700 * 24))::int) as starts_at
) s
cross join lateral (
  select case when g % 7 = 6 then null else (${CITIES})[g % 7 + 1] end as city
) c;`;
}

const COUNTERS_SQL = `
set local session_replication_role = replica;
update public.group_threads t set comment_count = c.n
  from (select thread_id, count(*)::int as n from public.group_comments group by thread_id) c
 where c.thread_id = t.id;`;

// The catalogue's and a group's page are explained by PostgREST (its own statements, as each
// role): the bench database lets it answer plans, which the app's never asks for.
const PLANS_SQL = `alter role authenticator set pgrst.db_plan_enabled = 'true';`;

/** Membership batches by group number: each holds roughly a quarter of the memberships. */
function batches(groups) {
  const edges = [0, 100, 1000, 4000, groups].filter(
    (e, i, all) => e <= groups && all.indexOf(e) === i,
  );
  return edges.slice(1).map((hi, i) => [edges[i] + 1, hi]);
}

function statements({ groups, memberships, comments }) {
  const plan = planCte(groups, memberships, comments);
  return [
    ['users', usersSql()],
    ['groups', groupsRowsSql(plan)],
    ...batches(groups).map(([lo, hi]) => [`members ${lo}-${hi}`, membersSql(plan, lo, hi)]),
    ['requests and bans', requestsSql(plan)],
    ['threads', threadsSql(plan)],
    ...batches(groups).map(([lo, hi]) => [`comments ${lo}-${hi}`, commentsSql(plan, lo, hi)]),
    ['comment counts', COUNTERS_SQL],
    ['events', eventsSql(plan)],
    ['plans', PLANS_SQL],
  ];
}

/** Every statement the generator runs, for telling a kept bench database from another. */
export function groupsDataSql(scale) {
  return statements(scale)
    .map(([, sql]) => sql)
    .join('\n');
}

export async function generateGroups(engine, scale) {
  const exists = await engine.transaction((sql) =>
    sql.query(`select count(*)::int as n from public.groups where id::text like 'b4000000-%'`),
  );
  if (exists.rows[0].n > 0) return 'already generated';
  const timings = [];
  const started = performance.now();
  for (const [label, sql] of statements(scale)) {
    const t = performance.now();
    await engine.script(sql);
    timings.push(`${label} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const t = performance.now();
  if (engine.kind === 'pglite') await engine.mutex.run(() => engine.pg.exec('vacuum analyze'));
  else await engine.pool.query('vacuum analyze');
  timings.push(`vacuum analyze ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return `${((performance.now() - started) / 1000).toFixed(1)} s: ${timings.join(', ')}`;
}

const id = (prefix, n) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const memberNumber = (g, j) => ((g * 7919 + j - 1) % GROUP_USERS) + 1;

/** A signed-in user's access token, as the auth service signs it (sub, role, aud). */
async function tokenOf(userNumber) {
  return signJwt(
    {
      sub: id('b3000000', userNumber),
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 24 * 3600,
    },
    LOCAL_JWT_SECRET,
  );
}

/** A groups service whose fetch only records what it would send, and one that really asks. */
function clients(apiUrl, anonKey, token) {
  const sent = [];
  const options = (fetch) => ({
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws },
    global: { ...(token && { headers: { Authorization: `Bearer ${token}` } }), fetch },
  });
  const recording = createClient(
    apiUrl,
    anonKey,
    options(async (url, init) => {
      sent.push({
        url: String(url),
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers)),
        body: init?.body ?? undefined,
      });
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    sent,
    record: createGroupsService(recording),
    real: createGroupsService(createClient(apiUrl, anonKey, options(fetch))),
  };
}

/** The requests `calls` sends through the service (answers faked, so failures are expected). */
async function recorded(c, calls) {
  c.sent.length = 0;
  await calls(c.record).catch(() => {});
  return c.sent.map(({ url, ...request }) => {
    const { pathname, search } = new URL(url);
    return { path: pathname.replace(/^\/rest\/v1/, '') + search, ...request };
  });
}

/**
 * The groups' scenarios: { label, requests: [{ path, headers }] }, a page's requests sent
 * together (its latency is the slowest). The catalogue as src/app/groups/service.ts loadGroups
 * asks (12 a page, the first page counting up to 100, online never narrowed); a group's page as
 * group-page.logic.ts loads it (one answer: the group, the viewer's standing, 100 members, the
 * upcoming events and the threads' first page with the pinned ones); a thread as thread.logic.ts
 * (one answer: the group, the thread, 50 comments). Group 1 is the biggest (~16,000 members, ~400 threads),
 * group 3 the biggest private one; the member is their 5th.
 */
export async function groupsScenarios(apiUrl, anonKey) {
  const visitor = clients(apiUrl, anonKey, null);
  const member1 = clients(apiUrl, anonKey, await tokenOf(memberNumber(1, 5)));
  const member3 = clients(apiUrl, anonKey, await tokenOf(memberNumber(3, 5)));
  const big = id('b4000000', 1);
  const locked = id('b4000000', 3);
  const catalogue = [
    ['catalogue: most members', {}],
    ['catalogue: most members, p5', {}, 48],
    ['catalogue: newest', { sort: 'newest' }],
    ['catalogue: newest, p5', { sort: 'newest' }, 48],
    ['catalogue: "Kotlin"', { q: 'Kotlin' }],
    ['catalogue: "Kotlin", p2', { q: 'Kotlin' }, 12],
    ['catalogue: "для" (common)', { q: 'для' }],
    ['catalogue: "Kotl" (prefix)', { q: 'Kotl' }],
    ['catalogue: no match', { q: 'несуществующееслово' }],
    ['catalogue: category art', { category: 'art' }],
    ['catalogue: art, newest, p5', { category: 'art', sort: 'newest' }, 48],
    ['catalogue: city Казань', { city: 'Казань' }],
    ['catalogue: Казань, newest, p2', { city: 'Казань', sort: 'newest' }, 12],
    ['catalogue: art + Москва', { category: 'art', city: 'Москва' }],
    [
      'catalogue: all, newest',
      { q: 'Фотография', category: 'art', city: 'Москва', sort: 'newest' },
    ],
  ];
  const result = [];
  for (const [label, change, offset = 0] of catalogue) {
    const filters = { q: '', category: null, city: null, online: null, sort: 'members', ...change };
    result.push({
      label,
      requests: await recorded(visitor, (s) =>
        s.listGroups(filters, { offset, limit: GROUPS_PAGE_SIZE, cap: GROUPS_COUNT_CAP }),
      ),
    });
  }
  const threadPage = (groupId, threadId) => (s) => s.getThreadPage(groupId, threadId);
  // Cursors for later pages, from the real answers.
  const threads = await member1.real.listThreads(big);
  const bigThread = id('b5000000', 10001);
  const comments = await member1.real.listComments(bigThread);
  const lockedThread = id('b5000000', 30001);
  const pages = [
    ['group: page, member', member1, (s) => s.getGroupPage(big)],
    ['group: page, visitor', visitor, (s) => s.getGroupPage(big)],
    ['private group: page, member', member3, (s) => s.getGroupPage(locked)],
    ['group: threads p2, member', member1, (s) => s.listThreads(big, { after: threads.next })],
    ['thread: page, member', member1, threadPage(big, bigThread)],
    ['thread: page, visitor', visitor, threadPage(big, bigThread)],
    ['thread: comments p2', member1, (s) => s.listComments(bigThread, { after: comments.next })],
    ['private thread: page, member', member3, threadPage(locked, lockedThread)],
  ];
  for (const [label, c, calls] of pages) result.push({ label, requests: await recorded(c, calls) });
  // The floor on this machine at this moment: the same path with next to no database work.
  result.unshift({
    label: 'floor: 6 categories (reference)',
    requests: [{ path: '/categories?select=id', headers: result[0].requests[0].headers }],
  });
  return result;
}

/** What a request is, in a few words: its table or function and the filters that matter. */
function shortName(path) {
  const [where, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  const bits = [where.replace(/^\/(rpc\/)?/, '')];
  if (params.get('offset')) bits.push(`offset ${params.get('offset')}`);
  if (params.has('or') || [...params.keys()].some((k) => k.startsWith('p_after'))) {
    bits.push('after');
  }
  if (params.get('pinned')) bits.push(`pinned ${params.get('pinned').replace('eq.', '')}`);
  if (params.get('p_pinned')) bits.push(`pinned ${params.get('p_pinned')}`);
  return bits.join(' ');
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every request, by PostgREST itself: the statement it runs, as the
 * request's role, with the RLS policies and the functions they call counted in the buffers.
 */
export async function explainGroups(apiUrl, scenarios) {
  const lines = [
    'EXPLAIN ANALYZE through PostgREST (database time only)  request                          ms   buffers   rows  plan',
  ];
  for (const { label, requests } of scenarios) {
    for (const [n, { path, method, headers, body }] of requests.entries()) {
      const res = await fetch(`${apiUrl}/rest/v1${path}`, {
        method,
        body,
        headers: {
          ...headers,
          Accept:
            'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|buffers',
        },
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${label}: plan HTTP ${res.status} ${text}`);
      const [plan] = JSON.parse(text);
      const nodes = [];
      const walk = (node) => {
        if (/Scan/.test(node['Node Type'])) {
          nodes.push(
            `${node['Node Type'].replace(' Scan', '')}${node['Index Name'] ? ` ${node['Index Name']}` : ''}${node['Relation Name'] && !node['Index Name'] ? ` ${node['Relation Name']}` : ''}`,
          );
        }
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan.Plan);
      // Pages touched: the same on a busy machine as on a quiet one.
      const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
      const rowsOut = inner(plan.Plan)['Actual Rows'];
      lines.push(
        `  ${(n === 0 ? label : '').padEnd(34)}${shortName(path).padEnd(32)}${plan['Execution Time'].toFixed(2).padStart(9)}${String(buffers).padStart(10)}${String(rowsOut).padStart(7)}  ${[...new Set(nodes)].join(', ')}`,
      );
    }
  }
  return lines.join('\n');
}

/** PostgREST wraps the statement in aggregates of one row: the rows are the first plan below them. */
function inner(node) {
  let at = node;
  while (at.Plans?.length && /Aggregate|Result/.test(at['Node Type'])) at = at.Plans[0];
  return at;
}

/** One request (GET, or POST for a function the app calls so) timed as bench-api.mjs's get. */
function send(agent, base, { path, method, headers, body }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(`${base}${path}`, { agent, method, headers }, (res) =>
      timeResponse(res, started, path, resolve, reject),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The scenarios' latency through the gateway at each concurrency, with bench-api.mjs's load and
 * summarise, so every part of the bench measures alike.
 */
export async function benchGroups(s, scenarios, { load, summarise, concurrency, round, seconds }) {
  const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);
  console.log("\n/rest/v1 as the groups pages ask (a page's requests together)");
  for (const { label, requests } of scenarios) {
    const answers = [];
    for (const { path, method, headers, body: sent } of requests) {
      const res = await fetch(`${s.apiUrl}/rest/v1${path}`, { method, headers, body: sent });
      const body = await res.json();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(body)}`);
      answers.push(Array.isArray(body) ? `${body.length} rows` : `${JSON.stringify(body)}`);
    }
    console.log(`  ${label.padEnd(34)} ${answers.join(', ')}`);
  }
  console.log(
    `${'scenario'.padEnd(36)}clients    req/s     p50 ms   p95 ms   p99 ms  n     errors  load average`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  for (const { label, requests } of scenarios) {
    const page = async () =>
      Math.max(
        ...(await Promise.all(
          requests.map((request) => send(agent, `${s.apiUrl}/rest/v1`, request)),
        )),
      );
    for (const clientsAtOnce of concurrency) {
      await load(page, null, clientsAtOnce, Math.min(100, round), { seconds: 5 });
      const run = await load(page, null, clientsAtOnce, round, { seconds });
      const r = summarise([run]);
      const verdict = run.latencies.length === 0 ? '' : r.p95 <= 50 ? 'ok' : '> 50 ms';
      console.log(
        `${label.padEnd(36)}${String(clientsAtOnce).padStart(7)} ${fmt(r.rps, 0)} ${fmt(r.p50 ?? NaN, 2)} ${fmt(r.p95 ?? NaN, 2)} ${fmt(r.p99 ?? NaN, 2)}  ${String(run.latencies.length).padEnd(5)} ${String(run.errors.length).padStart(6)}  ${os.loadavg()[0].toFixed(2).padStart(5)}  ${verdict}`,
      );
    }
  }
  agent.destroy();
}
