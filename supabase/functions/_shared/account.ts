/**
 * What the account functions (export-my-data, delete-account) share: who is calling, and the
 * project's API reached over plain fetch. Web-standard APIs only, so the same file runs on
 * Supabase (Deno) and in the local stack (Node).
 */
import { corsHeaders } from './cors.ts';
import { env } from './env.ts';

export { env };

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Response.json(body, {
    status,
    headers: { ...corsHeaders, 'Cache-Control': 'no-store', ...headers },
  });
}

export interface Caller {
  id: string;
  email: string;
  token: string;
  /** The project's API: SUPABASE_URL on Supabase; locally the gateway the request came through. */
  api: string;
  anonKey: string;
  /** `app_metadata.role` as GoTrue has it now, not as the token was issued: a demotion counts at once. */
  appRole: string | null;
}

/**
 * The caller as GoTrue knows them now (GET /auth/v1/user with their token): a signature alone
 * would accept a token whose session was ended or whose account was deleted.
 */
export async function callerOf(req: Request): Promise<Caller | null> {
  const token = (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  const anonKey = env('SUPABASE_ANON_KEY') ?? req.headers.get('apikey') ?? '';
  const api = (env('SUPABASE_URL') ?? new URL(req.url).origin).replace(/\/+$/, '');
  if (!token) return null;
  const res = await fetch(`${api}/auth/v1/user`, {
    headers: { Authorization: `Bearer ${token}`, apikey: anonKey },
  });
  if (!res.ok) return null;
  const user = (await res.json()) as {
    id?: string;
    email?: string;
    role?: string;
    app_metadata?: { role?: unknown };
  };
  if (!user.id || user.role === 'anon') return null;
  const appRole = typeof user.app_metadata?.role === 'string' ? user.app_metadata.role : null;
  return { id: user.id, email: user.email ?? '', token, api, anonKey, appRole };
}

/** The project's API with a key: `service('/rest/v1/rpc/x', { method: 'POST', body })`. */
export type Service = (path: string, init?: RequestInit) => Promise<Response>;

/** Calls to `api` with `key` (the service role's, or a person's token with the anon key). */
export function serviceOf(api: string, key: string, apikey = key): Service {
  return (path, init = {}) =>
    fetch(`${api}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${key}`,
        apikey,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
}

/** PostgREST as `token` (the caller's, or the service role's) would see it: every row, 1,000 a page. */
export async function readAll(
  caller: Caller,
  path: string,
  token = caller.token,
): Promise<unknown[] | null> {
  return readAllWith(serviceOf(caller.api, token, caller.anonKey), path);
}

/** Every row PostgREST answers for `path`, 1,000 a page; null for a table this database lacks. */
export async function readAllWith(service: Service, path: string): Promise<unknown[] | null> {
  const rows: unknown[] = [];
  const page = 1000;
  for (let offset = 0; ; offset += page) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await service(`/rest/v1/${path}${sep}limit=${page}&offset=${offset}`);
    // A table this database does not have (yet): PostgREST's 404 PGRST205.
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const batch = (await res.json()) as unknown[];
    rows.push(...batch);
    if (batch.length < page) return rows;
  }
}

export function preflight(req: Request, methods: string[]): Response | null {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (!methods.includes(req.method)) {
    return json(
      405,
      { error: 'method_not_allowed' },
      { Allow: [...methods, 'OPTIONS'].join(', ') },
    );
  }
  return null;
}
