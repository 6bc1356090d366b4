import type { Claims, Service, ServiceContext, ServiceFactory } from '../core/types';
import type { BlobStore } from './blobs';
import { createBlobStore } from './blobs';
import * as buckets from './buckets';
import type { ObjectsContext } from './context';
import { errorResponse, errors, StorageApiError } from './errors';
import { copyObject, moveObject } from './handlers/copy-move';
import { getAuthenticatedObject, getPublicObject, objectInfo } from './handlers/download';
import { listObjects } from './handlers/list';
import { listObjectsV2 } from './handlers/list-v2';
import { removeObject, removeObjects } from './handlers/remove';
import { serveSigned, signObject, signObjects } from './handlers/sign';
import { uploadObject } from './handlers/upload';
import { signUpload, uploadSigned } from './handlers/upload-signed';
import { authenticate, readJson } from './http';
import { bucketAndKey, bucketOnly, decodePath } from './keys';
import { KeyedMutex } from './locks';
import { recoverStaged } from './staging';

/** Storage's default global upload limit (FILE_SIZE_LIMIT, 50 MB); bucket limits lower it. */
export const DEFAULT_GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface StorageOptions {
  blobs?: BlobStore;
  globalFileSizeLimit?: number;
}

type Route = (req: Request, url: URL, parts: string[]) => Promise<Response>;

export function createStorageServiceWith(ctx: ServiceContext, options: StorageOptions = {}) {
  const objectsCtx: ObjectsContext = {
    db: ctx.db,
    blobs: options.blobs ?? createBlobStore(ctx.config.dataDir),
    locks: new KeyedMutex(),
    globalFileSizeLimit: options.globalFileSizeLimit ?? DEFAULT_GLOBAL_FILE_SIZE_LIMIT,
    jwtSecret: ctx.config.jwtSecret,
  };
  const auth = (req: Request): Promise<Claims> => authenticate(req, objectsCtx.jwtSecret);

  const objectRoutes: Route = async (req, url, parts) => {
    const [first, ...rest] = parts;
    const method = req.method;
    const read = method === 'GET' || method === 'HEAD';

    if (first === 'public' && read) {
      const { bucket, key } = bucketAndKey(rest);
      return getPublicObject(objectsCtx, req, bucket, key);
    }
    if (first === 'authenticated' && read) {
      const { bucket, key } = bucketAndKey(rest);
      return getAuthenticatedObject(objectsCtx, req, await auth(req), bucket, key);
    }
    if (first === 'info' && method === 'GET') {
      if (rest[0] === 'public') {
        const { bucket, key } = bucketAndKey(rest.slice(1));
        return objectInfo(objectsCtx, null, bucket, key);
      }
      const tail = rest[0] === 'authenticated' ? rest.slice(1) : rest;
      const { bucket, key } = bucketAndKey(tail);
      return objectInfo(objectsCtx, await auth(req), bucket, key);
    }
    if (first === 'sign') {
      if (read) {
        const { bucket, key } = bucketAndKey(rest);
        return serveSigned(objectsCtx, req, bucket, key);
      }
      if (method === 'POST') {
        const claims = await auth(req);
        return rest.length === 1
          ? signObjects(objectsCtx, req, claims, rest)
          : signObject(objectsCtx, req, claims, rest);
      }
    }
    if (first === 'upload' && rest[0] === 'sign' && rest.length > 2) {
      const { bucket, key } = bucketAndKey(rest.slice(1));
      if (method === 'POST') return signUpload(objectsCtx, req, await auth(req), bucket, key);
      if (method === 'PUT') return uploadSigned(objectsCtx, req, bucket, key);
    }
    if (first === 'list-v2' && method === 'POST') {
      const claims = await auth(req);
      return listObjectsV2(objectsCtx, req, claims, bucketOnly(rest));
    }
    if (first === 'list' && method === 'POST') {
      const claims = await auth(req);
      return listObjects(objectsCtx, req, claims, bucketOnly(rest));
    }
    if ((first === 'move' || first === 'copy') && method === 'POST' && rest.length === 0) {
      const claims = await auth(req);
      return first === 'move'
        ? moveObject(objectsCtx, req, claims)
        : copyObject(objectsCtx, req, claims);
    }
    if (method === 'DELETE' && parts.length === 1) {
      const claims = await auth(req);
      return removeObjects(objectsCtx, req, claims, bucketOnly(parts));
    }

    const { bucket, key } = bucketAndKey(parts);
    if (method === 'POST' || method === 'PUT') {
      const upsert = method === 'PUT' || req.headers.get('x-upsert') === 'true';
      return uploadObject(objectsCtx, req, await auth(req), bucket, key, upsert);
    }
    if (read) return getAuthenticatedObject(objectsCtx, req, await auth(req), bucket, key);
    if (method === 'DELETE') return removeObject(objectsCtx, await auth(req), bucket, key);
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
    recover: () => recoverStaged(objectsCtx),
  };
  return service;
}

/** Mounted by the gateway at /storage/v1. */
export const createStorageService: ServiceFactory = async (ctx) => {
  const service = createStorageServiceWith(ctx);
  await service.recover();
  return service;
};
