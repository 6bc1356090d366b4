import type { Claims } from '../../core/types';
import { findBucket, type ObjectsContext } from '../context';
import { errors } from '../errors';
import { ownerOf } from '../http';
import { assertValidKey } from '../keys';
import { signUploadUrl, verifyUploadToken } from '../signing';
import { assertCanUpload, uploadObject } from './upload';

/**
 * POST /object/upload/sign/<bucket>/<key> (supabase-js createSignedUploadUrl): a token that lets
 * anyone holding it upload that one object for two hours, given only if the caller could upload
 * it now; `x-upsert: true` lets the upload replace an existing object.
 */
export async function signUpload(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  bucketId: string,
  key: string,
): Promise<Response> {
  assertValidKey(key);
  await findBucket(ctx.db, bucketId);
  const upsert = req.headers.get('x-upsert') === 'true';
  await assertCanUpload(ctx, claims, bucketId, key, upsert);
  const owner = ownerOf(claims).ownerId ?? undefined;
  return Response.json(await signUploadUrl(ctx.jwtSecret, bucketId, key, { owner, upsert }));
}

/**
 * PUT /object/upload/sign/<bucket>/<key>?token= (uploadToSignedUrl): the token stands in for the
 * signer, so the object is written past RLS, owned by the signer, and replaces an existing one
 * only when the signer asked for upsert (the request's own x-upsert counts for nothing).
 */
export async function uploadSigned(
  ctx: ObjectsContext,
  req: Request,
  bucketId: string,
  key: string,
): Promise<Response> {
  const token = new URL(req.url).searchParams.get('token');
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  const grant = await verifyUploadToken(ctx.jwtSecret, token, bucketId, key);
  const asSigner: Claims = { role: 'service_role', ...(grant.owner ? { sub: grant.owner } : {}) };
  const uploaded = await uploadObject(ctx, req, asSigner, bucketId, key, grant.upsert);
  const { Key } = (await uploaded.json()) as { Key: string };
  return Response.json({ Key });
}
