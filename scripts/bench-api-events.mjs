// The events catalogue's bench data and queries (issue 5), for scripts/bench-api.mjs: 100,000
// events and 1,000,000 RSVPs generated with set-based SQL into a throwaway bench database.
import { createClient } from '@supabase/supabase-js';
import { addDays, format } from 'date-fns';
import ws from 'ws';
import { PAGE_SIZE } from '../machines/events/catalogue.machine.ts';
import { DEFAULT_FILTERS, dateWindow } from '../machines/events/filters.ts';
import { CATALOGUE_COUNT_CAP, cataloguePage } from '../src/services/events-catalogue.ts';
import {
  AUDIENCES,
  CATEGORIES,
  CITIES,
  TOPICS,
  authUsersSql,
  sqlArray,
  uuidOf,
} from './bench-words.mjs';

export const BENCH_USERS = 2000;

// The words, categories and cities are bench-words.mjs'; an online event has no city.
const KINDS = sqlArray(['встреча', 'мастер-класс', 'лекция', 'воркшоп', 'клуб', 'практикум']);

/**
 * Set-based generation, deterministic from the row number i: status 90% published, 5% draft
 * (i % 20 = 0), 5% cancelled; starts spread from 60 days ago to 365 days ahead; 1 in 7 online;
 * 40% free; 30% unlimited. Triggers (and foreign-key checks) are off while loading
 * (session_replication_role = replica): the rows are consistent by construction, and the
 * counters are then set from the RSVPs in one statement.
 */
export function eventsSql(events) {
  const user = (n) => uuidOf('b0000000', n);
  return `
set local session_replication_role = replica;
${authUsersSql(user, 'bench-', BENCH_USERS)}
insert into public.profiles (id, full_name)
select ${user('u')}, 'Участник ' || u from generate_series(1, ${BENCH_USERS}) u;

insert into public.events (id, organizer_id, title, description, starts_at, ends_at, time_zone,
  is_online, venue_name, address, city, max_attendees, price, category_id, cover_url, featured,
  status, created_at, updated_at)
select
  ${uuidOf('b1000000', 'i')},
  ${user('(i * 13) % ' + BENCH_USERS + ' + 1')},
  (${TOPICS})[i % 30 + 1] || ': ' || (${KINDS})[i / 30 % 6 + 1] || ' ' || (${AUDIENCES})[i / 180 % 7 + 1],
  'Событие номер ' || i || '. ' || (${TOPICS})[i % 30 + 1] || ' ' || (${AUDIENCES})[i / 7 % 7 + 1]
    || ': доклады, практика и общение с единомышленниками. Регистрация обязательна, места ограничены.',
  s.starts_at,
  s.starts_at + interval '2 hours',
  case c.city when 'Новосибирск' then 'Asia/Novosibirsk' when 'Екатеринбург' then 'Asia/Yekaterinburg'
    else 'Europe/Moscow' end,
  c.city is null,
  case when c.city is not null then 'Площадка ' || (i % 50 + 1) end,
  case when c.city is not null then 'ул. Примерная, ' || (i % 120 + 1) end,
  c.city,
  case when i % 10 < 3 then null else 5 + i % 191 end,
  case when i % 5 < 2 then 0 else 300 + (i % 17) * 100 end,
  (${CATEGORIES})[i % 30 / 5 + 1],
  '/images/events/' || (${CATEGORIES})[i % 30 / 5 + 1] || '.svg',
  i % 97 = 0 and i % 20 > 1,
  case i % 20 when 0 then 'draft' when 1 then 'cancelled' else 'published' end,
  s.starts_at - interval '30 days',
  s.starts_at - interval '30 days'
from generate_series(1, ${events}) i
cross join lateral (
  select now() - interval '60 days' + make_interval(mins => (i * 7919) % (425 * 24 * 60)) as starts_at
) s
cross join lateral (
  select case when i % 7 = 6 then null else (${CITIES})[i % 7 + 1] end as city
) c;`;
}

