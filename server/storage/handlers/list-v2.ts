import type { Claims } from '../../core/types';
import { asCaller, findBucket, type ObjectMetadata, type ObjectsContext } from '../context';
import { errors } from '../errors';
import { optionalString, readJson, toIso } from '../http';

/**
 * POST /object/list-v2/<bucket> (supabase-js `listV2`), as storage-api's listObjectsV2 and its
 * SQL (storage.search_v2, list_objects_with_delimiter, search_by_timestamp) answer it: full keys,
 * byte order, folders apart from objects, and a cursor instead of an offset. Rows come through the
 * caller's select policy, so a listing never shows what RLS hides.
 */

const SORT_COLUMNS = ['name', 'updated_at', 'created_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];
type Order = 'asc' | 'desc';

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

/** storage-api's continuation token: `l:`, `o:`, `c:`, `a:` lines, base64. */
const CURSOR_PARTS = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
} as const;

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS)
    .filter(([, field]) => cursor[field])
    .map(([letter, field]) => `${letter}:${cursor[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(part);
    if (!match || !(match[1]! in CURSOR_PARTS)) throw errors.invalidParameter('continuation token');
    cursor[CURSOR_PARTS[match[1] as keyof typeof CURSOR_PARTS]] = match[2]!;
  }
  return cursor;
}

interface Request2 {
  prefix: string;
  limit: number;
  cursor: Cursor | undefined;
  delimited: boolean;
  sortBy: { column: SortColumn; order?: Order } | undefined;
}

/** The route's JSON schema, with Fastify's messages. */
function readOptions(body: Record<string, unknown>): Request2 {
  const prefix = optionalString(body, 'prefix') ?? '';
  const cursor = optionalString(body, 'cursor');
  let limit = 1000;
  if (body.limit !== undefined) {
    if (typeof body.limit !== 'number' || !Number.isInteger(body.limit)) {
      throw errors.invalidRequest('body/limit must be integer');
    }
    if (body.limit < 1) throw errors.invalidRequest('body/limit must be >= 1');
    limit = Math.min(body.limit, 1000);
  }
  if (body.with_delimiter !== undefined && typeof body.with_delimiter !== 'boolean') {
    throw errors.invalidRequest('body/with_delimiter must be boolean');
  }
  let sortBy: Request2['sortBy'];
  if (body.sortBy !== undefined) {
    const raw = body.sortBy as Record<string, unknown>;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw errors.invalidRequest('body/sortBy must be object');
    }
    if (raw.column === undefined) {
      throw errors.invalidRequest("body/sortBy must have required property 'column'");
    }
    const column = SORT_COLUMNS.find((c) => c === raw.column);
    if (!column) {
      throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    }
    if (raw.order !== undefined && raw.order !== 'asc' && raw.order !== 'desc') {
      throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
    }
    sortBy = { column, order: raw.order as Order | undefined };
  }
  return {
    prefix,
    limit,
    cursor: cursor ? decodeCursor(cursor) : undefined,
    delimited: body.with_delimiter === true,
    sortBy,
  };
}

interface Row {
  id: string;
  name: string;
  metadata: ObjectMetadata | null;
  updated_at: unknown;
  created_at: unknown;
  last_accessed_at: unknown;
}

/** One entry of the listing; `id` null marks a folder (a common prefix). */
interface Entry {
  key?: string;
  name: string;
  id: string | null;
  updated_at?: string | null;
  created_at?: string | null;
  last_accessed_at?: string | null;
  metadata?: ObjectMetadata | null;
}

/** COLLATE "C": UTF-8 bytes. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const millis = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);

/** The key past `prefix` up to and with the next '/', or null for an object at this level. */
function commonPrefix(name: string, prefix: string): string | null {
  const slash = name.indexOf('/', prefix.length);
  return slash < 0 ? null : name.slice(0, slash + 1);
}

const splitPart = (name: string, level: number) => name.split('/')[level - 1] ?? '';

function objectEntry(row: Row, level: number | null): Entry {
  return {
    ...(level === null ? {} : { key: splitPart(row.name, level) }),
    name: row.name,
    id: row.id,
    updated_at: toIso(row.updated_at),
    created_at: toIso(row.created_at),
    last_accessed_at: toIso(row.last_accessed_at),
    metadata: row.metadata,
  };
}

/** Entries in the listing's order, from where the cursor left off. */
function arrange(rows: Row[], options: Request2, column: SortColumn, order: Order): Entry[] {
  const { prefix, cursor } = options;
  const direction = order === 'asc' ? 1 : -1;
  const level = options.prefix ? options.prefix.split('/').length : 1;
  const start = cursor?.startAfter ?? '';
  let entries: Entry[];
  const byColumn = column !== 'name';
  if (!options.delimited) {
    entries = rows.map((row) => objectEntry(row, null));
  } else if (column === 'name') {
    const folders = new Map<string, Entry>();
    entries = [];
    for (const row of rows) {
      const folder = commonPrefix(row.name, prefix);
      if (folder === null) entries.push(objectEntry(row, level));
      else folders.set(folder, { id: null, name: folder });
    }
    entries.push(...folders.values());
  } else {
    // search_by_timestamp: a folder carries its oldest object's creation time as both times.
    const folders = new Map<string, Entry>();
    entries = [];
    for (const row of rows) {
      const folder = commonPrefix(row.name, prefix);
      if (folder === null) {
        entries.push(objectEntry(row, level));
        continue;
      }
      const name = folder.slice(0, -1);
      const created = toIso(row.created_at);
      const seen = folders.get(name);
      if (!seen || millis(created) < millis(seen.created_at)) {
        folders.set(name, {
          key: splitPart(name, level),
          name,
          id: null,
          updated_at: created,
          created_at: created,
          last_accessed_at: null,
          metadata: null,
        });
      }
    }
    entries.push(...folders.values());
  }
  const compare = (a: Entry, b: Entry) => {
    if (byColumn) {
      const diff = millis(a[column as 'updated_at']) - millis(b[column as 'updated_at']);
      if (diff !== 0) return diff * direction;
    }
    return byteOrder(a.name, b.name) * direction;
  };
  entries.sort(compare);
  if (!start) return entries;
  if (byColumn && (options.delimited || cursor?.sortColumnAfter)) {
    const after: Entry = {
      name: start,
      id: null,
      [column]: cursor?.sortColumnAfter || new Date(0).toISOString(),
    };
    return entries.filter((e) => compare(e, after) > 0);
  }
  return entries.filter((e) => byteOrder(e.name, start) * direction > 0);
}

export async function listObjectsV2(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  bucketId: string,
): Promise<Response> {
  const options = readOptions(await readJson(req));
  await findBucket(ctx.db, bucketId);
  const escaped = options.prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await asCaller(ctx.db, claims, (sql) =>
    sql.query<Row>(
      `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
        where bucket_id = $1 and name collate "C" like $2`,
      [bucketId, `${escaped}%`],
    ),
  );
  const column = (options.cursor?.sortColumn || options.sortBy?.column || 'name') as SortColumn;
  const order = (options.cursor?.sortOrder || options.sortBy?.order || 'asc') as Order;
  const page = arrange(rows, options, column, order).slice(0, options.limit + 1);

  const hasNext = page.length > options.limit;
  const shown = page.slice(0, options.limit);
  const folders: Entry[] = [];
  const objects: Entry[] = [];
  for (const entry of shown) {
    if (entry.id === null) {
      folders.push({ ...entry, name: entry.name.endsWith('/') ? entry.name : `${entry.name}/` });
    } else objects.push(entry);
  }
  const last = shown[shown.length - 1];
  const cursorColumn = options.cursor?.sortColumn || options.sortBy?.column;
  const next =
    hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            sortOrder: options.cursor?.sortOrder || options.sortBy?.order,
            sortColumn: cursorColumn,
            sortColumnAfter:
              cursorColumn && cursorColumn !== 'name' && last[cursorColumn as 'updated_at']
                ? new Date(last[cursorColumn as 'updated_at']!).toISOString()
                : undefined,
          }),
          nextCursorKey: last.name,
        }
      : {};
  return Response.json({ hasNext, ...next, folders, objects });
}
