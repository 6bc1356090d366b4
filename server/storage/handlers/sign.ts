import type { Claims } from '../../core/types';
import { asCaller, findBucket, readObjectAs, type ObjectsContext } from '../context';
import { errors } from '../errors';
import { readJson } from '../http';
import { bucketAndKey, bucketOnly } from '../keys';
import { assertExpiresIn, signObjectUrl, verifyObjectToken } from '../signing';
import { getSignedObject } from './download';

/** GET/HEAD /object/sign/<bucket>/<key>?token=: the object, when the token names it and is live. */
export async function serveSigned(
  ctx: ObjectsContext,
  req: Request,
  bucketId: string,
  key: string,
): Promise<Response> {
  const token = new URL(req.url).searchParams.get('token');
  const expires = await verifyObjectToken(ctx.jwtSecret, token, bucketId, key);
  return getSignedObject(ctx, req, bucketId, key, expires);
}

/** The body's `expiresIn`, read before anything else is checked, as Storage does. */
async function readExpiresIn(req: Request) {
  const body = await readJson(req);
  return { body, expiresIn: assertExpiresIn(body.expiresIn) };
}

/** POST /object/sign/<bucket>/<key>: a signed URL for one object the caller can see. */
export async function signObject(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  parts: string[],
): Promise<Response> {
  const { expiresIn } = await readExpiresIn(req);
  const { bucket: bucketId, key } = bucketAndKey(parts);
  await findBucket(ctx.db, bucketId);
  await readObjectAs(ctx, claims, bucketId, key);
  return Response.json({ signedURL: await signObjectUrl(ctx.jwtSecret, bucketId, key, expiresIn) });
}

/** POST /object/sign/<bucket> with `paths`: a signed URL, or an error, per path. */
export async function signObjects(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  parts: string[],
): Promise<Response> {
  const { body, expiresIn } = await readExpiresIn(req);
  const bucketId = bucketOnly(parts);
  if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest("body must have required property 'paths'");
  }
  const paths = body.paths as string[];
  await findBucket(ctx.db, bucketId);
  const { rows } = await asCaller(ctx.db, claims, (sql) =>
    sql.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    ),
  );
  const readable = new Set(rows.map((r) => r.name));
  return Response.json(
    await Promise.all(
      paths.map(async (path) =>
        readable.has(path)
          ? {
              error: null,
              path,
              signedURL: await signObjectUrl(ctx.jwtSecret, bucketId, path, expiresIn),
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
