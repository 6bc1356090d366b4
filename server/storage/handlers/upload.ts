import { createHash } from 'node:crypto';
import type { Claims, Sql } from '../../core/types';
import { JsonTooDeep, parseJson } from '../../core/json-depth';
import { newVersion } from '../blobs';
import {
  findBucket,
  lockKey,
  type BucketRow,
  type ObjectMetadata,
  type ObjectsContext,
} from '../context';
import { errors, fromDbError } from '../errors';
import { ownerOf, readBody } from '../http';
import { assertValidKey } from '../keys';
import { effectiveContentType, isAllowedMimeType } from '../sniff';
import { insertObject, writeStaged, type NewObject } from '../staging';

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
    if (file.size > limit) throw errors.entityTooLarge();
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

function checkContentType(bucket: BucketRow, file: IncomingFile): string {
  assertHeaderSafe(file);
  const mime = effectiveContentType(file.declaredType, file.bytes);
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length > 0 && !isAllowedMimeType(mime, allowed)) {
    // storage-api's text; the type named is the one the content sniffed as (deliberately
    // stricter than storage-api, which trusts the declared type).
    throw errors.invalidMimeType(mime);
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

const UPSERT = `on conflict (bucket_id, name) do update set
  owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
  user_metadata = excluded.user_metadata, version = excluded.version,
  updated_at = now(), last_accessed_at = now()
returning id`;

const writeRow = (sql: Sql, row: NewObject, upsert: boolean) =>
  // no RETURNING on a plain insert: it would also demand a select policy, which Storage's does not
  upsert ? insertObject(sql, row, UPSERT) : insertObject(sql, row);

/** Thrown to roll back a write that was only a permission test. */
class PermissionTested extends Error {}

/**
 * storage-api's canUpload: the row the upload would write, written as the caller and rolled
 * back, so RLS refuses now what it would refuse then.
 */
export async function assertCanUpload(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  const row: NewObject = {
    bucket: bucketId,
    key,
    ...ownerOf(claims),
    metadata: {},
    userMetadata: null,
    version: '1',
  };
  try {
    await ctx.db.asUser(claims, async (sql) => {
      await writeRow(sql, row, upsert);
      throw new PermissionTested();
    });
  } catch (e) {
    if (!(e instanceof PermissionTested)) throw fromDbError(e);
  }
}

/** POST (PUT, or x-upsert: true, to replace) /object/<bucket>/<key>. */
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
  if (file.bytes.byteLength > limit) throw errors.entityTooLarge();
  const mimetype = checkContentType(bucket, file);
  const version = newVersion();
  const row = {
    bucket: bucketId,
    key,
    ...ownerOf(claims),
    metadata: metadataFor(file.bytes, mimetype, file.cacheControl),
    userMetadata: file.userMetadata,
    version,
  };

  return ctx.locks.run([lockKey(bucketId, key)], async () => {
    const id = await writeStaged(
      ctx,
      claims,
      { version, bucket: bucketId, key },
      () => ctx.blobs.stage(bucketId, key, version, file.bytes),
      (sql) => writeRow(sql, row, upsert),
    );
    return Response.json({ Id: id, Key: `${bucketId}/${key}` });
  });
}
