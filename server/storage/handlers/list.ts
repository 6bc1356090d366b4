import type { Claims } from '../../core/types';
import {
  asCaller,
  findBucket,
  OBJECT_COLUMNS,
  type ObjectMetadata,
  type ObjectRow,
  type ObjectsContext,
} from '../context';
import { optionalString, readJson, toIso } from '../http';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: (typeof SORT_COLUMNS)[number];
  sortOrder: 'asc' | 'desc';
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;

/** storage-js `list()`'s body; anything unknown falls back to Storage's defaults. */
function listOptions(body: Record<string, unknown>): ListOptions {
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const column = String(sortBy.column ?? 'name');
  return {
    prefix: optionalString(body, 'prefix') ?? '',
    search: optionalString(body, 'search') ?? '',
    limit: numberOr(body.limit, 100),
    offset: Math.max(numberOr(body.offset, 0), 0),
    sortColumn: SORT_COLUMNS.find((c) => c === column) ?? 'name',
    sortOrder: String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Entry = {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
};

/**
 * POST /object/list/<bucket>: Storage's `storage.search`, one level below the prefix, folders as
 * entries with null fields. Rows come through the caller's select policy, so a listing never
 * shows what RLS hides.
 */
export async function listObjects(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  bucketId: string,
): Promise<Response> {
  const options = listOptions(await readJson(req));
  await findBucket(ctx.db, bucketId);
  let prefix = options.prefix;
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const { rows } = await asCaller(ctx.db, claims, (sql) =>
    sql.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects
        where bucket_id = $1 and name ilike $2 escape '\\'`,
      [bucketId, `${escapeLike(prefix + options.search)}%`],
    ),
  );
  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      folders.set(folder, {
        name: folder,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    } else {
      files.push({
        name: rest,
        id: row.id,
        updated_at: toIso(row.updated_at),
        created_at: toIso(row.created_at),
        last_accessed_at: toIso(row.last_accessed_at),
        metadata: row.metadata,
      });
    }
  }
  const direction = options.sortOrder === 'desc' ? -1 : 1;
  const byName = (a: Entry, b: Entry) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  };
  let entries: Entry[];
  if (options.sortColumn === 'name') {
    entries = [...folders.values(), ...files].sort(byName);
  } else {
    const column = options.sortColumn;
    const byColumn = (a: Entry, b: Entry) =>
      ((a[column] ?? '') < (b[column] ?? '') ? -1 : (a[column] ?? '') > (b[column] ?? '') ? 1 : 0) *
      direction;
    entries = [...[...folders.values()].sort(byName), ...files.sort(byColumn)];
  }
  const limit = Math.min(Math.max(options.limit, 0), 1500);
  return Response.json(entries.slice(options.offset, options.offset + limit));
}
