/**
 * The function's settings: Deno's environment on Supabase, Node's in the local stack. Supabase
 * sets SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY for every function; locally
 * the API is the origin the request came to.
 */
import { env } from '../_shared/env.ts';

export { env };

export function apiUrlFor(req: Request): string {
  return env('SUPABASE_URL') ?? new URL(req.url).origin;
}

/** The bearer token's role claim (the relay has checked its signature: verify_jwt). */
export function roleOf(req: Request): string | null {
  const token = (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

export function unsubscribeUrlFor(apiUrl: string, anonKey: string | undefined) {
  return (token: string, language: string) => {
    const url = new URL(`${apiUrl.replace(/\/+$/, '')}/functions/v1/notify-unsubscribe`);
    url.searchParams.set('token', token);
    url.searchParams.set('lang', language);
    // Kong (and the local gateway) let a link through with the public key in the query.
    if (anonKey) url.searchParams.set('apikey', anonKey);
    return url.toString();
  };
}
