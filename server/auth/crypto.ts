import { createHash, randomInt, randomUUID, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;
/** bcrypt ignores bytes past 72, so GoTrue refuses longer passwords instead of truncating them. */
export const MAX_PASSWORD_BYTES = 72;

/** A hash to compare against when the user does not exist, so timing does not reveal accounts. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** GoTrue's crypto.GenerateTokenHash: what is stored and what the emailed link carries. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

/** GoTrue's six-digit email OTP. */
export function generateOtp(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** GoTrue's SecureAlphanumeric(12): the opaque refresh token string. */
export function generateRefreshToken(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

export const newId = () => randomUUID();

/** RFC 7636 §4.6, as GoTrue's security.VerifyPKCEChallenge. */
export function verifyPkce(challenge: string, method: string, verifier: string): boolean {
  const expected =
    method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : method === 'plain'
        ? verifier
        : null;
  if (expected === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID_RE.test(s);
