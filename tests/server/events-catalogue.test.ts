import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type EventFilters } from '../../machines/events/filters';
import type { Engine } from '../../server/db/engine';
import { migrate } from '../../server/db/migrate';
import { openPgliteThread } from '../../server/db/pglite-thread';
import { openPostgres } from '../../server/db/postgres';
import { REPO_ROOT } from '../../server/stack';
import {
  type CataloguePageAnswer,
  type ListEventsQuery,
  CATALOGUE_COUNT_CAP,
  SUMMARY,
  cataloguePage,
} from '../../src/services/events-catalogue';
import { adminClient, createMember, deleteMembers, eventRow, type Member } from './events-fixtures';
import { freshDatabase } from './support/child-stack';
import { anonClient, serviceClient, stack, type Client } from './support/stack';

/**
 * The catalogue request the app sends (src/services/events-catalogue.ts: one call of
 * public.event_catalogue_page), run as a visitor against the real view and the indexes of
 * 20261122000300_event_catalogue_at_scale.sql: the rows, their order across pages and the count
 * must be exactly what the filters mean. A word only these events contain keeps other tests'
 * events out.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WORD = `catalog${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

let visitor: Client;
let organizer: Member;
let member: Member;
type Row = { id: string; starts_at: string; created_at: string; price: number | string } & Record<
  string,
  unknown
>;
let listed: Row[];
let hidden: string[];

beforeAll(async () => {
  visitor = anonClient();
  organizer = await createMember('catalogue');
  member = await createMember('catalogue-member');
  const now = Date.now();
  const upcoming = Array.from({ length: 26 }, (_, i) => {
    // Two events start at the same instant: the id must keep their order stable across pages.
    const starts = now + (i === 11 ? 11 : i + 1) * DAY;
    const online = i % 3 === 0;
    return eventRow(organizer.id, {
      title: `Встреча ${WORD} ${i}`,
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 2 * HOUR).toISOString(),
      category_id: i % 2 ? 'food' : 'technology',
      is_online: online,
      venue_name: online ? null : 'Площадка',
      address: online ? null : 'ул. Примерная, 1',
      city: online ? null : i % 2 ? 'Казань' : 'Москва',
      price: i % 4 === 0 ? 0 : 300 + i * 10,
    });
  });
  const running = eventRow(organizer.id, {
    title: `Идёт сейчас ${WORD}`,
    starts_at: new Date(now - HOUR).toISOString(),
    ends_at: new Date(now + HOUR).toISOString(),
  });
  const service = serviceClient();
  const shown = await service
    .from('events')
    .insert([...upcoming, running], { defaultToNull: false })
    .select();
  expect(shown.error).toBeNull();
  listed = shown.data as Row[];
  const notShown = await service
    .from('events')
    .insert(
      [
        eventRow(organizer.id, {
          title: `Закончилась ${WORD}`,
          starts_at: new Date(now - 3 * HOUR).toISOString(),
          ends_at: new Date(now - HOUR).toISOString(),
        }),
        eventRow(organizer.id, { title: `Черновик ${WORD}`, status: 'draft' }),
        eventRow(organizer.id, { title: `Отменена ${WORD}`, status: 'cancelled' }),
      ],
      { defaultToNull: false },
    )
    .select('id');
  expect(notShown.error).toBeNull();
  hidden = notShown.data!.map((r) => r.id);
});

afterAll(async () => {
  await deleteMembers([organizer, member]);
});

const bySoonest = (a: Row, b: Row) =>
  Date.parse(a.starts_at) - Date.parse(b.starts_at) || (a.id < b.id ? -1 : 1);

async function ask(
  filters: Partial<EventFilters>,
  {
    offset = 0,
    limit = 12,
    window = { from: new Date(), to: null },
    cap,
    as = visitor,
  }: Partial<ListEventsQuery> & { cap?: number; as?: Client } = {},
) {
  const { data, error } = await cataloguePage(
    as,
    { filters: { ...DEFAULT_FILTERS, q: WORD, ...filters }, window, offset, limit },
    cap,
  );
  expect(error).toBeNull();
  return data as unknown as CataloguePageAnswer;
}

async function page(filters: Partial<EventFilters>, offset: number) {
  const { items, total } = await ask(filters, { offset });
  return { ids: items.map((r) => r.id), total };
}

async function all(filters: Partial<EventFilters>, extra?: Partial<ListEventsQuery>) {
  return (await ask(filters, { limit: 100, ...extra })).items.map((r) => r.id);
}

/** The first page's capped count for the same filters, as the app asks for it. */
async function counted(
  filters: Partial<EventFilters>,
  options: Partial<ListEventsQuery> & { cap?: number; as?: Client } = {},
) {
  return (await ask(filters, { ...options, offset: 0, limit: 1 })).total;
}

