import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../machines/events/filters';
import { type CataloguePageAnswer, cataloguePage } from '../../src/services/events-catalogue';
import { createMember, deleteMembers, eventRow, type Member } from './events-fixtures';
import { anonClient, serviceClient, type Client } from './support/stack';

/**
 * The catalogue's text search as people type (20261124000100_catalogue_search_forms.sql): a word
 * as a prefix, in its Russian, English, French and German forms, with websearch's quotes, minus
 * and or, through the app's own request (public.event_catalogue_page, as a visitor). Every event
 * here also carries a word no other test has, and every search adds it, so other tests' events
 * stay out of the answers.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WORD = `poisk${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

// Key: title, description. The keys name the events in the expectations.
const EVENTS = {
  yoga: ['Йога на рассвете', 'Занятие для новичков и опытных'],
  beginners: ['Курс для новичков', 'Основы за один вечер'],
  chess: ['Новичок в шахматах', 'Разбор партий'],
  coding: ['Курсы программирования', 'Восемь недель практики'],
  painting: ['Курс живописи', 'Масло и акварель'],
  cursor: ['Курсор и мышь', 'История интерфейсов'],
  alumni: ['Встречи выпускников', 'Вспоминаем годы учёбы'],
  dances: ['Танцы для всех', 'Сальса и бачата'],
  kotlin: ['Kotlin Meetup', 'Coroutines in practice'],
  morning: ['Morning runs in the park', 'Five kilometres at an easy pace'],
  together: ['We run together', 'Every Sunday'],
  club: ['Running club', 'Intervals on the track'],
  paris: ['Les cafés de Paris', 'Promenade gourmande'],
  creme: ['Un café crème', 'Dégustation au comptoir'],
  friends: ['Ein Treffen der Freunde', 'Spiele und Gespräche'],
  ending: ['Des Treffens Ende', 'Abschied im Garten'],
  workshop: ['Мастер-класс по керамике', 'Гончарный круг для начинающих'],
} as const;
type Name = keyof typeof EVENTS;

let visitor: Client;
let organizer: Member;
const ids = new Map<string, Name>();

beforeAll(async () => {
  visitor = anonClient();
  organizer = await createMember('catalogue-search');
  const now = Date.now();
  const rows = Object.entries(EVENTS).map(([, [title, description]], i) =>
    eventRow(organizer.id, {
      title: `${title} ${WORD}`,
      description,
      starts_at: new Date(now + (i + 1) * DAY).toISOString(),
      ends_at: new Date(now + (i + 1) * DAY + 2 * HOUR).toISOString(),
    }),
  );
  const { data, error } = await serviceClient()
    .from('events')
    .insert(rows, { defaultToNull: false })
    .select('id, title');
  expect(error).toBeNull();
  const names = Object.keys(EVENTS) as Name[];
  for (const row of data!) {
    const name = names.find((n) => row.title === `${EVENTS[n][0]} ${WORD}`)!;
    ids.set(row.id, name);
  }
});

afterAll(async () => {
  await deleteMembers([organizer]);
});

/** The names of the events a search finds (with the test's own word), and its first-page count. */
async function search(q: string): Promise<{ names: Name[]; total: number | null }> {
  const { data, error } = await cataloguePage(
    visitor,
    {
      filters: { ...DEFAULT_FILTERS, q: `${q} ${WORD}` },
      window: { from: new Date(), to: null },
      offset: 0,
      limit: 100,
    },
    100,
  );
  expect(error).toBeNull();
  const { items, total } = data as unknown as CataloguePageAnswer;
  return { names: items.map((r) => ids.get(r.id)!).sort(), total };
}

async function found(q: string): Promise<Name[]> {
  const { names, total } = await search(q);
  expect(total).toBe(names.length);
  return names;
}

