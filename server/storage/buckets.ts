import type { Claims, Database } from '../core/types';
import type { BlobStore } from './blobs';
import { asCaller } from './context';
import { errors } from './errors';
import { ownerOf, toIso } from './http';
import { assertValidBucketName } from './keys';

/**
 * Bucket administration goes through RLS on storage.buckets, as on Storage: with no bucket
 * policies (ours), only the service role, which bypasses RLS, can create, change or drop buckets.
 */

interface BucketRecord {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  created_at: unknown;
  updated_at: unknown;
}

const COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at';

function render(row: BucketRecord) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** storage-api's parseFileSizeToBytes: decimal units ("20MB" is 20,000,000 bytes). */
const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * Storage accepts a byte count or a string such as "5MB" or "1.5GB" (three significant digits, as
 * storage-api keeps); past 2^53 bytes (which the bigint column would hold, but no number past it is
 * exact) it is a bad request, not a database error.
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  let bytes: number | null = null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
    if (match) {
      bytes = Math.round(+parseFloat(match[1]!).toPrecision(3) * UNITS[match[2]!.toLowerCase()]!);
    }
  }
  if (bytes !== null && Number.isSafeInteger(bytes)) return bytes;
  throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
}

/** A non-negative whole number from a query parameter, or null when absent or not one. */
function queryCount(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Math.min(Number(value), Number.MAX_SAFE_INTEGER);
}

function parseMimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (
    Array.isArray(value) &&
    value.every((v) => typeof v === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(v))
  ) {
    return value as string[];
  }
  throw errors.invalidRequest('body/allowed_mime_types must be an array of mime types');
}

export async function listBuckets(db: Database, claims: Claims, url: URL): Promise<Response> {
  const limit = queryCount(url.searchParams.get('limit'));
  const offset = queryCount(url.searchParams.get('offset')) ?? 0;
  const search = url.searchParams.get('search') ?? '';
  const sortColumn = url.searchParams.get('sortColumn') ?? 'name';
  const sortOrder = url.searchParams.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const column = ['id', 'name', 'created_at', 'updated_at'].includes(sortColumn)
    ? sortColumn
    : 'name';
  const { rows } = await asCaller(db, claims, (sql) =>
    sql.query<BucketRecord>(
      `select ${COLUMNS} from storage.buckets where name ilike $1
        order by ${column} ${sortOrder} offset $2 ${limit !== null ? 'limit $3' : ''}`,
      limit !== null ? [`%${search}%`, offset, limit] : [`%${search}%`, offset],
    ),
  );
  return Response.json(rows.map(render));
}

export async function getBucket(db: Database, claims: Claims, id: string): Promise<Response> {
  assertValidBucketName(id);
  const { rows } = await asCaller(db, claims, (sql) =>
    sql.query<BucketRecord>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]),
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return Response.json(render(rows[0]));
}

export async function createBucket(
  db: Database,
  claims: Claims,
  body: Record<string, unknown>,
): Promise<Response> {
  const name = typeof body.name === 'string' ? body.name : undefined;
  const id = typeof body.id === 'string' ? body.id : name;
  if (!id) throw errors.invalidRequest("body must have required property 'name'");
  assertValidBucketName(id);
  const { owner, ownerId } = ownerOf(claims);
  await asCaller(db, claims, (sql) =>
    sql.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
        values ($1, $2, $3, $4, $5, $6, $7::text[])`,
      [
        id,
        name ?? id,
        owner,
        ownerId,
        body.public === true,
        parseFileSizeLimit(body.file_size_limit),
        parseMimeTypes(body.allowed_mime_types),
      ],
    ),
  );
  return Response.json({ name: id });
}

export async function updateBucket(
  db: Database,
  claims: Claims,
  id: string,
  body: Record<string, unknown>,
): Promise<Response> {
  assertValidBucketName(id);
  const { rows } = await asCaller(db, claims, (sql) =>
    sql.query<{ id: string }>(
      `update storage.buckets set
          public = coalesce($2, public),
          file_size_limit = case when $3::boolean then $4::bigint else file_size_limit end,
          allowed_mime_types = case when $5::boolean then $6::text[] else allowed_mime_types end,
          updated_at = now()
        where id = $1 returning id`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        'file_size_limit' in body,
        parseFileSizeLimit(body.file_size_limit),
        'allowed_mime_types' in body,
        parseMimeTypes(body.allowed_mime_types),
      ],
    ),
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return Response.json({ message: 'Successfully updated' });
}

export async function emptyBucket(
  db: Database,
  blobs: BlobStore,
  claims: Claims,
  id: string,
): Promise<Response> {
  assertValidBucketName(id);
  const removed = await asCaller(db, claims, async (sql) => {
    const { rows } = await sql.query<{ id: string }>(
      'select id from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw errors.noSuchBucket();
    return (
      await sql.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 returning name',
        [id],
      )
    ).rows;
  });
  for (const { name } of removed) await blobs.remove(id, name);
  // storage-api queues the work and says so; here it is done by the time this answers.
  return Response.json({
    message: 'Empty bucket has been queued. Completion may take up to an hour.',
  });
}

export async function deleteBucket(
  db: Database,
  blobs: BlobStore,
  claims: Claims,
  id: string,
): Promise<Response> {
  assertValidBucketName(id);
  await asCaller(db, claims, async (sql) => {
    const { rows } = await sql.query<{ count: number | string }>(
      'select count(*) as count from storage.objects where bucket_id = $1',
      [id],
    );
    if (Number(rows[0]?.count ?? 0) > 0) throw errors.bucketNotEmpty();
    const deleted = await sql.query<{ id: string }>(
      'delete from storage.buckets where id = $1 returning id',
      [id],
    );
    if (!deleted.rows[0]) throw errors.noSuchBucket();
  });
  await blobs.removeBucket(id);
  return Response.json({ message: 'Successfully deleted' });
}