/** RSVP number r goes to event n = ceil(r / 10) (drafts' share to their neighbour), user distinct per event. */
export function rsvpsSql(events, from, to) {
  return `
set local session_replication_role = replica;
insert into public.rsvps (event_id, user_id, status, created_at, updated_at)
select ${uuidOf('b1000000', 'y.n')},
  ${uuidOf('b0000000', `(y.n * 37 + y.j * 101) % ${BENCH_USERS} + 1`)},
  case when z.m is null or y.j < z.m then 'going' else 'waitlisted' end,
  now() - interval '30 days' + make_interval(mins => y.j),
  now() - interval '30 days'
from generate_series(${from}, ${to}) r
cross join lateral (select (r - 1) / 10 % ${events} + 1 as n0, (r - 1) % 10 as j0) x
cross join lateral (
  select case when x.n0 % 20 = 0 then x.n0 - 1 else x.n0 end as n,
         case when x.n0 % 20 = 0 then x.j0 + 10 else x.j0 end as j
) y
cross join lateral (select case when y.n % 10 < 3 then null else 5 + y.n % 191 end as m) z;`;
}

export const COUNTERS_SQL = `
set local session_replication_role = replica;
update public.events e
   set going_count = c.going, waitlist_count = c.waiting
  from (
    select event_id, count(*) filter (where status = 'going') as going,
           count(*) filter (where status = 'waitlisted') as waiting
      from public.rsvps group by event_id
  ) c
 where c.event_id = e.id;`;

/** Every statement the generator runs, for telling a kept bench database from another. */
export function catalogueDataSql(events, rsvps) {
  return [eventsSql(events), rsvpsSql(events, 1, rsvps), COUNTERS_SQL].join('\n');
}