describe('the catalogue query', () => {
  it('pages through upcoming and running events in start order, counting on the first page only', async () => {
    const first = await page({}, 0);
    const second = await page({}, 12);
    const third = await page({}, 24);
    expect([first.total, second.total, third.total]).toEqual([listed.length, null, null]);
    expect([...first.ids, ...second.ids, ...third.ids]).toEqual(
      [...listed].sort(bySoonest).map((r) => r.id),
    );
  });

  it('pages through a search by price: its matches sorted once, counted on the first page', async () => {
    const pages = await Promise.all([0, 12, 24].map((offset) => page({ sort: 'price' }, offset)));
    expect(pages.map((p) => p.total)).toEqual([listed.length, null, null]);
    expect(pages.flatMap((p) => p.ids)).toEqual(
      [...listed]
        .sort((a, b) => Number(a.price) - Number(b.price) || bySoonest(a, b))
        .map((r) => r.id),
    );
  });

  it('leaves out ended events, drafts and cancelled events', async () => {
    const ids = await all({});
    for (const id of hidden) expect(ids).not.toContain(id);
  });

  it('narrows by category, format, price and city as the filters mean', async () => {
    const expectIds = (ids: string[], keep: (r: Row) => boolean) =>
      expect([...ids].sort()).toEqual(
        listed
          .filter(keep)
          .map((r) => r.id)
          .sort(),
      );
    expectIds(await all({ category: 'food' }), (r) => r.category_id === 'food');
    expectIds(await all({ format: 'online' }), (r) => r.is_online === true);
    expectIds(await all({ format: 'offline' }), (r) => r.is_online === false);
    expectIds(await all({ price: 'free' }), (r) => Number(r.price) === 0);
    expectIds(await all({ price: 'paid' }), (r) => Number(r.price) > 0);
    expectIds(await all({ city: 'Казань' }), (r) => r.city === 'Казань');
    // What someone types is matched literally: neither % nor * is a wildcard.
    expect(await all({ city: 'Каз%' })).toEqual([]);
    expect(await all({ city: 'Каз*' })).toEqual([]);
    expect(await all({ city: 'каЗАНь' })).toHaveLength(
      listed.filter((r) => r.city === 'Казань').length,
    );
    expect(await all({ category: 'food', format: 'offline', price: 'paid' })).toHaveLength(
      listed.filter((r) => r.category_id === 'food' && !r.is_online && Number(r.price) > 0).length,
    );
  });

  it('keeps a date window: running at its start, starting before its end', async () => {
    const from = new Date();
    const to = new Date(Date.now() + 5.5 * DAY);
    const ids = await all({}, { window: { from, to } });
    expect(ids).toEqual(
      listed
        .filter((r) => Date.parse(r.starts_at) <= to.getTime())
        .sort(bySoonest)
        .map((r) => r.id),
    );
    expect(ids).toHaveLength(6);
  });

  // 20261128000100: the walk in start order begins at the window's start less the longest
  // event's duration, not at the first event ever. An event that began weeks ago and still runs
  // is the first one it must meet.
  it('lists first an event that began weeks before the window and still runs', async () => {
    const word = `dolgo${WORD}`;
    const city = `Долгий${WORD}`;
    const now = Date.now();
    const spans = { long: [-40 * DAY, 2 * DAY], soon: [DAY, DAY + HOUR], over: [-40 * DAY, -DAY] };
    const { data, error } = await serviceClient()
      .from('events')
      .insert(
        Object.entries(spans).map(([name, [start, end]]) =>
          eventRow(organizer.id, {
            title: `${name} ${word}`,
            city,
            starts_at: new Date(now + start!).toISOString(),
            ends_at: new Date(now + end!).toISOString(),
          }),
        ),
        { defaultToNull: false },
      )
      .select('id, title');
    expect(error).toBeNull();
    const id = (name: string) => data!.find((r) => r.title === `${name} ${word}`)!.id;
    // Without a text search the city is tested along the start index (the walk); with one, the
    // few matches are sorted.
    for (const q of ['', word]) {
      const { items, total } = await ask({ q, city });
      expect({ q, ids: items.map((r) => r.id), total }).toEqual({
        q,
        ids: [id('long'), id('soon')],
        total: 2,
      });
    }
  });

  it('sorts by newest and by price, the id breaking ties', async () => {
    expect(await all({ sort: 'newest' })).toEqual(
      [...listed]
        .sort(
          (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? -1 : 1),
        )
        .map((r) => r.id),
    );
    expect(await all({ sort: 'price' })).toEqual(
      [...listed]
        .sort((a, b) => Number(a.price) - Number(b.price) || bySoonest(a, b))
        .map((r) => r.id),
    );
  });

  it('finds nothing, and counts nothing, for a word no event has', async () => {
    const { ids } = await page({ q: `${WORD}нет` }, 0);
    expect(ids).toEqual([]);
    expect(await counted({ q: `${WORD}нет` })).toBe(0);
  });
});

