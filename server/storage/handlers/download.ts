import type { Claims } from '../../core/types';
import { findBucket, readObjectAs, type ObjectRow, type ObjectsContext } from '../context';
import { errors } from '../errors';
import { toIso } from '../http';

/** RFC 6266 with an ASCII fallback, so Cyrillic file names survive and never break the header. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
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

/** GET/HEAD /object/authenticated/<bucket>/<key> (and /object/<bucket>/<key>). */
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

/** GET/HEAD /object/public/<bucket>/<key>. */
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

/** An object behind a signed URL whose token has been checked, valid until `expires` (seconds). */
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

/** GET /object/info/[public|authenticated/]<bucket>/<key>. */
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
      metadata: row.user_metadata ?? {},
      last_modified: toIso(row.updated_at),
      created_at: toIso(row.created_at),
    },
    { headers: meta?.eTag ? { etag: meta.eTag } : {} },
  );
}
