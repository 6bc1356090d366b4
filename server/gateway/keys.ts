import { verifyJwt } from '../core/jwt';
import type { StackConfig } from '../core/types';

export type KeyCheck =
  { ok: true } | { ok: false; status: 401; message: string; hint?: string; expired?: boolean };

/**
 * Kong's key-auth as Supabase runs it: the anon or service_role key, or (as hosted projects accept)
 * any JWT signed with the project secret. Verified keys are remembered so a busy client does not
 * pay for HMAC on every request; expiry is re-checked.
 */
export function createKeyChecker(config: StackConfig) {
  const known = new Map<string, number>();
  known.set(config.anonKey, Number.POSITIVE_INFINITY);
  known.set(config.serviceRoleKey, Number.POSITIVE_INFINITY);

  return async function check(key: string | null): Promise<KeyCheck> {
    if (!key) {
      return {
        ok: false,
        status: 401,
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      };
    }
    const expiresAt = known.get(key);
    if (expiresAt !== undefined && expiresAt > Date.now()) return { ok: true };
    if (key.length > 8192) return { ok: false, status: 401, message: 'Invalid API key' };
    const result = await verifyJwt(key, config.jwtSecret);
    if (!result.ok) {
      return {
        ok: false,
        status: 401,
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
        expired: result.reason === 'expired',
      };
    }
    if (known.size > 1000) {
      for (const k of known.keys()) {
        if (k !== config.anonKey && k !== config.serviceRoleKey) known.delete(k);
      }
    }
    const exp = typeof result.claims.exp === 'number' ? result.claims.exp * 1000 : Infinity;
    known.set(key, exp);
    return { ok: true };
  };
}
