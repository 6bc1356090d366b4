import { SignJWT, jwtVerify } from 'jose';
import { errors } from './errors';

/**
 * Signed object URLs, as Storage makes them: an HS256 token whose `url` claim is `bucket/key`.
 * The `scope` claim keeps a download token from being taken for an upload and the other way
 * round, and the missing `role` claim keeps either from being accepted as an API key.
 */
const SCOPE = 'download';
const UPLOAD_SCOPE = 'upload';
/** storage-api's UPLOAD_SIGNED_URL_EXPIRATION_TIME default: two hours. */
export const UPLOAD_URL_EXPIRES_IN = 7200;
const encoder = new TextEncoder();

export async function signObjectUrl(
  secret: string,
  bucket: string,
  key: string,
  expiresIn: number,
): Promise<string> {
  const url = `${bucket}/${key}`;
  const token = await new SignJWT({ url, scope: SCOPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(encoder.encode(secret));
  return `/object/sign/${url}?token=${token}`;
}

export function assertExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2 ** 31) {
    throw errors.invalidRequest('expiresIn must be a positive integer number of seconds');
  }
  return value;
}

/** Returns the token's expiry after checking that it was signed for exactly this object. */
export async function verifyObjectToken(
  secret: string,
  token: string | null,
  bucket: string,
  key: string,
): Promise<number> {
  if (!token) throw errors.invalidSignature('Missing token');
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (
      payload.scope !== SCOPE ||
      payload.url !== `${bucket}/${key}` ||
      typeof payload.exp !== 'number'
    ) {
      throw errors.invalidSignature();
    }
    return payload.exp;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_JWT_EXPIRED') throw errors.expiredSignature();
    throw errors.invalidSignature();
  }
}

export interface UploadGrant {
  /** The signer's user id, who will own the object. */
  owner: string | undefined;
  upsert: boolean;
}

/** POST /object/upload/sign's token and URL (storage-api's signUploadObjectUrl). */
export async function signUploadUrl(
  secret: string,
  bucket: string,
  key: string,
  grant: UploadGrant,
): Promise<{ url: string; token: string }> {
  const url = `${bucket}/${key}`;
  const token = await new SignJWT({
    owner: grant.owner,
    url,
    upsert: grant.upsert,
    scope: UPLOAD_SCOPE,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + UPLOAD_URL_EXPIRES_IN)
    .sign(encoder.encode(secret));
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

/** storage-api's verifyObjectSignature for the upload scope: the grant the token carries. */
export async function verifyUploadToken(
  secret: string,
  token: string,
  bucket: string,
  key: string,
): Promise<UploadGrant> {
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] })).payload;
  } catch (e) {
    throw errors.invalidJwt((e as Error).message);
  }
  if (payload.scope !== UPLOAD_SCOPE) {
    throw errors.invalidSignature(`Token is not scoped for ${UPLOAD_SCOPE}`);
  }
  if (payload.url !== `${bucket}/${key}`) throw errors.invalidSignature();
  return {
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
  };
}
