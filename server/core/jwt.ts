import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import type { Claims } from './types';

/**
 * The Supabase CLI's published local demo secret: local anon and service_role keys then equal the
 * ones every Supabase developer already knows. Production secrets come from the environment.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const LOCAL_KEY_EXP = 1983812996;

const encoder = new TextEncoder();

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

/** The CLI's well-known local keys (same payloads, same secret, same bytes). */
export async function localKeys(secret = LOCAL_JWT_SECRET) {
  const anonKey = await signJwt({ iss: 'supabase-demo', role: 'anon', exp: LOCAL_KEY_EXP }, secret);
  const serviceRoleKey = await signJwt(
    { iss: 'supabase-demo', role: 'service_role', exp: LOCAL_KEY_EXP },
    secret,
  );
  return { anonKey, serviceRoleKey };
}

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'bad_alg' | 'bad_signature' | 'expired' };

/** HS256 only: `alg: none` and any other algorithm are refused before the signature is looked at. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (alg !== 'HS256') return { ok: false, reason: 'bad_alg' };
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return { ok: false, reason: 'malformed' };
    return { ok: true, claims: payload as Claims };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: 'expired' };
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
      return { ok: false, reason: 'bad_signature' };
    return { ok: false, reason: 'malformed' };
  }
}