export async function generateCatalogue(engine, { events = 100_000, rsvps = 1_000_000 } = {}) {
  const timings = [];
  const timed = async (label, fn) => {
    const t = performance.now();
    await fn();
    timings.push(`${label} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const exists = await engine.transaction((sql) =>
    sql.query(`select count(*)::int as n from public.events where id::text like 'b1000000-%'`),
  );
  if (exists.rows[0].n > 0) return 'already generated';
  await timed(`${BENCH_USERS} users + ${events} events`, () => engine.script(eventsSql(events)));
  // Batches keep each transaction (and PGlite's WASM memory) bounded.
  const batch = 250_000;
  await timed(`${rsvps} RSVPs in batches of ${batch}`, async () => {
    for (let from = 1; from <= rsvps; from += batch) {
      await engine.script(rsvpsSql(events, from, Math.min(rsvps, from + batch - 1)));
    }
  });
  await timed('counters', () => engine.script(COUNTERS_SQL));
  await timed('vacuum analyze', async () => {
    if (engine.kind === 'pglite') await engine.mutex.run(() => engine.pg.exec('vacuum analyze'));
    else await engine.pool.query('vacuum analyze');
  });
  return timings.join(', ');
}

/**
 * The catalogue's request exactly as the events page sends it: built by the app's own
 * cataloguePage (src/services/events-catalogue.ts) through supabase-js, whose fetch here only
 * records the URL and headers. A page is one request, GET /rpc/event_catalogue_page; the first
 * page's also counts, capped. Each scenario is { label, requests: [{ path, headers }] }; its
 * latency is the slower of its requests. One scenario per kind of view: paging, text search
 * (frequent, common, absent words), each filter, date presets, each sort, everything at once.
 */
export async function catalogueScenarios(apiUrl, anonKey) {
  const now = new Date();
  const day = (days) => format(addDays(now, days), 'yyyy-MM-dd');
  const scenarios = [
    ['upcoming, first page', {}],
    ['upcoming, page 2', {}, 12],
    ['upcoming, page 10', {}, 108],
    ['search "Kotlin"', { q: 'Kotlin' }],
    ['search "для" (common)', { q: 'для' }],
    ['search, no match', { q: 'несуществующееслово' }],
    ['search "React", page 2', { q: 'React' }, 12],
    // Words as people type them (20261124000100): a beginning, another form of a rare word and
    // of a common one, and a single letter, the widest prefix there is.
    ['search "Kotl" (prefix)', { q: 'Kotl' }],
    ['search "йогой" (form)', { q: 'йогой' }],
    ['search "начинающий" (common form)', { q: 'начинающий' }],
    ['search "п" (one letter)', { q: 'п' }],
    ['search "Kotlin", by price', { q: 'Kotlin', sort: 'price' }],
    ['search "для", by price', { q: 'для', sort: 'price' }],
    ['category food', { category: 'food' }],
    ['today', { date: 'today' }],
    ['this weekend', { date: 'weekend' }],
    ['next 30 days', { date: 'range', from: day(0), to: day(30) }],
    ['online, paid', { format: 'online', price: 'paid' }],
    ['offline, free, Казань', { format: 'offline', price: 'free', city: 'Казань' }],
    ['sort newest', { sort: 'newest' }],
    ['sort price', { sort: 'price' }],
    [
      'search + every filter',
      {
        q: 'Kotlin',
        category: 'technology',
        date: 'range',
        from: day(0),
        to: day(90),
        format: 'offline',
        price: 'paid',
        city: 'Москва',
        sort: 'price',
      },
    ],
  ];
  const sent = [];
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws },
    global: {
      fetch: async (url, init) => {
        sent.push({ url: String(url), headers: Object.fromEntries(new Headers(init?.headers)) });
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    },
  });
  const result = [];
  for (const [label, change, offset = 0] of scenarios) {
    const filters = { ...DEFAULT_FILTERS, ...change };
    const query = { filters, window: dateWindow(filters, now), offset, limit: PAGE_SIZE };
    sent.length = 0;
    // What listEvents (src/services/events-public.ts) sends.
    await cataloguePage(client, query);
    const requests = sent.map(({ url, headers }) => {
      const { pathname, search } = new URL(url);
      return { path: pathname.replace(/^\/rest\/v1/, '') + search, headers };
    });
    result.push({ label, requests });
  }
  // Not what the app sends: issue 5 names an organizer embed; the catalogue's cards show none.
  const [page] = result.at(-1).requests;
  result.push({
    label: '+ organizer embed (issue)',
    requests: [{ ...page, path: `${page.path}&p_organizer=true` }],
  });
  // The floor on this machine at this moment: the same path with next to no database work.
  result.unshift({
    label: 'floor: 6 categories (reference)',
    requests: [{ path: '/categories?select=id', headers: result[0].requests[0].headers }],
  });
  return result;
}

/**
 * Where the database's own time goes: EXPLAIN ANALYZE of the catalogue's statements, as a
 * visitor, in the shape public.event_catalogue_page gives them (the page and the count of the same filters), with
 * the values inline (custom plans). Printed beside the HTTP figures, so a slow scenario can be
 * told apart from a busy machine or a queue in front of a single-session database.
 */
export async function explainCatalogue(engine) {
  const columns =
    'id,title,starts_at,ends_at,time_zone,is_online,venue_name,city,price,max_attendees,going_count,cover_url,category_id,status,featured';
  const soonest = 'starts_at, id';
  const ts = (q) => `search @@ private.catalogue_tsquery('${q}')`;
  const scenarios = [
    ['upcoming, first page', [], soonest],
    ['upcoming, page 10', [], soonest, 108, false],
    ['search "Kotlin"', [ts('Kotlin')], soonest],
    ['search "для" (common)', [ts('для')], soonest],
    // A word the planner does not know: the function sorts its matches (none), as by price.
    ['search, no match', [ts('несуществующееслово')], `starts_at + interval '0 s', id`],
    ['search "React", page 2', [ts('React')], soonest, 12, false],
    ['search "Kotl" (prefix)', [ts('Kotl')], soonest],
    ['search "йогой" (form)', [ts('йогой')], soonest],
    ['search "начинающий" (common form)', [ts('начинающий')], soonest],
    ['search "п" (one letter)', [ts('п')], soonest],
    // As the function orders a search by price: the matches sorted, no walk of the price index.
    ['search "Kotlin", by price', [ts('Kotlin')], '(price + 0), starts_at, id'],
    // A common word: the planner expects more than 5,000 matches, so the function walks the index.
    ['search "для", by price', [ts('для')], 'price, starts_at, id'],
    ['category food', [`category_id = 'food'`], soonest],
    ['next 30 days', [`starts_at <= now() + interval '30 days'`], soonest],
    ['online, paid', ['is_online = true', 'price > 0'], soonest],
    ['offline, free, Казань', ['is_online = false', 'price = 0', `city ilike 'Казань'`], soonest],
    ['sort newest', [], 'created_at desc, id'],
    ['sort price', [], 'price, starts_at, id'],
    [
      'search + every filter',
      [
        ts('Kotlin'),
        `category_id = 'technology'`,
        `starts_at <= now() + interval '90 days'`,
        'is_online = false',
        'price > 0',
        `city ilike 'Москва'`,
      ],
      'price, starts_at, id',
    ],
  ];
  const lines = [
    'EXPLAIN ANALYZE as anon (database time only)     total ms  capped count ms  exact count ms  buffers  plan',
  ];
  const explain = (sql) =>
    engine.asUser({ role: 'anon' }, async (sql_) => {
      const result = await sql_.query(`explain (analyze, buffers, format json) ${sql}`);
      const value = Object.values(result.rows[0])[0];
      return (typeof value === 'string' ? JSON.parse(value) : value)[0];
    });
  // A walk in start order starts at the first event that can still be running (20261128000100).
  const { starts_after } = await engine.asUser({ role: 'anon' }, async (sql) => {
    const { rows } =
      await sql.query(`select (now() - max(ends_at - starts_at))::text as starts_after
      from public.event_catalogue where status = 'published' and ends_at > starts_at`);
    return rows[0];
  });
  for (const [label, filters, order, offset = 0, counted = true] of scenarios) {
    const where = [`status = 'published'`, 'ends_at >= now()', ...filters].join(' and ');
    const from = `from public.event_catalogue where ${where}`;
    const walked =
      order === soonest && starts_after ? `${from} and starts_at >= '${starts_after}'` : from;
    // The capped count as public.event_catalogue_page runs it (at most cap + 1 rows; a city
    // without a text search as lower(city) = lower(...)).
    const countFrom = from.includes('catalogue_tsquery')
      ? from
      : from.replace(/city ilike ('[^'%_*\\]*')/, 'lower(city) = lower($1)');
    // Newest first when only the window's start is given, as the function does.
    const newest = filters.length === 0 ? ' order by created_at desc, id' : '';
    const count = counted
      ? `(select count(*) from (select 1 ${countFrom}${newest} limit ${CATALOGUE_COUNT_CAP + 1}) c)`
      : 'null';
    // The statement public.event_catalogue_page builds and runs.
    const plan =
      await explain(`select json_build_object('items', (select coalesce(json_agg(p), '[]'::json)
      from (select ${columns} ${walked} order by ${order} offset ${offset} limit 12) p), 'total', ${count})`);
    // What the first page's count=exact cost before the cap, for comparison.
    const exact = counted ? await explain(`select count(*) ${from}`) : null;
    // The capped count alone, for its share of the total.
    const capped = counted ? await explain(`select ${count}`) : null;
    const nodes = [];
    const walk = (node) => {
      if (/Scan/.test(node['Node Type'])) {
        nodes.push(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan.Plan);
    // Pages touched by the page and its capped count: the same on a busy machine as on a quiet one.
    const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    lines.push(
      `  ${label.padEnd(44)}${plan['Execution Time'].toFixed(2).padStart(9)}${(capped ? capped['Execution Time'].toFixed(2) : '-').padStart(17)}${(exact ? exact['Execution Time'].toFixed(2) : '-').padStart(16)}${String(buffers).padStart(9)}  ${[...new Set(nodes)].join(', ')}`,
    );
  }
  return lines.join('\n');
}

/**
 * Each scenario's call of public.event_catalogue_page exactly as the app sends it (the arguments
 * of its request), EXPLAIN ANALYZE'd as a visitor: the function's own milliseconds and buffers,
 * every statement it chooses to run included. explainCatalogue's rows show one statement each,
 * written out by hand; a function that reads a search in several statements shows here.
 */
export async function explainFunction(engine, scenarios) {
  const lines = [
    'public.event_catalogue_page as the app calls it, as anon (third call)   total ms  buffers',
  ];
  for (const { label, requests } of scenarios) {
    const call = requests.find((r) => r.path.startsWith('/rpc/event_catalogue_page'));
    if (!call) continue;
    const params = [...new URL(call.path, 'http://localhost').searchParams];
    const args = params.map(([name], i) => `${name} => $${i + 1}`).join(', ');
    let plan;
    // The first calls in a session also read the catalog and compile the function.
    for (let i = 0; i < 3; i++) {
      plan = await engine.asUser({ role: 'anon' }, async (sql) => {
        const result = await sql.query(
          `explain (analyze, buffers, format json) select public.event_catalogue_page(${args})`,
          params.map(([, value]) => value),
        );
        const value = Object.values(result.rows[0])[0];
        return (typeof value === 'string' ? JSON.parse(value) : value)[0];
      });
    }
    const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    lines.push(
      `  ${label.padEnd(68)}${plan['Execution Time'].toFixed(2).padStart(9)}${String(buffers).padStart(9)}`,
    );
  }
  return lines.join('\n');
}
