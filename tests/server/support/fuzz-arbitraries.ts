import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { REPO_ROOT } from '../../../server/stack';
import { SEED_IDS, type FuzzRequest } from './fuzz-stack';

/**
 * Generators of hostile HTTP requests for every route family of the gateway. Bodies are built as
 * text first (so they can hold what JSON.stringify never writes: huge number literals, duplicate
 * keys, escaped lone surrogates) and then encoded, sometimes wrongly (invalid UTF-8, UTF-16, BOMs,
 * NUL bytes, truncation).
 */

// ---------------------------------------------------------------- the schema under test

export interface FuzzSchema {
  /** Tables and views of the exposed schema, with their columns (unknown when not exposed). */
  tables: Record<string, string[]>;
  /** Functions, with their parameter names and types. */
  functions: Record<string, Record<string, string>>;
}

/** Table, view and function names the migrations create in `public` (minus those they drop). */
export function namesFromMigrations(root = REPO_ROOT): { tables: string[]; functions: string[] } {
  const dir = path.join(root, 'supabase', 'migrations');
  const tables = new Set<string>();
  const functions = new Set<string>();
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    const re =
      /\b(create(?:\s+or\s+replace)?|drop)\s+(table|view|materialized\s+view|function)\s+(?:if\s+(?:not\s+)?exists\s+)?public\.("?)(\w+)\3/gi;
    for (const m of sql.matchAll(re)) {
      const set = /function/i.test(m[2]!) ? functions : tables;
      if (/^drop/i.test(m[1]!)) set.delete(m[4]!);
      else set.add(m[4]!);
    }
  }
  return { tables: [...tables].sort(), functions: [...functions].sort() };
}

interface OpenApi {
  definitions?: Record<string, { properties?: Record<string, unknown> }>;
  paths?: Record<
    string,
    {
      post?: {
        parameters?: {
          in?: string;
          schema?: { properties?: Record<string, { format?: string }> };
        }[];
      };
    }
  >;
}

/** Columns and parameters of the migrations' names, as the running PostgREST describes them. */
export function schemaFrom(
  openApi: OpenApi,
  names: { tables: string[]; functions: string[] },
): FuzzSchema {
  const tables: FuzzSchema['tables'] = {};
  for (const name of names.tables) {
    tables[name] = Object.keys(openApi.definitions?.[name]?.properties ?? {});
  }
  const functions: FuzzSchema['functions'] = {};
  for (const name of names.functions) {
    const body = openApi.paths?.[`/rpc/${name}`]?.post?.parameters?.find((p) => p.in === 'body');
    functions[name] = Object.fromEntries(
      Object.entries(body?.schema?.properties ?? {}).map(([k, v]) => [k, v.format ?? 'text']),
    );
  }
  return { tables, functions };
}

// ---------------------------------------------------------------- text and values

const pick = <T>(...values: T[]) => fc.constantFrom(...values);

/** Strings that break naive code: unicode planes, lone surrogates, controls, quotes, long runs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: 4,
  }),
  pick(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ufeff',
    '\ud800',
    '\udfff',
    '\ud83d',
    '🙂',
    'é',
    'e\u0301',
    '\u202e',
    '\uffff',
    "'",
    '"',
    '\\',
    "'; select pg_sleep(10);--",
    '%',
    '%00',
    '%zz',
    '../../etc/passwd',
    '..',
    '/',
    '*',
    '(',
    ')',
    ',',
    '.',
    ':',
    '{}',
    '[]',
    'null',
    'NaN',
    '-Infinity',
    '1e400',
    '0x1f',
    'true',
    '2026-02-30T25:61:00Z',
    'infinity',
    '-infinity',
    'epoch',
    '00000000-0000-0000-0000-000000000000',
    ...SEED_IDS,
  ),
  fc
    .tuple(pick('a', 'я', '🙂', '\u0000', '%', '('), fc.integer({ min: 1, max: 70_000 }))
    .map(([c, n]) => c.repeat(n)),
);

/**
 * The same for URLs and headers: long runs stay under Node's 16 KB header limit once encoded
 * (longer ones only ever meet the 431 answer, which wastes the time budget).
 */
export const nastyShort: fc.Arbitrary<string> = nastyString.map((s) =>
  s.length > 300 ? s.slice(0, 300) : s,
);

/** Number literals as text, including those JSON.stringify cannot produce. */
const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  pick(
    '0',
    '-0',
    '1e400',
    '-1e400',
    '1e-400',
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '123456789012345678901234567890',
    '0.1e1',
    '1E+2',
    '1.7976931348623157e308',
    '5e-324',
  ),
  fc.integer({ min: 300, max: 20_000 }).map((n) => '9'.repeat(n)),
  fc.integer({ min: 300, max: 20_000 }).map((n) => `0.${'1'.repeat(n)}`),
);

/** JSON value text: ordinary JSON, nasty strings, huge numbers. */
const scalarText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: numberText },
  { weight: 1, arbitrary: pick('true', 'false', 'null', '"\\u0000"', '"\\ud800"', '"\\udc00x"') },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
);

export type Shape = 'object' | 'array' | 'mixed';

/** `depth` levels of nesting around `leaf`, as `{"a":` … `}` or `[` … `]`. */
export function nestedText(depth: number, shape: Shape, leaf = '1'): string {
  if (shape === 'object') return `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
  if (shape === 'array') return `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
  const half = Math.floor(depth / 2);
  return `${'{"a":['.repeat(half)}${'{"b":'.repeat(depth - 2 * half)}${leaf}${'}'.repeat(depth - 2 * half)}${']}'.repeat(half)}`;
}

/** Nesting depths: shallow, deep, and far past any parser's recursion (the probe used 100,000). */
export const depthArb = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 64 }) },
  { weight: 3, arbitrary: fc.integer({ min: 65, max: 5000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 5001, max: 150_000 }) },
);