describe('the answer', () => {
  it('carries the summary’s fields and nothing else', async () => {
    const { items } = await ask({}, { limit: 1 });
    expect(Object.keys(items[0]!).sort()).toEqual(SUMMARY.split(',').sort());
  });

  it('embeds each event’s organizer when asked (the catalogue query issue 5 names)', async () => {
    const { data, error } = await visitor.rpc(
      'event_catalogue_page',
      { p_from: new Date().toISOString(), p_q: WORD, p_limit: 3, p_organizer: true },
      { get: true },
    );
    expect(error).toBeNull();
    const { items } = data as unknown as { items: { organizer: Record<string, unknown> }[] };
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.organizer).toEqual({
        id: organizer.id,
        full_name: expect.any(String),
        avatar_url: null,
      });
    }
  });
});

describe('the helper behind the function', () => {
  it('is out of the API’s reach: private.planned_rows plans whatever statement it is given', async () => {
    const args = { statement: 'select 1', p_from: new Date().toISOString() };
    const unqualified = await visitor.rpc('planned_rows' as never, args as never);
    expect(unqualified.status).toBe(404);
    const qualified = await visitor
      .schema('private' as never)
      .rpc('planned_rows' as never, args as never);
    expect(qualified.status).toBe(406);
    expect(qualified.error?.message).toMatch(/schema/i);
  });
});

