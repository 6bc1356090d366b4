import type { Claims, Service, ServiceContext, ServiceFactory } from '../core/types';
import type { BlobStore } from './blobs';
import { createBlobStore } from './blobs';
import * as buckets from './buckets';
import { errorResponse, errors, StorageApiError } from './errors';
import { authenticate, optionalString, readJson, requireString } from './http';
import { assertValidBucketName, assertValidKey, decodePath } from './keys';
import { KeyedMutex } from './locks';
import type { ObjectsContext } from './objects';
import * as objects from './objects';
import { assertExpiresIn, signObjectUrl, verifyObjectToken } from './signing';

/** Storage's default global upload limit (FILE_SIZE_LIMIT, 50 MB); bucket limits lower it. */
export const DEFAULT_GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface StorageOptions {
  blobs?: BlobStore;
  globalFileSizeLimit?: number;
}

type Route = (req: Request, url: URL, parts: string[]) => Promise<Response>;

/** `bucket/key...` from path segments that are still percent-encoded. */
function bucketAndKey(parts: string[]): { bucket: string; key: string } {
  const [rawBucket, ...rest] = parts;
  const bucket = decodePath(rawBucket ?? '');
  assertValidBucketName(bucket);
  const key = decodePath(rest.join('/'));
  assertValidKey(key);
  return { bucket, key };
}