describe('the catalogue search', () => {
  it.each<[string, Name[]]>([
    ['йог', ['yoga']],
    ['Kotl', ['kotlin']],
    ['новичо', ['chess']],
    ['Встре', ['alumni']],
  ])('finds a word by its beginning, as people type: %s', async (q, names) => {
    expect(await found(q)).toEqual(names);
  });

  it.each<[string, Name[]]>([
    ['новичок', ['beginners', 'chess', 'yoga']],
    ['новичков', ['beginners', 'chess', 'yoga']],
    ['новичкам', ['beginners', 'chess', 'yoga']],
    ['курсы', ['beginners', 'coding', 'painting']],
    ['курсов', ['beginners', 'coding', 'painting']],
    ['встреча', ['alumni']],
    ['встречу', ['alumni']],
    ['танец', ['dances']],
    ['начинающий', ['workshop']],
  ])('finds the Russian forms of a word: %s', async (q, names) => {
    expect(await found(q)).toEqual(names);
  });

  it.each<[string, Name[]]>([
    ['running', ['club', 'morning', 'together']],
    ['runs', ['club', 'morning', 'together']],
    ['run', ['club', 'morning', 'together']],
    ['cafés', ['creme', 'paris']],
    ['café', ['creme', 'paris']],
    ['Treffen', ['ending', 'friends']],
    ['Treffens', ['ending', 'friends']],
  ])('finds the English, French and German forms of a word: %s', async (q, names) => {
    expect(await found(q)).toEqual(names);
  });

  it.each<[string, Name[]]>([
    ['Python', []],
    ['йогурт', []],
    ['курсор', ['cursor']],
    ['бег', []],
    ['Kotlinx', []],
    ['Treffpunkt', []],
  ])('finds no unrelated word: %s', async (q, names) => {
    // A stem matches exactly: «курсы» finds «курс», never «курсор»; a longer word is no prefix.
    expect(await found(q)).toEqual(names);
  });

  it('needs every word, each in any of its forms', async () => {
    expect(await found('йог новичок')).toEqual(['yoga']);
    expect(await found('курсы новичков')).toEqual(['beginners']);
    expect(await found('курсы Kotlin')).toEqual([]);
  });

  it('keeps websearch’s syntax: "phrases", -excluded words and or', async () => {
    expect(await found('"курс для новичков"')).toEqual(['beginners']);
    expect(await found('"курсы для новичка"')).toEqual(['beginners']);
    expect(await found('"новичков для курс"')).toEqual([]);
    expect(await found('курсы -новичков')).toEqual(['coding', 'painting']);
    expect(await found('курсы -"для новичков"')).toEqual(['coding', 'painting']);
    expect(await found('танцы or йога')).toEqual(['dances', 'yoga']);
    expect(await found('мастер-класс')).toEqual(['workshop']);
    expect(await found('"мастер-класс по керамике"')).toEqual(['workshop']);
  });

  it('reads operators and quotes as what they are, never as query syntax or an error', async () => {
    const typed = [
      `'`,
      `"`,
      `"""`,
      `\\`,
      `\\'`,
      `''`,
      `:*`,
      `йог:*`,
      `'йог':*`,
      `йог:A`,
      `йог & | ! <-> <2> ( ) *`,
      `!!йог`,
      `(йог | Kotlin)`,
      `-`,
      `--йог`,
      `- -`,
      `or`,
      `or or йог or`,
      `"-йог"`,
      `"йог`,
      `йог"`,
      `'; drop table public.events; --`,
      `$$ $1 %s %`,
      `a@b.ru http://example.com/path?x=1 3.14 -1 1e10 v1.2.3`,
      `<b>йог</b> &amp;`,
      `😀 ё Ё йо-йо`,
      'я'.repeat(180),
      'к '.repeat(90),
      '"к-'.repeat(45),
    ];
    for (const q of typed) {
      for (const get of [true, false]) {
        const { status, error } = await visitor.rpc(
          'event_catalogue_page',
          { p_from: new Date().toISOString(), p_q: `${q} ${WORD}`, p_cap: 100 },
          { get },
        );
        expect({ q, get, status, error }).toEqual({ q, get, status: 200, error: null });
      }
    }
    // Punctuation around a word is only a separator.
    expect(await found(`йог:*`)).toEqual(['yoga']);
    expect(await found(`(йог | Kotlin)`)).toEqual([]);
    expect(await found(`'йог'`)).toEqual(['yoga']);
  });

  it('finds nothing for a search without a word, as before', async () => {
    const { data, error } = await visitor.rpc(
      'event_catalogue_page',
      { p_from: new Date().toISOString(), p_q: '"" - :* !', p_cap: 100 },
      { get: true },
    );
    expect(error).toBeNull();
    expect(data).toEqual({ items: [], total: 0 });
  });

  it('leaves its query builder out of the API’s reach', async () => {
    const { status } = await visitor.rpc('catalogue_tsquery' as never, { q: 'йог' } as never);
    expect(status).toBe(404);
  });
});