describe('the capped count', () => {
  const inFiveAndAHalfDays = () => ({ from: new Date(), to: new Date(Date.now() + 5.5 * DAY) });
  // Every combination the list's tests use, and a few more.
  const combinations: [string, Partial<EventFilters>, (() => ListEventsQuery['window'])?][] = [
    ['no filter', {}],
    ['category', { category: 'food' }],
    ['online', { format: 'online' }],
    ['offline', { format: 'offline' }],
    ['free', { price: 'free' }],
    ['paid', { price: 'paid' }],
    ['city', { city: 'Казань' }],
    ['city in other case', { city: 'казань' }],
    ['city with a literal %', { city: 'Каз%' }],
    ['city with a literal *', { city: 'Каз*' }],
    ['category, offline, paid', { category: 'food', format: 'offline', price: 'paid' }],
    ['online, free, technology', { category: 'technology', format: 'online', price: 'free' }],
    ['a date window', {}, inFiveAndAHalfDays],
    ['a date window and a city', { city: 'Москва' }, inFiveAndAHalfDays],
    ['a word no event has', { q: `${WORD}нет` }],
    ['websearch syntax', { q: `"Встреча ${WORD}" -нет` }],
    ['another form of a word', { q: `встречи ${WORD}` }],
    ['a word’s beginning', { q: `Встр ${WORD}` }],
    ['sorted by price (the sort changes nothing)', { sort: 'price' }],
  ];

  it.each(combinations)('equals the list’s length: %s', async (label, filters, window) => {
    const w = window?.() ?? { from: new Date(), to: null };
    const ids = await all(filters, { window: w });
    // Equal lengths only mean something when there is something to count.
    if (!/no event|literal/.test(label)) expect(ids.length).toBeGreaterThan(0);
    expect(await counted(filters, { window: w })).toBe(ids.length);
  });

  it('equals the list’s length for a city without a text search (the city index)', async () => {
    const city = `Город${WORD}`;
    const rows = [0, 1, 2].map((i) =>
      eventRow(organizer.id, {
        title: `Встреча в городе ${i}`,
        city,
        price: i === 0 ? 0 : 500,
        starts_at: new Date(Date.now() + (i + 1) * DAY).toISOString(),
        ends_at: new Date(Date.now() + (i + 1) * DAY + HOUR).toISOString(),
      }),
    );
    const { error } = await serviceClient().from('events').insert(rows, { defaultToNull: false });
    expect(error).toBeNull();
    for (const filters of [
      { city },
      { city: city.toUpperCase() },
      { city, price: 'free' as const },
    ]) {
      const ids = await all({ q: '', ...filters });
      expect(ids.length).toBeGreaterThan(0);
      expect(await counted({ q: '', ...filters })).toBe(ids.length);
    }
  });

  it('says how many there are up to the cap, and cap + 1 beyond it', async () => {
    expect(await counted({}, { cap: 27 })).toBe(27);
    expect(await counted({}, { cap: 26 })).toBe(27);
    expect(await counted({}, { cap: 5 })).toBe(6);
    expect(await counted({}, { cap: 1 })).toBe(2);
    expect(await counted({ category: 'food' }, { cap: 3 })).toBe(4);
  });

  it('counts published events only, whoever asks: no drafts or cancelled ones', async () => {
    const admin = await adminClient();
    for (const as of [visitor, member.client, organizer.client, admin]) {
      expect(await counted({}, { as })).toBe(listed.length);
      expect(await counted({ q: `Черновик ${WORD}` }, { as })).toBe(0);
      expect(await counted({ q: `Отменена ${WORD}` }, { as })).toBe(0);
    }
  });

  it('answers bad arguments with a 4xx and a clear error, never a 5xx', async () => {
    const from = new Date().toISOString();
    const bad: [string, Record<string, unknown>][] = [
      ['unknown price', { p_from: from, p_price: 'cheap' }],
      ['cap 0', { p_from: from, p_cap: 0 }],
      ['cap too big', { p_from: from, p_cap: 1_000_000 }],
      ['cap not a number', { p_from: from, p_cap: 'many' }],
      ['a date that is none', { p_from: 'yesterday-ish' }],
      ['no start of the window', { p_to: from }],
      ['a null start', { p_from: null }],
      ['online not a boolean', { p_from: from, p_online: 'maybe' }],
      ['a search of 500 characters', { p_from: from, p_q: 'я'.repeat(500) }],
      ['unknown sort', { p_from: from, p_sort: 'popular' }],
      ['negative offset', { p_from: from, p_offset: -12 }],
      ['offset too far', { p_from: from, p_offset: 1_000_000 }],
      ['limit 0', { p_from: from, p_limit: 0 }],
      ['limit too big', { p_from: from, p_limit: 1000 }],
      ['organizer not a boolean', { p_from: from, p_organizer: 'x' }],
      ['an argument it does not take', { p_from: from, p_status: 'draft' }],
    ];
    for (const [label, args] of bad) {
      for (const get of [true, false]) {
        const { status, error } = await visitor.rpc('event_catalogue_page', args as never, {
          get,
        });
        expect({ label, get, status, clientError: status >= 400 && status < 500 }).toEqual({
          label,
          get,
          status,
          clientError: true,
        });
        expect(error).not.toBeNull();
      }
    }
    const { error } = await visitor.rpc('event_catalogue_page', {
      p_from: from,
      p_price: 'cheap',
    });
    expect(error?.message).toBe('catalogue_page_invalid');
  });

  // The walk in start order starts at the window's start less the longest event
  // (20261128000100): at the earliest timestamp there is, that would be out of range.
  it('answers a window from the first or last instant there is, or from infinity', async () => {
    for (const p_from of ['4714-11-24 00:00:00+00 BC', '-infinity', 'infinity']) {
      const { status, error } = await visitor.rpc(
        'event_catalogue_page',
        { p_from, p_limit: 1, p_cap: 1 },
        { get: true },
      );
      expect({ p_from, status, error }).toEqual({ p_from, status: 200, error: null });
    }
  });
});

