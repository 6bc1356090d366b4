import { createHash, randomUUID } from 'node:crypto';
import type { Claims, Database, Sql } from '../core/types';
import type { BlobStore } from './blobs';
import { newVersion } from './blobs';
import { errors, fromDbError, StorageApiError } from './errors';
import { ownerOf, readBody, toIso } from './http';
import { assertValidBucketName, assertValidKey } from './keys';
import type { KeyedMutex } from './locks';
import { effectiveContentType, isAllowedMimeType, SVG } from './sniff';
import { JsonTooDeep, parseJson } from '../core/json-depth';

export interface ObjectsContext {
  db: Database;
  blobs: BlobStore;
  locks: KeyedMutex;
  /** Storage's global upload limit; a bucket limit can only lower it. */
  globalFileSizeLimit: number;
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

interface ObjectRow {
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

const lockKey = (bucket: string, key: string) => `${bucket}/${key}`;

/** Runs `fn` as the caller so that storage RLS decides, mapping refusals to Storage's errors. */
async function asCaller<T>(db: Database, claims: Claims, fn: (sql: Sql) => Promise<T>): Promise<T> {
  try {
    return await db.asUser(claims, fn);
  } catch (e) {
    throw fromDbError(e);
  }
}

async function asOwner<T>(db: Database, fn: (sql: Sql) => Promise<T>): Promise<T> {
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

interface IncomingFile {
  bytes: Uint8Array;
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (e) {
    if (e instanceof JsonTooDeep) throw errors.invalidRequest(`metadata: ${e.message}`);
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** Multipart framing and form fields on top of the file itself. */
const MULTIPART_OVERHEAD = 1024 * 1024 + 64 * 1024;

/** The two encodings storage-js sends: form-data (Blob, File, FormData) and a raw body. */
async function readIncomingFile(req: Request, limit: number): Promise<IncomingFile> {
  const contentType = req.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const raw = await readBody(req, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw errors.noContent('The multipart body could not be parsed');
    }
    let file: File | null = null;
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw errors.noContent();
    if (file.size > limit) throw errors.entityTooLarge(limit);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const cacheTime = field('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      declaredType: field('contentType') || file.type || 'application/octet-stream',
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseUserMetadata(field('metadata') ?? field('userMetadata')),
    };
  }
  const bytes = await readBody(req, limit);
  const header = req.headers.get('x-metadata');
  return {
    bytes,
    declaredType: contentType || 'application/octet-stream',
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: header ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8')) : null,
  };
}

/**
 * Header values must be printable ASCII; anything else would make serving the object throw later.
 * Storage refuses such values at upload too (InvalidHeaderChar).
 */
const HEADER_SAFE = /^[\x20-\x7e]{0,256}$/;
const MIME = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+*-]+(\s*;[\x20-\x7e]*)?$/i;

function assertHeaderSafe(file: IncomingFile): void {
  if (!HEADER_SAFE.test(file.cacheControl)) {
    throw errors.invalidRequest('Invalid character in cacheControl');
  }
  if (!MIME.test(file.declaredType) || !HEADER_SAFE.test(file.declaredType)) {
    throw errors.invalidRequest(`Invalid content type: ${file.declaredType.slice(0, 64)}`);
  }
}

/** RFC 6266 with an ASCII fallback, so Cyrillic file names survive and never break the header. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function checkContentType(bucket: BucketRow, file: IncomingFile): string {
  assertHeaderSafe(file);
  const mime = effectiveContentType(file.declaredType, file.bytes);
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length > 0 && !isAllowedMimeType(mime, allowed)) {
    const claimed = file.declaredType.split(';')[0]!.trim();
    const detail =
      mime === SVG
        ? 'SVG images can carry scripts and are not accepted here'
        : claimed !== mime
          ? `the content is ${mime}, not ${claimed}; allowed: ${allowed.join(', ')}`
          : `allowed: ${allowed.join(', ')}`;
    throw errors.invalidMimeType(mime, detail);
  }
  return mime;
}

function fileSizeLimit(ctx: ObjectsContext, bucket: BucketRow): number {
  const own = bucket.file_size_limit === null ? NaN : Number(bucket.file_size_limit);
  return Number.isFinite(own) && own > 0
    ? Math.min(own, ctx.globalFileSizeLimit)
    : ctx.globalFileSizeLimit;
}

function metadataFor(bytes: Uint8Array, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.byteLength,
    mimetype,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
}

/**
 * Promotes staged bytes after the row committed. If that fails the row is withdrawn, so no
 * committed row is left pointing at bytes that are not there.
 */
async function promoteOrWithdraw(
  ctx: ObjectsContext,
  version: string,
  bucket: string,
  key: string,
): Promise<void> {
  try {
    await ctx.blobs.promote(version, bucket, key);
  } catch (e) {
    await asOwner(ctx.db, (sql) =>
      sql.query('delete from storage.objects where bucket_id = $1 and name = $2 and version = $3', [
        bucket,
        key,
        version,
      ]),
    ).catch(() => undefined);
    await ctx.blobs.discard(version).catch(() => undefined);
    throw e instanceof StorageApiError ? e : errors.internal('The object could not be stored');
  }
}

export async function uploadObject(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<Response> {
  assertValidKey(key);
  const bucket = await findBucket(ctx.db, bucketId);
  const limit = fileSizeLimit(ctx, bucket);
  const file = await readIncomingFile(req, limit);
  if (file.bytes.byteLength > limit) throw errors.entityTooLarge(limit);
  const mimetype = checkContentType(bucket, file);
  const metadata = metadataFor(file.bytes, mimetype, file.cacheControl);
  const { owner, ownerId } = ownerOf(claims);
  const version = newVersion();

  return ctx.locks.run([lockKey(bucketId, key)], async () => {
    await ctx.blobs.stage(bucketId, key, version, file.bytes);
    let id: string;
    try {
      id = await asCaller(ctx.db, claims, async (sql) => {
        const values = [
          randomUUID(),
          bucketId,
          key,
          owner,
          ownerId,
          JSON.stringify(metadata),
          file.userMetadata === null ? null : JSON.stringify(file.userMetadata),
          version,
        ];
        const insert = `insert into storage.objects
            (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
        if (!upsert) {
          // no RETURNING: it would also demand a select policy, which Storage's insert does not
          await sql.query(insert, values);
          return values[0] as string;
        }
        const { rows } = await sql.query<{ id: string }>(
          `${insert}
            on conflict (bucket_id, name) do update set
              owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
              user_metadata = excluded.user_metadata, version = excluded.version,
              updated_at = now(), last_accessed_at = now()
            returning id`,
          values,
        );
        return rows[0]!.id;
      });
    } catch (e) {
      await ctx.blobs.discard(version);
      throw e;
    }
    await promoteOrWithdraw(ctx, version, bucketId, key);
    return Response.json({ Id: id, Key: `${bucketId}/${key}` });
  });
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

async function readObjectAs(
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

function objectNotFoundResponse(): Response {
  return Response.json(
    {
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'Not found',
      message: 'The resource was not found',
    },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  );
}

/** The headers Storage's asset renderer sends, plus nosniff: the stored type is the only type. */
async function serveObject(
  ctx: ObjectsContext,
  req: Request,
  row: ObjectRow,
  extra: Record<string, string> = {},
): Promise<Response> {
  const bytes = await ctx.blobs.read(row.bucket_id, row.name);
  if (!bytes) return objectNotFoundResponse();
  const meta = row.metadata;
  const headers = new Headers({
    'content-type': meta?.mimetype ?? 'application/octet-stream',
    'content-length': String(bytes.byteLength),
    'cache-control': meta?.cacheControl ?? 'no-cache',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'none',
    ...extra,
  });
  if (meta?.eTag) headers.set('etag', meta.eTag);
  if (meta?.lastModified) headers.set('last-modified', meta.lastModified);
  const url = new URL(req.url);
  const download = url.searchParams.get('download');
  if (download !== null) {
    headers.set(
      'content-disposition',
      contentDisposition(download || row.name.split('/').pop() || 'download'),
    );
  }
  const ifNoneMatch = req.headers.get('if-none-match');
  if (meta?.eTag && ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === meta.eTag)) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  // Node's file buffers are backed by plain ArrayBuffers; the cast only satisfies BodyInit's typing
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

export async function getAuthenticatedObject(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  bucketId: string,
  key: string,
): Promise<Response> {
  await findBucket(ctx.db, bucketId);
  const row = await readObjectAs(ctx, claims, bucketId, key);
  return serveObject(ctx, req, row);
}

export async function getPublicObject(
  ctx: ObjectsContext,
  req: Request,
  bucketId: string,
  key: string,
): Promise<Response> {
  const bucket = await findBucket(ctx.db, bucketId);
  // a private bucket answers exactly like a missing one, so names cannot be probed
  if (!bucket.public) throw errors.noSuchBucket();
  const row = await readObjectAs(ctx, null, bucketId, key);
  return serveObject(ctx, req, row);
}

export async function getSignedObject(
  ctx: ObjectsContext,
  req: Request,
  bucketId: string,
  key: string,
  expires: number,
): Promise<Response> {
  await findBucket(ctx.db, bucketId);
  const row = await readObjectAs(ctx, null, bucketId, key);
  return serveObject(ctx, req, row, { expires: new Date(expires * 1000).toUTCString() });
}

export async function objectInfo(
  ctx: ObjectsContext,
  claims: Claims | null,
  bucketId: string,
  key: string,
): Promise<Response> {
  const bucket = await findBucket(ctx.db, bucketId);
  if (!claims && !bucket.public) throw errors.noSuchBucket();
  const row = await readObjectAs(ctx, claims, bucketId, key);
  const meta = row.metadata;
  return Response.json(
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta?.size ?? null,
      content_type: meta?.mimetype ?? null,
      cache_control: meta?.cacheControl ?? null,
      etag: meta?.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: toIso(row.updated_at),
      created_at: toIso(row.created_at),
    },
    { headers: meta?.eTag ? { etag: meta.eTag } : {} },
  );
}

/** Checks that the caller can see the object, for signing. */
export async function assertReadable(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  key: string,
): Promise<void> {
  await findBucket(ctx.db, bucketId);
  await readObjectAs(ctx, claims, bucketId, key);
}

export async function readableNames(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  keys: string[],
): Promise<Set<string>> {
  await findBucket(ctx.db, bucketId);
  const { rows } = await asCaller(ctx.db, claims, (sql) =>
    sql.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, keys],
    ),
  );
  return new Set(rows.map((r) => r.name));
}

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Storage's `storage.search`: one level below the prefix, folders as entries with null fields.
 * Rows come through the caller's select policy, so a listing never shows what RLS hides.
 */
export async function listObjects(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  options: ListOptions,
): Promise<Response> {
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
  type Entry = {
    name: string;
    id: string | null;
    updated_at: string | null;
    created_at: string | null;
    last_accessed_at: string | null;
    metadata: ObjectMetadata | null;
  };
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

export async function removeObjects(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  keys: string[],
): Promise<Record<string, unknown>[]> {
  await findBucket(ctx.db, bucketId);
  if (keys.length === 0) return [];
  if (keys.length > 1000) {
    throw errors.invalidRequest('Bulk object requests are limited to 1000 objects per request.');
  }
  return ctx.locks.run(
    keys.map((k) => lockKey(bucketId, k)),
    async () => {
      // RETURNING * as Storage does: rows the caller may not delete simply do not come back
      const { rows } = await asCaller(ctx.db, claims, (sql) =>
        sql.query<Record<string, unknown>>(
          'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
          [bucketId, keys],
        ),
      );
      for (const row of rows) await ctx.blobs.remove(bucketId, String(row.name));
      return rows.map((row) => ({
        ...row,
        created_at: toIso(row.created_at),
        updated_at: toIso(row.updated_at),
        last_accessed_at: toIso(row.last_accessed_at),
      }));
    },
  );
}

export async function removeObject(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  key: string,
): Promise<Response> {
  assertValidKey(key);
  const removed = await removeObjects(ctx, claims, bucketId, [key]);
  if (removed.length === 0) throw errors.noSuchKey();
  return Response.json({ message: 'Successfully deleted' });
}

export async function moveObject(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  sourceKey: string,
  destinationBucket: string,
  destinationKey: string,
): Promise<Response> {
  assertValidKey(sourceKey);
  assertValidKey(destinationKey);
  await findBucket(ctx.db, bucketId);
  if (destinationBucket !== bucketId) await findBucket(ctx.db, destinationBucket);
  const { owner, ownerId } = ownerOf(claims);
  if (bucketId === destinationBucket && sourceKey === destinationKey) {
    const row = await readObjectAs(ctx, claims, bucketId, sourceKey);
    return Response.json({ message: 'Successfully moved', Id: row.id, Key: row.name });
  }
  const version = newVersion();
  return ctx.locks.run(
    [lockKey(bucketId, sourceKey), lockKey(destinationBucket, destinationKey)],
    async () => {
      await ctx.blobs.stageFrom(bucketId, sourceKey, version, destinationBucket, destinationKey);
      let id: string;
      try {
        id = await asCaller(ctx.db, claims, async (sql) => {
          // the update policy must allow both the old row (USING) and the new one (WITH CHECK)
          const { rows } = await sql.query<{ id: string }>(
            `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6,
                version = $7, updated_at = now()
              where bucket_id = $1 and name = $2 returning id`,
            [bucketId, sourceKey, destinationBucket, destinationKey, owner, ownerId, version],
          );
          if (!rows[0]) throw errors.noSuchKey();
          return rows[0].id;
        });
      } catch (e) {
        await ctx.blobs.discard(version);
        throw e;
      }
      await promoteOrWithdraw(ctx, version, destinationBucket, destinationKey);
      await ctx.blobs.remove(bucketId, sourceKey);
      return Response.json({ message: 'Successfully moved', Id: id, Key: destinationKey });
    },
  );
}

export async function copyObject(
  ctx: ObjectsContext,
  claims: Claims,
  options: {
    bucketId: string;
    sourceKey: string;
    destinationBucket: string;
    destinationKey: string;
    upsert: boolean;
    copyMetadata: boolean;
    metadata: Record<string, unknown> | null;
  },
): Promise<Response> {
  const { bucketId, sourceKey, destinationBucket, destinationKey } = options;
  assertValidKey(sourceKey);
  assertValidKey(destinationKey);
  await findBucket(ctx.db, bucketId);
  if (destinationBucket !== bucketId) await findBucket(ctx.db, destinationBucket);
  const source = await readObjectAs(ctx, claims, bucketId, sourceKey);
  const { owner, ownerId } = ownerOf(claims);
  const version = newVersion();
  const metadata = { ...(source.metadata ?? {}), lastModified: new Date().toUTCString() };
  const userMetadata = options.copyMetadata ? source.user_metadata : options.metadata;
  return ctx.locks.run(
    [lockKey(bucketId, sourceKey), lockKey(destinationBucket, destinationKey)],
    async () => {
      await ctx.blobs.stageFrom(bucketId, sourceKey, version, destinationBucket, destinationKey);
      let id: string;
      try {
        id = await asCaller(ctx.db, claims, async (sql) => {
          const values = [
            randomUUID(),
            destinationBucket,
            destinationKey,
            owner,
            ownerId,
            JSON.stringify(metadata),
            userMetadata === null ? null : JSON.stringify(userMetadata),
            version,
          ];
          await sql.query(
            `insert into storage.objects
              (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
              values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
              ${
                options.upsert
                  ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
                      owner_id = excluded.owner_id, metadata = excluded.metadata,
                      user_metadata = excluded.user_metadata, version = excluded.version,
                      updated_at = now()`
                  : ''
              }`,
            values,
          );
          return values[0] as string;
        });
      } catch (e) {
        await ctx.blobs.discard(version);
        throw e;
      }
      await promoteOrWithdraw(ctx, version, destinationBucket, destinationKey);
      return Response.json({
        Id: id,
        Key: `${destinationBucket}/${destinationKey}`,
        name: destinationKey,
        bucket_id: destinationBucket,
        version,
      });
    },
  );
}

/** Finishes promotions a crash interrupted and drops staged bytes whose row never committed. */
export async function recoverStaged(ctx: ObjectsContext): Promise<void> {
  for (const version of await ctx.blobs.stagedVersions()) {
    const { rows } = await asOwner(ctx.db, (sql) =>
      sql.query<{ bucket_id: string; name: string }>(
        'select bucket_id, name from storage.objects where version = $1',
        [version],
      ),
    );
    const row = rows[0];
    if (row) await ctx.blobs.promote(version, row.bucket_id, row.name);
    else await ctx.blobs.discard(version);
  }
}
