import type { Claims, Database, Sql } from '../core/types';
import type { BlobStore } from './blobs';
import { errors, fromDbError } from './errors';
import { assertValidBucketName, assertValidKey } from './keys';
import type { KeyedMutex } from './locks';

/** What every object handler (./handlers/*) works with. */
export interface ObjectsContext {
  db: Database;
  blobs: BlobStore;
  locks: KeyedMutex;
  /** Storage's global upload limit; a bucket limit can only lower it. */
  globalFileSizeLimit: number;
  /** Signs and checks the tokens of signed URLs. */
  jwtSecret: string;
}

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: unknown;
  updated_at: unknown;
  last_accessed_at: unknown;
}

export const OBJECT_COLUMNS =
  'id, bucket_id, name, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

export const lockKey = (bucket: string, key: string) => `${bucket}/${key}`;

/** Runs `fn` as the caller so that storage RLS decides, mapping refusals to Storage's errors. */
export async function asCaller<T>(
  db: Database,
  claims: Claims,
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  try {
    return await db.asUser(claims, fn);
  } catch (e) {
    throw fromDbError(e);
  }
}

export async function asOwner<T>(db: Database, fn: (sql: Sql) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (e) {
    throw fromDbError(e);
  }
}

/** Bucket settings are read as the owner, as Storage does, so limits apply whatever RLS says. */
export async function findBucket(db: Database, id: string): Promise<BucketRow> {
  assertValidBucketName(id);
  const { rows } = await asOwner(db, (sql) =>
    sql.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

/** The object's row as the caller sees it through RLS, or as the owner when `claims` is null. */
export async function readObjectAs(
  ctx: ObjectsContext,
  claims: Claims | null,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  assertValidKey(key);
  const query = (sql: Sql) =>
    sql.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, key],
    );
  const { rows } = claims ? await asCaller(ctx.db, claims, query) : await asOwner(ctx.db, query);
  const row = rows[0];
  if (!row) throw errors.noSuchKey();
  return row;
}