function bucketOnly(parts: string[]): string {
  if (parts.length !== 1) throw errors.invalidRequest('Expected a bucket name');
  const bucket = decodePath(parts[0]!);
  assertValidBucketName(bucket);
  return bucket;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;

export function createStorageServiceWith(ctx: ServiceContext, options: StorageOptions = {}) {
  const secret = ctx.config.jwtSecret;
  const objectsCtx: ObjectsContext = {
    db: ctx.db,
    blobs: options.blobs ?? createBlobStore(ctx.config.dataDir),
    locks: new KeyedMutex(),
    globalFileSizeLimit: options.globalFileSizeLimit ?? DEFAULT_GLOBAL_FILE_SIZE_LIMIT,
  };
  const auth = (req: Request): Promise<Claims> => authenticate(req, secret);

  const objectRoutes: Route = async (req, url, parts) => {
    const [first, ...rest] = parts;
    const method = req.method;
    const read = method === 'GET' || method === 'HEAD';

    if (first === 'public' && read) {
      const { bucket, key } = bucketAndKey(rest);
      return objects.getPublicObject(objectsCtx, req, bucket, key);
    }
    if (first === 'authenticated' && read) {
      const { bucket, key } = bucketAndKey(rest);
      return objects.getAuthenticatedObject(objectsCtx, req, await auth(req), bucket, key);
    }
    if (first === 'info' && method === 'GET') {
      if (rest[0] === 'public') {
        const { bucket, key } = bucketAndKey(rest.slice(1));
        return objects.objectInfo(objectsCtx, null, bucket, key);
      }
      const tail = rest[0] === 'authenticated' ? rest.slice(1) : rest;
      const { bucket, key } = bucketAndKey(tail);
      return objects.objectInfo(objectsCtx, await auth(req), bucket, key);
    }
    if (first === 'sign') {
      if (read) {
        const { bucket, key } = bucketAndKey(rest);
        const exp = await verifyObjectToken(secret, url.searchParams.get('token'), bucket, key);
        return objects.getSignedObject(objectsCtx, req, bucket, key, exp);
      }
      if (method === 'POST') {
        const claims = await auth(req);
        const body = await readJson(req);
        const expiresIn = assertExpiresIn(body.expiresIn);
        if (rest.length === 1) {
          const bucket = bucketOnly(rest);
          if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
            throw errors.invalidRequest("body must have required property 'paths'");
          }
          const paths = body.paths as string[];
          const found = await objects.readableNames(objectsCtx, claims, bucket, paths);
          return Response.json(
            await Promise.all(
              paths.map(async (path) =>
                found.has(path)
                  ? {
                      error: null,
                      path,
                      signedURL: await signObjectUrl(secret, bucket, path, expiresIn),
                    }
                  : {
                      error: 'Either the object does not exist or you do not have access to it',
                      path,
                      signedURL: null,
                    },
              ),
            ),
          );
        }
        const { bucket, key } = bucketAndKey(rest);
        await objects.assertReadable(objectsCtx, claims, bucket, key);
        return Response.json({ signedURL: await signObjectUrl(secret, bucket, key, expiresIn) });
      }
    }
    if (first === 'list' && method === 'POST') {
      const claims = await auth(req);
      const bucket = bucketOnly(rest);
      const body = await readJson(req);
      const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
      const column = String(sortBy.column ?? 'name');
      return objects.listObjects(objectsCtx, claims, bucket, {
        prefix: optionalString(body, 'prefix') ?? '',
        search: optionalString(body, 'search') ?? '',
        limit: numberOr(body.limit, 100),
        offset: Math.max(numberOr(body.offset, 0), 0),
        sortColumn: (['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(column)
          ? column
          : 'name') as 'name',
        sortOrder: String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc',
      });
    }
    if ((first === 'move' || first === 'copy') && method === 'POST' && rest.length === 0) {
      const claims = await auth(req);
      const body = await readJson(req);
      const bucketId = requireString(body, 'bucketId');
      const sourceKey = requireString(body, 'sourceKey');
      const destinationKey = requireString(body, 'destinationKey');
      const destinationBucket = optionalString(body, 'destinationBucket') ?? bucketId;
      assertValidBucketName(bucketId);
      assertValidBucketName(destinationBucket);
      if (first === 'move') {
        return objects.moveObject(
          objectsCtx,
          claims,
          bucketId,
          sourceKey,
          destinationBucket,
          destinationKey,
        );
      }
      const metadata = body.metadata;
      return objects.copyObject(objectsCtx, claims, {
        bucketId,
        sourceKey,
        destinationBucket,
        destinationKey,
        upsert: req.headers.get('x-upsert') === 'true',
        copyMetadata: body.copyMetadata !== false,
        metadata:
          typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
            ? (metadata as Record<string, unknown>)
            : null,
      });
    }
    if (method === 'DELETE' && parts.length === 1) {
      const claims = await auth(req);
      const bucket = bucketOnly(parts);
      const body = await readJson(req);
      if (!Array.isArray(body.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
        throw errors.invalidRequest("body must have required property 'prefixes'");
      }
      const keys = body.prefixes as string[];
      keys.forEach(assertValidKey);
      return Response.json(await objects.removeObjects(objectsCtx, claims, bucket, keys));
    }

    const { bucket, key } = bucketAndKey(parts);
    if (method === 'POST' || method === 'PUT') {
      const upsert = method === 'PUT' || req.headers.get('x-upsert') === 'true';
      return objects.uploadObject(objectsCtx, req, await auth(req), bucket, key, upsert);
    }
    if (read) return objects.getAuthenticatedObject(objectsCtx, req, await auth(req), bucket, key);
    if (method === 'DELETE') return objects.removeObject(objectsCtx, await auth(req), bucket, key);
    throw errors.notFoundRoute(method, url.pathname);
  };

  const bucketRoutes: Route = async (req, url, parts) => {
    const claims = await auth(req);
    const method = req.method;
    if (parts.length === 0) {
      if (method === 'GET') return buckets.listBuckets(ctx.db, claims, url);
      if (method === 'POST') return buckets.createBucket(ctx.db, claims, await readJson(req));
    }
    const id = decodePath(parts[0] ?? '');
    if (parts.length === 1) {
      if (method === 'GET') return buckets.getBucket(ctx.db, claims, id);
      if (method === 'PUT') return buckets.updateBucket(ctx.db, claims, id, await readJson(req));
      if (method === 'DELETE') return buckets.deleteBucket(ctx.db, objectsCtx.blobs, claims, id);
    }
    if (parts.length === 2 && parts[1] === 'empty' && method === 'POST') {
      return buckets.emptyBucket(ctx.db, objectsCtx.blobs, claims, id);
    }
    throw errors.notFoundRoute(method, url.pathname);
  };

  const service: Service & { recover(): Promise<void> } = {
    async handle(req, path) {
      try {
        const url = new URL(req.url);
        const [section, ...parts] = path.replace(/^\/+/, '').split('/');
        if (section === 'object') return await objectRoutes(req, url, parts);
        if (section === 'bucket') return await bucketRoutes(req, url, parts.filter(Boolean));
        throw errors.notFoundRoute(req.method, url.pathname);
      } catch (e) {
        if (e instanceof StorageApiError) return errorResponse(e);
        console.error('[storage]', e);
        return errorResponse(errors.internal());
      }
    },
    recover: () => objects.recoverStaged(objectsCtx),
  };
  return service;
}

/** Mounted by the gateway at /storage/v1. */
export const createStorageService: ServiceFactory = async (ctx) => {
  const service = createStorageServiceWith(ctx);
  await service.recover();
  return service;
};
