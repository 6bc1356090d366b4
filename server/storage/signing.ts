import { SignJWT, jwtVerify } from 'jose';
import { errors } from './errors';

/**
 * Signed object URLs, as Storage makes them: an HS256 token whose `url` claim is `bucket/key`.
 * The `scope` claim keeps a download token from being taken for anything else, and the missing
 * `role` claim keeps it from being accepted as an API key.
 */
const SCOPE = 'download';
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