const nestedValue = fc
  .tuple(depthArb, pick<Shape>('object', 'array', 'mixed'), scalarText)
  .map(([depth, shape, leaf]) => ({ text: nestedText(depth, shape, leaf), depth }));

/** A value for a field: usually sane for its type, often not. */
function valueText(format?: string): fc.Arbitrary<string> {
  const typed: fc.Arbitrary<string>[] = [];
  if (format === 'uuid')
    typed.push(fc.oneof(fc.uuid(), pick(...SEED_IDS)).map((s) => JSON.stringify(s)));
  if (format && /int|numeric|double|real/.test(format)) typed.push(numberText);
  if (format === 'boolean') typed.push(pick('true', 'false'));
  if (format && /time|date/.test(format)) {
    typed.push(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((d) => JSON.stringify(d.toISOString())),
    );
  }
  const sane = typed.length ? fc.oneof(...typed) : nastyString.map((s) => JSON.stringify(s));
  return fc.oneof(
    { weight: 4, arbitrary: sane },
    { weight: 3, arbitrary: scalarText },
    { weight: 1, arbitrary: nestedValue.map((n) => n.text) },
  );
}

/** An object (as text) with some of `fields` and some random keys, duplicates allowed. */
export function objectText(fields: Record<string, string | undefined>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const entry = fc.oneof(
    ...(names.length
      ? [
          {
            weight: 5,
            arbitrary: fc
              .constantFrom(...names)
              .chain((k) => valueText(fields[k]).map((v) => [k, v] as const)),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: fc.tuple(nastyString, scalarText).map(([k, v]) => [k, v] as const),
    },
  );
  return fc
    .array(entry, { maxLength: 8 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
}

// ---------------------------------------------------------------- bodies and their bytes

export interface Body {
  bytes: Uint8Array;
  note: string;
}

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** How text goes on the wire: UTF-8 mostly, sometimes broken on purpose. */
const encodingArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('utf-8') },
  {
    weight: 1,
    arbitrary: pick(
      'utf-8 with BOM',
      'utf-16le with BOM',
      'utf-16be',
      'latin1',
      'invalid utf-8 byte',
      'overlong NUL',
      'surrogate bytes',
      'NUL byte',
      'truncated',
      'trailing garbage',
      'doubled',
    ),
  },
);

function encode(text: string, encoding: string, at: number): Uint8Array {
  const cut = Math.floor(at * text.length);
  switch (encoding) {
    case 'utf-8 with BOM':
      return concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8(text));
    case 'utf-16le with BOM':
      return concat(new Uint8Array([0xff, 0xfe]), new Uint8Array(Buffer.from(text, 'utf16le')));
    case 'utf-16be':
      return new Uint8Array(Buffer.from(text, 'utf16le').swap16());
    case 'latin1':
      return new Uint8Array(Buffer.from(text, 'latin1'));
    case 'invalid utf-8 byte':
      return concat(utf8(text.slice(0, cut)), new Uint8Array([0xff, 0xc3]), utf8(text.slice(cut)));
    case 'overlong NUL':
      return concat(utf8(text.slice(0, cut)), new Uint8Array([0xc0, 0x80]), utf8(text.slice(cut)));
    case 'surrogate bytes':
      return concat(
        utf8(text.slice(0, cut)),
        new Uint8Array([0xed, 0xa0, 0x80]),
        utf8(text.slice(cut)),
      );
    case 'NUL byte':
      return concat(utf8(text.slice(0, cut)), new Uint8Array([0]), utf8(text.slice(cut)));
    case 'truncated':
      return utf8(text.slice(0, cut));
    case 'trailing garbage':
      return utf8(`${text}}]"x`);
    case 'doubled':
      return utf8(text + text);
    default:
      return utf8(text);
  }
}

const malformedText = pick(
  '{',
  '}',
  '{"a":',
  '{"a" 1}',
  "{'a': 1}",
  '{a: 1}',
  '[1,]',
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"line\nbreak"}',
  '/* c */ {}',
  '{"a":1}{"b":2}',
  '"unterminated',
  'nul',
  '\u0000',
  '   ',
  '\n',
);