describe('the catalogue indexes', () => {
  let engine: Engine;

  beforeAll(async () => {
    const server = stack().databaseUrl;
    // PGlite in its own thread: in this thread its migrations would hold the event loop for
    // seconds, the stack would close idle keep-alive sockets meanwhile, and whichever test ran
    // next (in a shuffled order) would send its request down a closed socket.
    engine = server
      ? await openPostgres(await freshDatabase(server))
      : await openPgliteThread(null);
    await migrate(engine, { root: REPO_ROOT, seed: false });
  });

  afterAll(async () => {
    await engine?.close();
  });

  // PostgREST sends values as parameters of prepared statements, and PostgreSQL may switch a
  // statement to its generic plan: `status = $1` can then prove no partial index's predicate, and
  // each request scanned the whole table. With sequential scans priced out, a plan that still
  // scans events sequentially has no index to use.
  it.each([
    ['soonest', 'starts_at, id', ''],
    ['category', 'starts_at, id', 'and category_id = $3'],
    ['newest', 'created_at desc, id', ''],
    ['price', 'price, starts_at, id', ''],
  ])('serve the %s list and its count in generic plans too', async (_, order, extra) => {
    const where = `status = $1 and ends_at >= $2 ${extra}`;
    const plan = await engine.asUser({ role: 'anon' }, async (sql) => {
      await sql.query(`set local plan_cache_mode = force_generic_plan`);
      await sql.query(`set local enable_seqscan = off`);
      await sql.query(
        `prepare catalogue_page (text, timestamptz, text) as
           select id, title from public.event_catalogue where ${where} order by ${order} limit 12`,
      );
      await sql.query(
        `prepare catalogue_count (text, timestamptz, text) as
           select count(*) from public.event_catalogue where ${where}`,
      );
      const lines: string[] = [];
      for (const name of ['catalogue_page', 'catalogue_count']) {
        const { rows } = await sql.query<Record<string, string>>(
          `explain (costs off) execute ${name}('published', now(), 'food')`,
        );
        lines.push(...rows.map((r) => Object.values(r)[0]!));
        await sql.query(`deallocate ${name}`);
      }
      return lines.join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on events/);
    // Which one is the planner's call (the table is empty here); that it has one is the point.
    expect(plan).toMatch(/events_catalogue_\w+_idx/);
  });

  // 20261128000110: a text search by price reads its matches a band of price steps at a time
  // from events_catalogue_search_price_idx. Its page and count must be what sorting every match
  // gives, and the steps' lexemes must be out of every search's reach. The planner's estimate is
  // passed in, so the bands are read even on a table this small.
  it('read a search by price band by band: the same page and count as sorting every match', async () => {
    const word = 'polosa';
    const prices = [0, 0, 0.5, 99.99, 100, 150, 300, 300, 1000, 2500, 99999999.99];
    const cases: [string, string | null, number, number, number | null][] = [
      [word, null, 0, 5, 7],
      [word, null, 5, 5, null],
      [word, null, 0, 100, 100],
      [word, null, 60, 12, null],
      [word, 'paid', 0, 3, 2],
      [word, 'paid', 0, 100, 100],
      ['price', null, 0, 12, 100],
      ['price', 'paid', 0, 12, 100],
    ];
    // In a transaction rolled back at the end: the other plan tests here expect an empty table.
    const rolledBack = new Error('rolled back');
    let answers: unknown[] = [];
    const run = engine.transaction(async (sql) => {
      await sql.query(`set local session_replication_role = replica`);
      await sql.query(`insert into public.events (organizer_id, title, description, starts_at, ends_at, is_online,
        venue_name, address, city, category_id, price, status)
      select gen_random_uuid(), 'Событие ' || i || ' ${word}', 'Проверка полос цены',
        now() + make_interval(hours => i % 7), now() + make_interval(hours => i % 7 + 2), false,
        'Площадка', 'ул. Примерная, 1', 'Москва', 'technology',
        (array[${prices.join(', ')}]::numeric[])[i % ${prices.length} + 1], 'published'
      from generate_series(1, 70) i`);
      await sql.query(`analyze public.events`);
      await sql.query(`set local session_replication_role = origin`);
      await sql.query(`set local role anon`);
      const out: unknown[] = [];
      for (const [q, price, offset, limit, cap] of cases) {
        const args = [q, price, offset, limit, cap];
        const bands = await sql.query<{
          answer: { items: { id: string }[]; total: number | null };
        }>(
          `select private.catalogue_price_bands(now(), $2, $3, $4, $5,
             private.catalogue_tsquery($1), 'e.id, e.price, e.starts_at', 1000, true) as answer`,
          args,
        );
        const sorted = await sql.query<{ ids: string[] | null; n: number }>(
          `select (select array_agg(id) from (select e.id from public.event_catalogue e
               where e.status = 'published' and e.ends_at >= now()
                 and e.search @@ private.catalogue_tsquery($1) and ($2::text is null or e.price > 0)
               order by e.price, e.starts_at, e.id offset $3 limit $4) s) as ids,
             (select count(*)::int from public.event_catalogue e
               where e.status = 'published' and e.ends_at >= now()
                 and e.search @@ private.catalogue_tsquery($1) and ($2::text is null or e.price > 0)
             ) as n`,
          args.slice(0, 4),
        );
        const { answer } = bands.rows[0]!;
        const { ids, n } = sorted.rows[0]!;
        out.push({
          args,
          bands: answer && { ids: answer.items.map((r) => r.id), total: answer.total },
          sorted: { ids: ids ?? [], total: cap === null ? null : Math.min(n, cap + 1) },
        });
      }
      answers = out;
      throw rolledBack;
    });
    await expect(run).rejects.toBe(rolledBack);
    for (const answer of answers as { args: unknown[]; bands: unknown; sorted: unknown }[]) {
      expect({ args: answer.args, ids: answer.bands }).toEqual({
        args: answer.args,
        ids: answer.sorted,
      });
    }
    // There was something to find, across more bands than one.
    expect((answers[2] as { sorted: { total: number } }).sorted.total).toBe(70);
  });

  // event_catalogue_page's count for a city as people type it (20261122000600): the city
  // is an index condition, not an ilike tested on every published event.
  it('serve the capped count of a city from the city index', async () => {
    const plan = await engine.asUser({ role: 'anon' }, async (sql) => {
      await sql.query(`set local enable_seqscan = off`);
      const { rows } = await sql.query<Record<string, string>>(
        `explain (costs off) select count(*) from (select 1 from public.event_catalogue e
           where e.status = 'published' and e.ends_at >= now() and lower(e.city) = lower('Казань')
           limit ${CATALOGUE_COUNT_CAP + 1}) s`,
      );
      return rows.map((r) => Object.values(r)[0]!).join('\n');
    });
    expect(plan).toMatch(/events_catalogue_city_idx/);
    expect(plan).toMatch(/Index Cond: .*lower\(city\)/);
  });

  // event_catalogue_page's count with only the window's start (20261122000600): newest first
  // reads the events still to come first, in index order, with no sort of every upcoming event.
  it('serve the capped count without filters newest first from the newest index', async () => {
    const plan = await engine.asUser({ role: 'anon' }, async (sql) => {
      await sql.query(`set local enable_seqscan = off`);
      const { rows } = await sql.query<Record<string, string>>(
        `explain (costs off) select count(*) from (select 1 from public.event_catalogue e
           where e.status = 'published' and e.ends_at >= now() order by e.created_at desc, e.id
           limit ${CATALOGUE_COUNT_CAP + 1}) s`,
      );
      return rows.map((r) => Object.values(r)[0]!).join('\n');
    });
    expect(plan).toMatch(/events_catalogue_newest_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