/** Body text for a route whose JSON fields are `fields` (name → format). */
export function bodyArb(fields: Record<string, string | undefined>): fc.Arbitrary<Body> {
  const text = fc.oneof(
    { weight: 6, arbitrary: objectText(fields).map((t) => ({ text: t, note: 'object' })) },
    {
      weight: 2,
      arbitrary: fc
        .array(objectText(fields), { minLength: 0, maxLength: 30 })
        .map((items) => ({ text: `[${items.join(',')}]`, note: `array of ${items.length}` })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(nestedValue, fc.option(fc.constantFrom(...Object.keys(fields), 'a'), { nil: null }))
        .map(([nested, key]) => ({
          text: key === null ? nested.text : `{${JSON.stringify(key)}:${nested.text}}`,
          note: `json nested ${nested.depth} deep${key === null ? '' : ` under "${key}"`}`,
        })),
    },
    { weight: 1, arbitrary: scalarText.map((t) => ({ text: t, note: 'scalar' })) },
    { weight: 2, arbitrary: malformedText.map((t) => ({ text: t, note: 'malformed json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objectText(fields), fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([t, at]) => ({
          text: t.slice(0, Math.floor(at * t.length)),
          note: 'truncated json',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(nastyString, nastyString, { maxKeys: 4 })
        .map((d) => ({ text: new URLSearchParams(d).toString(), note: 'form-urlencoded' })),
    },
    { weight: 1, arbitrary: fc.constant({ text: '', note: 'empty' }) },
  );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(text, encodingArb, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([{ text: t, note }, encoding, at]) => ({
          bytes: encode(t, encoding, at),
          note: encoding === 'utf-8' ? note : `${note}, ${encoding}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 2048 })
        .map((bytes) => ({ bytes, note: 'random bytes' })),
    },
  );
}

// ---------------------------------------------------------------- headers

export type Tokens = Record<string, string>;

const contentTypeArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: pick(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json;;;',
      'APPLICATION/JSON',
      'application/vnd.pgrst.object+json',
      'application/vnd.pgrst.array+json;nulls=stripped',
      'text/plain',
      'text/plain;charset=utf-8',
      'text/csv',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data; boundary=fuzz',
      'multipart/form-data',
      'image/png',
      'image/svg+xml',
      'text/html',
      '*/*',
      'application/',
      ';',
      'x',
      'application/json\u00e9',
    ),
  },
);

const acceptArb = pick(
  'application/json',
  '*/*',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
  'application/vnd.pgrst.array+json;nulls=stripped',
  'application/vnd.pgrst.plan+json',
  'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose',
  'application/openapi+json',
  'application/geo+json',
  'text/csv',
  'text/plain',
  'application/octet-stream',
  'text/html',
  'image/png',
  'application/json;q=0, text/csv;q=0',
  'garbage',
  '',
);

const preferPart = fc.oneof(
  pick(
    'return=representation',
    'return=minimal',
    'return=headers-only',
    'count=exact',
    'count=planned',
    'count=estimated',
    'resolution=merge-duplicates',
    'resolution=ignore-duplicates',
    'missing=default',
    'handling=strict',
    'handling=lenient',
    'tx=rollback',
    'tx=commit',
    'params=single-object',
    'timezone=Antarctica/Troll',
    'timezone=Not/A_Zone',
    'max-affected=0',
    'max-affected=-1',
    'max-affected=99999999999999999999',
    'return=',
    'count=',
    '=',
  ),
  nastyShort.map((s) => `x=${s}`),
);

const rangeArb = fc.oneof(
  fc
    .tuple(fc.integer({ min: -5, max: 2_000_000 }), fc.integer({ min: -5, max: 2_000_000 }))
    .map(([a, b]) => `${a}-${b}`),
  pick('0-', '-1', '5-1', '0-9999999999999999999999', 'items=0-9', 'bytes=0-10', 'x', '', '--'),
);

/** Text as raw header bytes (UTF-8 read as latin1), minus what no HTTP client can send. */
const headerValue = (s: string) =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '')
    .replace(/^[\t ]+|[\t ]+$/g, '');

/** The apikey: valid mostly (or the request stops at the gateway), sometimes anything. */
export function apikeyArb(tokens: Tokens): fc.Arbitrary<{ header?: string; query?: string }> {
  return fc.oneof(
    { weight: 6, arbitrary: pick(tokens.anon!, tokens.service!).map((k) => ({ header: k })) },
    { weight: 1, arbitrary: pick(tokens.anon!, tokens.service!).map((k) => ({ query: k })) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(...Object.values(tokens)).map((k) => ({ header: k })),
        nastyShort.map((s) => ({ header: headerValue(s) })),
        fc.constant({}),
      ),
    },
  );
}

export function authorizationArb(tokens: Tokens): fc.Arbitrary<string | undefined> {
  const tokenNames = Object.keys(tokens);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 6,
      arbitrary: fc.constantFrom(...tokenNames).map((name) => `Bearer ${tokens[name]}`),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        pick('Bearer', 'Bearer ', 'bearer  x', 'Basic YWRtaW46YWRtaW4=', 'Token x', 'null'),
        nastyShort.map((s) => headerValue(`Bearer ${s}`)),
        fc
          .constantFrom(...tokenNames)
          .map((name) => `Bearer ${tokens[name]} Bearer ${tokens[name]}`),
      ),
    },
  );
}

export interface HeaderOptions {
  /** Extra header generators for this family (Prefer and Range for REST, x-upsert for storage). */
  extra?: fc.Arbitrary<[string, string][]>;
}

export function headersArb(
  tokens: Tokens,
  options: HeaderOptions = {},
): fc.Arbitrary<{ headers: [string, string][]; apikeyQuery?: string }> {
  return fc
    .record({
      apikey: apikeyArb(tokens),
      authorization: authorizationArb(tokens),
      contentType: fc.option(contentTypeArb, { freq: 6, nil: undefined }),
      accept: fc.option(acceptArb, { freq: 2, nil: undefined }),
      apiVersion: fc.option(pick('2024-01-01', '1999-99-99', 'x'), { freq: 2, nil: undefined }),
      encoding: fc.option(pick('gzip', 'br', 'gzip;q=0', 'identity', '*', 'x'), {
        freq: 3,
        nil: undefined,
      }),
      forwarded: fc.option(pick('not-an-ip', '::1', '1.2.3.4, 5.6.7.8', '999.1.1.1'), {
        freq: 5,
        nil: undefined,
      }),
      extra: options.extra ?? fc.constant([]),
    })
    .map((h) => {
      const headers: [string, string][] = [];
      if (h.apikey.header !== undefined) headers.push(['apikey', h.apikey.header]);
      if (h.authorization !== undefined) headers.push(['authorization', h.authorization]);
      if (h.contentType !== undefined) headers.push(['content-type', h.contentType]);
      if (h.accept !== undefined) headers.push(['accept', h.accept]);
      if (h.apiVersion !== undefined) headers.push(['x-supabase-api-version', h.apiVersion]);
      if (h.encoding !== undefined) headers.push(['accept-encoding', h.encoding]);
      if (h.forwarded !== undefined) headers.push(['x-forwarded-for', h.forwarded]);
      headers.push(...h.extra);
      return { headers, apikeyQuery: h.apikey.query };
    });
}

export const restHeaderExtras: fc.Arbitrary<[string, string][]> = fc
  .record({
    prefer: fc.option(
      fc.array(preferPart, { minLength: 1, maxLength: 4 }).map((p) => p.join(', ')),
      { freq: 2, nil: undefined },
    ),
    range: fc.option(rangeArb, { freq: 4, nil: undefined }),
    rangeUnit: fc.option(pick('items', 'bytes', 'x'), { freq: 6, nil: undefined }),
    profile: fc.option(pick('public', 'auth', 'storage', 'private', 'pg_catalog', 'nope', ''), {
      freq: 6,
      nil: undefined,
    }),
  })
  .map((h) => {
    const out: [string, string][] = [];
    if (h.prefer !== undefined) out.push(['prefer', headerValue(h.prefer)]);
    if (h.range !== undefined) out.push(['range', h.range]);
    if (h.rangeUnit !== undefined) out.push(['range-unit', h.rangeUnit]);
    if (h.profile !== undefined) {
      out.push(['accept-profile', h.profile], ['content-profile', h.profile]);
    }
    return out;
  });

// ---------------------------------------------------------------- query strings

/** Percent-encodes UTF-8 bytes (lone surrogates become U+FFFD, as any client's encoder does). */
export function pct(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A query value: encoded text, or raw percent-encoding edge cases spliced in. */
const queryValue = fc.oneof(
  { weight: 6, arbitrary: nastyShort.map(pct) },
  {
    weight: 2,
    arbitrary: pick(
      '%',
      '%2',
      '%zz',
      '%00',
      '%FF',
      '%C0%80',
      '%ED%A0%80',
      '%EF%BB%BF',
      '%F4%90%80%80',
      '+',
      '%2B',
      '%252F',
      '%26',
      '%3D',
      '%23',
      '%2C',
      '%28%29',
      '%22',
      '%5C',
      '%0A',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s.replace(/[#\s]/g, '')) },
);

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'fts(english)',
  'fts(no_such_config)',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'eq(any)',
  'like(all)',
  'zz',
  '',
];

function columnArb(columns: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: columns.length ? fc.constantFrom(...columns) : fc.constant('id') },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          columns.length ? fc.constantFrom(...columns) : fc.constant('id'),
          fc.array(fc.oneof(fc.nat({ max: 5 }).map(String), pick('a', 'b', "'x'")), {
            minLength: 1,
            maxLength: 4,
          }),
          pick('->', '->>'),
        )
        .map(
          ([c, keys, last]) =>
            `${c}${keys.map((k, i) => (i === keys.length - 1 ? `${last}${k}` : `->${k}`)).join('')}`,
        ),
    },
    { weight: 1, arbitrary: nastyShort.map((s) => pct(s)) },
    { weight: 1, arbitrary: pick('"quoted col"', '"', 'no_such_column', 'id::text', '*') },
  );
}

function filterArb(columns: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    queryValue,
    pick('null', 'true', 'false', 'unknown', 'not_null'),
    fc.array(queryValue, { maxLength: 5 }).map((v) => `(${v.join(',')})`),
    fc.array(queryValue, { maxLength: 5 }).map((v) => `{${v.join(',')}}`),
    fc.integer({ min: 1, max: 5000 }).map((n) => `(${Array(n).fill('1').join(',')})`),
  );
  return fc
    .tuple(columnArb(columns), fc.boolean(), fc.constantFrom(...OPERATORS), pick('', 'in'), value)
    .map(([col, not, op, inOp, v]) => `${col}=${not ? 'not.' : ''}${inOp || op}.${v}`);
}

/** `or=(…)` / `and=(…)` trees: random small ones and one deep chain (up to 700 levels). */
function logicArb(columns: string[]): fc.Arbitrary<string> {
  const col = columns[0] ?? 'id';
  const leaf = fc
    .tuple(columnArb(columns), fc.constantFrom(...OPERATORS), queryValue)
    .map(([c, op, v]) => `${c}.${op}.${v}`);
  const { tree } = fc.letrec<{ tree: string }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(pick('and', 'or', 'not.and', 'not.or'), fc.array(tie('tree'), { maxLength: 4 }))
        .map(([op, items]) => `${op}(${items.join(',')})`),
    ),
  }));
  const deep = fc
    .tuple(fc.integer({ min: 1, max: 700 }), pick('and', 'or', 'not.or'))
    .map(([depth, op]) => {
      const open = `${op}(${col}.is.null,`.repeat(depth);
      return `${open}${col}.is.null${')'.repeat(depth)}`;
    });
  return fc
    .tuple(pick('or', 'and', 'not.or', 'events.or'), fc.oneof(tree, deep), fc.boolean())
    .map(([key, t, wrap]) => `${key}=${wrap ? `(${t})` : t}`);
}

/** select=… with aliases, casts, JSON paths, aggregates, spreads and embeds up to ~150 deep. */
function selectArb(schema: FuzzSchema, columns: string[]): fc.Arbitrary<string> {
  const tables = Object.keys(schema.tables);
  const embedName = fc.oneof(
    fc.constantFrom(...tables),
    pick(
      'profiles!events_organizer_id_fkey',
      'events!inner',
      'rsvps!left',
      'organizer:profiles',
      '...profiles',
      'no_such_table',
      'users',
      'auth.users',
    ),
  );
  const field = fc.oneof(
    columnArb(columns),
    pick('*', 'count()', 'id.count()', 'sum(price)', 'alias:id', 'id::jsonb', 'x:id->>a::int'),
  );
  const deep = fc
    .tuple(fc.integer({ min: 1, max: 150 }), fc.array(embedName, { minLength: 1, maxLength: 4 }))
    .map(([depth, names]) => {
      let s = '*';
      for (let i = 0; i < depth; i++) s = `*,${names[i % names.length]}(${s})`;
      return s;
    });
  const flat = fc
    .array(
      fc.oneof(
        field,
        fc
          .tuple(embedName, fc.array(field, { maxLength: 3 }))
          .map(([t, f]) => `${t}(${f.join(',')})`),
      ),
      { maxLength: 6 },
    )
    .map((items) => items.join(','));
  return fc.oneof(flat, deep).map((s) => `select=${s}`);
}

function orderArb(columns: string[]): fc.Arbitrary<string> {
  const term = fc
    .tuple(
      columnArb(columns),
      pick('', '.asc', '.desc', '.ASC', '.sideways'),
      pick('', '.nullsfirst', '.nullslast', '.nulls'),
    )
    .map(([c, d, n]) => `${c}${d}${n}`);
  return fc.oneof(
    fc.array(term, { minLength: 1, maxLength: 8 }).map((t) => `order=${t.join(',')}`),
    fc
      .tuple(fc.integer({ min: 100, max: 1500 }), term)
      .map(([n, t]) => `order=${Array(n).fill(t).join(',')}`),
    pick('order=', 'order=,', 'order=.asc', 'events.order=id.desc', 'order=random()'),
  );
}

const extremeInt = fc.oneof(
  fc.integer({ min: -10, max: 2000 }).map(String),
  pick(
    '-1',
    '0',
    '2147483647',
    '2147483648',
    '9223372036854775807',
    '9223372036854775808',
    '1e10',
    '123456789012345678901234567890',
    'abc',
    '',
    '%20',
    '1.5',
    '0x10',
    '-0',
  ),
);

function pagingArb(): fc.Arbitrary<string[]> {
  return fc
    .record({
      limit: fc.option(extremeInt, { nil: undefined }),
      offset: fc.option(extremeInt, { nil: undefined }),
      embedded: fc.option(
        fc.tuple(pick('events', 'rsvps', 'profiles'), pick('limit', 'offset'), extremeInt),
        { freq: 4, nil: undefined },
      ),
    })
    .map(({ limit, offset, embedded }) => [
      ...(limit !== undefined ? [`limit=${limit}`] : []),
      ...(offset !== undefined ? [`offset=${offset}`] : []),
      ...(embedded ? [`${embedded[0]}.${embedded[1]}=${embedded[2]}`] : []),
    ]);
}

/** A PostgREST query string for a relation with `columns`. */
export function restQueryArb(schema: FuzzSchema, columns: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.option(selectArb(schema, columns), { freq: 2, nil: undefined }),
      fc.array(filterArb(columns), { maxLength: 4 }),
      fc.option(logicArb(columns), { freq: 3, nil: undefined }),
      fc.option(orderArb(columns), { freq: 3, nil: undefined }),
      pagingArb(),
      fc.array(
        fc.oneof(
          fc
            .array(columnArb(columns), { minLength: 1, maxLength: 4 })
            .map((c) => `columns=${c.join(',')}`),
          fc
            .array(columnArb(columns), { minLength: 1, maxLength: 2 })
            .map((c) => `on_conflict=${c.join(',')}`),
          fc.tuple(queryValue, queryValue).map(([k, v]) => `${k}=${v}`),
          pick('&', '&&', '=', 'a', '?', 'select', 'select=', 'limit'),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([select, filters, logic, order, paging, extra]) =>
      [select, ...filters, logic, order, ...paging, ...extra]
        .filter((p): p is string => p !== undefined)
        .join('&'),
    );
}

// ---------------------------------------------------------------- requests per route family

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodArb = (common: readonly string[], rare = ['OPTIONS', 'HEAD', 'PROPFIND', 'FUZZ']) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...common) },
    { weight: 1, arbitrary: fc.constantFrom(...rare) },
  );

function build(
  method: string,
  pathAndQuery: string,
  h: { headers: [string, string][]; apikeyQuery?: string },
  body: Body | null,
): FuzzRequest {
  let p = pathAndQuery;
  if (h.apikeyQuery !== undefined)
    p += `${p.includes('?') ? '&' : '?'}apikey=${pct(h.apikeyQuery)}`;
  const withBody = body !== null && bodyMethods.has(method);
  return {
    method,
    path: p,
    headers: h.headers,
    ...(withBody ? { body: body.bytes, note: body.note } : {}),
  };
}

const trailing = pick('', '', '', '/', '//', '/x', '%2F', '/..', '?');

export function restTableRequests(schema: FuzzSchema, tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(schema.tables);
  const table = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...names) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        nastyShort.map(pct),
        pick('', 'auth.users', 'pg_catalog.pg_roles', 'rpc'),
      ),
    },
  );
  return table.chain((name) => {
    const columns = schema.tables[name] ?? [];
    const fields = Object.fromEntries(columns.map((c) => [c, undefined]));
    return fc
      .tuple(
        methodArb(['GET', 'GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']),
        trailing,
        restQueryArb(schema, columns),
        headersArb(tokens, { extra: restHeaderExtras }),
        bodyArb(fields),
      )
      .map(([method, tail, query, h, body]) =>
        build(method, `/rest/v1/${name}${tail}${query ? `?${query}` : ''}`, h, body),
      );
  });
}

export function restRpcRequests(schema: FuzzSchema, tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(schema.functions);
  const fn = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.oneof(nastyShort.map(pct), pick('', 'pg_sleep', 'version')) },
  );
  return fn.chain((name) => {
    const params = schema.functions[name] ?? {};
    const paramNames = Object.keys(params);
    const args = fc
      .array(
        fc.tuple(
          paramNames.length ? fc.constantFrom(...paramNames) : fc.constant('p'),
          fc.oneof(queryValue, fc.uuid(), pick(...SEED_IDS)),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`));
    return fc
      .tuple(
        methodArb(['POST', 'POST', 'POST', 'GET', 'HEAD']),
        args,
        fc.option(restQueryArb(schema, ['id', 'full_name', 'status', 'items', 'total']), {
          freq: 3,
          nil: undefined,
        }),
        headersArb(tokens, { extra: restHeaderExtras }),
        bodyArb(params),
      )
      .map(([method, a, query, h, body]) => {
        const q = [...(method === 'POST' ? [] : a), ...(query ? [query] : [])].join('&');
        return build(method, `/rest/v1/rpc/${name}${q ? `?${q}` : ''}`, h, body);
      });
  });
}

const emailArb = fc.oneof(
  fc.emailAddress(),
  pick(
    'dmitry@vstrechi.test',
    'admin@vstrechi.test',
    'DMITRY@VSTRECHI.TEST',
    ' dmitry@vstrechi.test ',
    'fuzz@fuzz.test',
    'no-at-sign',
    '@',
    'a@b',
    'a@b.c\u0000',
    'я@пример.рф',
    `${'a'.repeat(300)}@x.test`,
  ),
);

const AUTH_FIELDS: Record<string, string | undefined> = {
  email: 'email',
  password: 'text',
  phone: 'text',
  data: undefined,
  options: undefined,
  code_challenge: 'text',
  code_challenge_method: 'text',
  refresh_token: 'text',
  auth_code: 'text',
  code_verifier: 'text',
  token: 'text',
  token_hash: 'text',
  type: 'text',
  redirect_to: 'text',
  nonce: 'text',
  create_user: 'boolean',
  user_metadata: undefined,
  app_metadata: undefined,
  email_confirm: 'boolean',
  ban_duration: 'text',
  role: 'text',
  gotrue_meta_security: undefined,
};

/** Auth bodies: the generic ones, plus ones whose email and password look real. */
function authBodyArb(): fc.Arbitrary<Body> {
  const plausible = fc
    .record({
      email: emailArb,
      password: fc.oneof(pick('Member12345', 'short', '', 'Fuzz-pass-1234'), nastyString),
      data: fc.option(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          nestedValue.map((n) => n.text),
        ),
        { nil: undefined },
      ),
      type: fc.option(
        pick('signup', 'recovery', 'magiclink', 'invite', 'email_change', 'email', 'sms', 'x'),
        { nil: undefined },
      ),
      codeChallenge: fc.option(fc.tuple(nastyString, pick('s256', 'plain', 'S256', 'x')), {
        nil: undefined,
      }),
    })
    .map((r) => {
      const parts = [
        `"email":${JSON.stringify(r.email)}`,
        `"password":${JSON.stringify(r.password)}`,
        ...(r.data !== undefined ? [`"data":${r.data}`] : []),
        ...(r.type !== undefined ? [`"type":${JSON.stringify(r.type)}`] : []),
        ...(r.codeChallenge
          ? [
              `"code_challenge":${JSON.stringify(r.codeChallenge[0])}`,
              `"code_challenge_method":${JSON.stringify(r.codeChallenge[1])}`,
            ]
          : []),
      ];
      const text = `{${parts.join(',')}}`;
      return { bytes: utf8(text), note: 'plausible credentials' };
    });
  return fc.oneof(
    { weight: 1, arbitrary: plausible },
    { weight: 2, arbitrary: bodyArb(AUTH_FIELDS) },
  );
}

export function authRequests(
  tokens: Tokens,
  known: { refreshToken: string; userId: string },
): fc.Arbitrary<FuzzRequest> {
  const userId = fc.oneof(
    fc.uuid(),
    pick(known.userId, ...SEED_IDS, 'not-a-uuid', '%00', '..%2F..', '', '%ED%A0%80'),
    nastyShort.map(pct),
  );
  const grant = fc.oneof(
    { weight: 6, arbitrary: pick('password', 'refresh_token', 'pkce') },
    { weight: 1, arbitrary: fc.oneof(pick('id_token', 'web3', '', 'PASSWORD'), queryValue) },
  );
  const redirect = fc.oneof(
    pick(
      'http://127.0.0.1:5173/auth/callback',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      'http://[::1',
      '',
    ),
    nastyShort.map(pct),
  );
  const route = fc.oneof(
    fc.constant({ path: '/signup', methods: ['POST'] }),
    grant.map((g) => ({ path: `/token?grant_type=${g}`, methods: ['POST'] })),
    redirect.map((r) => ({ path: `/recover?redirect_to=${pct(r)}`, methods: ['POST'] })),
    fc.constant({ path: '/resend', methods: ['POST'] }),
    fc
      .tuple(queryValue, pick('signup', 'recovery', 'magiclink', 'invite', 'x', ''), redirect)
      .map(([t, type, r]) => ({
        path: `/verify?token=${t}&type=${type}&redirect_to=${pct(r)}`,
        methods: ['GET', 'POST'],
      })),
    fc.constant({ path: '/user', methods: ['GET', 'PUT'] }),
    pick('', 'global', 'local', 'others', 'x').map((s) => ({
      path: `/logout${s ? `?scope=${s}` : ''}`,
      methods: ['POST'],
    })),
    fc.constant({ path: '/otp', methods: ['POST'] }),
    pick('/settings', '/health', '/.well-known/jwks.json').map((p) => ({
      path: p,
      methods: ['GET'],
    })),
    fc.tuple(extremeInt, extremeInt).map(([page, per]) => ({
      path: `/admin/users?page=${page}&per_page=${per}`,
      methods: ['GET', 'POST'],
    })),
    userId.map((id) => ({ path: `/admin/users/${id}`, methods: ['GET', 'PUT', 'DELETE'] })),
    fc.constant({ path: '/admin/generate_link', methods: ['POST'] }),
    nastyShort.map((s) => ({ path: `/${pct(s)}`, methods: ['GET', 'POST'] })),
  );
  // A real refresh token now and then, so the refresh path gets past its lookup.
  const body = fc.oneof(
    { weight: 8, arbitrary: authBodyArb() },
    {
      weight: 1,
      arbitrary: fc.constant({
        bytes: utf8(JSON.stringify({ refresh_token: known.refreshToken })),
        note: 'a real refresh token',
      }),
    },
  );
  return fc
    .tuple(route, headersArb(tokens), body)
    .chain(([r, h, b]) =>
      methodArb(r.methods).map((method) => build(method, `/auth/v1${r.path}`, h, b)),
    );
}

const STORAGE_FIELDS: Record<string, string | undefined> = {
  id: 'text',
  name: 'text',
  public: 'boolean',
  file_size_limit: 'integer',
  allowed_mime_types: undefined,
  expiresIn: 'integer',
  paths: undefined,
  prefixes: undefined,
  prefix: 'text',
  search: 'text',
  limit: 'integer',
  offset: 'integer',
  sortBy: undefined,
  bucketId: 'text',
  sourceKey: 'text',
  destinationKey: 'text',
  destinationBucket: 'text',
  metadata: undefined,
  copyMetadata: 'boolean',
};

export function storageRequests(tokens: Tokens, userId: string): fc.Arbitrary<FuzzRequest> {
  const bucket = fc.oneof(
    { weight: 6, arbitrary: pick('avatars', 'images', 'fuzz-bucket') },
    { weight: 1, arbitrary: fc.oneof(nastyShort.map(pct), pick('', '..', '%2E%2E', 'a%2Fb')) },
  );
  const segment = fc.oneof(
    { weight: 4, arbitrary: pick(userId, ...SEED_IDS, 'events', 'a.png', 'x.jpg') },
    { weight: 2, arbitrary: nastyShort.map(pct) },
    { weight: 1, arbitrary: pick('', '.', '..', '%2E%2E', '%2F', '%00', '%ED%A0%80', '%FF', '%') },
  );
  const key = fc.array(segment, { minLength: 0, maxLength: 5 }).map((s) => s.join('/'));
  const token = fc.oneof(fc.constantFrom(...Object.values(tokens)), queryValue);
  const route = fc.oneof(
    fc.constant({ path: '/bucket', methods: ['GET', 'POST'] }),
    bucket.map((b) => ({ path: `/bucket/${b}`, methods: ['GET', 'PUT'] })),
    // Emptying or dropping the app's buckets would leave the rest of the run nothing to reach.
    fc.oneof(pick('fuzz-bucket', 'no-such-bucket'), nastyShort.map(pct)).map((b) => ({
      path: `/bucket/${b}`,
      methods: ['DELETE', 'GET'],
    })),
    pick('no-such-bucket', 'avatars', '..').map((b) => ({
      path: `/bucket/${b}/empty`,
      methods: ['POST'],
    })),
    fc.tuple(bucket, key).map(([b, k]) => ({
      path: `/object/${b}/${k}`,
      methods: ['POST', 'PUT', 'GET', 'HEAD', 'DELETE'],
    })),
    fc
      .tuple(
        pick('public', 'authenticated', 'info', 'info/public', 'info/authenticated'),
        bucket,
        key,
      )
      .map(([kind, b, k]) => ({ path: `/object/${kind}/${b}/${k}`, methods: ['GET', 'HEAD'] })),
    fc.tuple(bucket, key).map(([b, k]) => ({ path: `/object/sign/${b}/${k}`, methods: ['POST'] })),
    bucket.map((b) => ({ path: `/object/sign/${b}`, methods: ['POST'] })),
    fc.tuple(bucket, key, token).map(([b, k, t]) => ({
      path: `/object/sign/${b}/${k}?token=${t}`,
      methods: ['GET', 'HEAD'],
    })),
    bucket.map((b) => ({ path: `/object/list/${b}`, methods: ['POST'] })),
    pick('move', 'copy').map((op) => ({ path: `/object/${op}`, methods: ['POST'] })),
    bucket.map((b) => ({ path: `/object/${b}`, methods: ['DELETE'] })),
    fc.tuple(bucket, key).map(([b, k]) => ({
      path: `/render/image/public/${b}/${k}?width=-1&height=99999999&resize=x`,
      methods: ['GET'],
    })),
    nastyShort.map((s) => ({ path: `/${pct(s)}`, methods: ['GET', 'POST'] })),
  );
  const upload = fc.oneof(
    { weight: 4, arbitrary: bodyArb(STORAGE_FIELDS) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ bytes, note: 'random bytes' })),
        fc.constant({
          bytes: new Uint8Array(
            Buffer.from(
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
              'base64',
            ),
          ),
          note: '1x1 png',
        }),
        fc.constant({
          bytes: utf8(
            '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--fuzz--\r\n',
          ),
          note: 'multipart',
        }),
      ),
    },
  );
  const extra: fc.Arbitrary<[string, string][]> = fc
    .record({
      upsert: fc.option(pick('true', 'false', 'x'), { freq: 3, nil: undefined }),
      cache: fc.option(pick('max-age=3600', 'no-cache', 'x'), { freq: 4, nil: undefined }),
      range: fc.option(pick('bytes=0-1', 'bytes=-5', 'bytes=5-1', 'bytes=0-99999999', 'x'), {
        freq: 4,
        nil: undefined,
      }),
      ifNoneMatch: fc.option(pick('*', '"x"', 'W/"x"'), { freq: 6, nil: undefined }),
      metadata: fc.option(
        nastyShort.map((s) => headerValue(Buffer.from(s).toString('base64'))),
        {
          freq: 6,
          nil: undefined,
        },
      ),
    })
    .map((h) => [
      ...(h.upsert !== undefined ? [['x-upsert', h.upsert] as [string, string]] : []),
      ...(h.cache !== undefined ? [['cache-control', h.cache] as [string, string]] : []),
      ...(h.range !== undefined ? [['range', h.range] as [string, string]] : []),
      ...(h.ifNoneMatch !== undefined
        ? [['if-none-match', h.ifNoneMatch] as [string, string]]
        : []),
      ...(h.metadata !== undefined ? [['x-metadata', h.metadata] as [string, string]] : []),
    ]);
  const random = fc
    .tuple(route, headersArb(tokens, { extra }), upload)
    .chain(([r, h, b]) =>
      methodArb(r.methods).map((method) => build(method, `/storage/v1${r.path}`, h, b)),
    );
  // As the signed-in fuzz user in their own folder, so uploads, reads, moves and signed URLs get
  // past the policies and into the code behind them.
  // As the signed-in fuzz user in their own folder of `images` (whose policies allow it), or as
  // the service role in `fuzz-bucket`, so uploads, reads, moves and signed URLs get past the
  // policies and into the code behind them.
  const own = fc
    .tuple(
      pick('images', 'fuzz-bucket'),
      fc.oneof(
        { weight: 3, arbitrary: fc.nat({ max: 20 }).map((n) => `f${n}.png`) },
        { weight: 1, arbitrary: key },
      ),
    )
    .map(([b, k]) => ({ bucket: b, key: `${userId}/${k || 'a.png'}` }));
  const ownRoute = fc.oneof(
    {
      weight: 4,
      arbitrary: own.map((o) => ({
        bucket: o.bucket,
        path: `/object/${o.bucket}/${o.key}`,
        methods: ['POST', 'POST', 'PUT', 'GET', 'HEAD', 'DELETE'],
      })),
    },
    {
      weight: 3,
      arbitrary: fc.oneof(
        own.map((o) => ({
          bucket: o.bucket,
          path: `/object/info/${o.bucket}/${o.key}`,
          methods: ['GET'],
        })),
        own.map((o) => ({
          bucket: o.bucket,
          path: `/object/sign/${o.bucket}/${o.key}`,
          methods: ['POST'],
        })),
        own.map((o) => ({ bucket: o.bucket, path: `/object/sign/${o.bucket}`, methods: ['POST'] })),
        own.map((o) => ({ bucket: o.bucket, path: `/object/list/${o.bucket}`, methods: ['POST'] })),
        own.map((o) => ({ bucket: o.bucket, path: `/object/${o.bucket}`, methods: ['DELETE'] })),
        fc
          .tuple(pick('move', 'copy'), pick('images', 'fuzz-bucket'))
          .map(([op, b]) => ({ bucket: b, path: `/object/${op}`, methods: ['POST'] })),
      ),
    },
  );
  const png = new Uint8Array(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const ownBody = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ bytes: png, note: '1x1 png' }) },
    { weight: 1, arbitrary: upload },
    {
      weight: 2,
      arbitrary: fc
        .record({
          bucketId: pick('images', 'fuzz-bucket'),
          sourceKey: own.map((o) => o.key),
          destinationKey: own.map((o) => o.key),
          destinationBucket: fc.option(pick('images', 'fuzz-bucket', 'avatars', 'nope'), {
            nil: undefined,
          }),
          expiresIn: fc.oneof(fc.integer(), pick(60, 1e300, -1, 0, 3.5)),
          prefix: fc.oneof(fc.constant(`${userId}/`), fc.constant(userId), nastyShort),
          search: fc.option(nastyShort, { nil: undefined }),
          limit: fc.oneof(fc.integer(), pick(1e300, -1)),
          offset: fc.oneof(fc.integer(), pick(1e300, -1)),
          paths: fc.array(
            own.map((o) => o.key),
            { maxLength: 3 },
          ),
          prefixes: fc.array(
            own.map((o) => o.key),
            { maxLength: 3 },
          ),
          sortBy: fc.record({
            column: pick('name', 'created_at', 'updated_at', 'x'),
            order: pick('asc', 'desc', 'x'),
          }),
          metadata: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        })
        .map((r) => ({ bytes: utf8(JSON.stringify(r)), note: 'plausible storage json' })),
    },
  );
  const ownHeaders = (bucket: string) =>
    fc
      .tuple(
        fc.option(contentTypeArb, { freq: 3, nil: undefined }),
        pick('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'image/png; charset=x'),
        extra,
        fc.boolean(),
      )
      .map(([generic, image, more, swap]) => {
        const service = (bucket === 'fuzz-bucket') !== swap;
        const token = service ? tokens.service! : tokens.user!;
        const headers: [string, string][] = [
          ['apikey', tokens.anon!],
          ['authorization', `Bearer ${token}`],
          ['content-type', generic ?? image],
          ...more,
        ];
        return { headers };
      });
  const mine = ownRoute.chain((r) =>
    fc
      .tuple(ownHeaders(r.bucket), ownBody, methodArb(r.methods))
      .map(([h, b, method]) => build(method, `/storage/v1${r.path}`, h, b)),
  );
  return fc.oneof({ weight: 2, arbitrary: random }, { weight: 1, arbitrary: mine });
}

export function functionsRequests(tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constant('health') },
    {
      weight: 2,
      arbitrary: fc.oneof(
        nastyShort.map(pct),
        pick('', '_shared', 'Health', 'health%00', '..', '%2E%2E', 'a'.repeat(200), 'no-such-fn'),
      ),
    },
  );
  const tail = fc.oneof(
    pick('', '', '/', '/x/y', '?a=1', '/..%2F..%2Fpackage.json'),
    queryValue.map((q) => `?q=${q}`),
  );
  return fc
    .tuple(
      name,
      tail,
      methodArb(['GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH']),
      headersArb(tokens),
      bodyArb({ name: 'text' }),
    )
    .map(([n, t, method, h, b]) => build(method, `/functions/v1/${n}${t}`, h, b));
}
