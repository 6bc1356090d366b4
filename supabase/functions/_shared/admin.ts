/**
 * What every admin function (admin-users, admin-audit, admin-content, admin-reports, admin-stats)
 * shares, as issue 19's contract says it: the caller's JWT checked with GoTrue first (401), then
 * `app_metadata.role === 'admin'` (403), and only then the service role; the JSON body read into
 * checked fields (400 `invalid` naming the field); one audit row per change.
 * Web-standard APIs only, so the same file runs on Supabase (Deno) and in the local stack (Node).
 *
 * A function is usually just:
 *   export default adminFunction('admin-x', { list: async ({ service }, input) => ({ items, total }) });
 */
import { callerOf, env, json, preflight, serviceOf, type Caller, type Service } from './account.ts';

export { json, serviceOf };

export type { Service };

export interface Admin {
  caller: Caller;
  service: Service;
  /** The request itself, for its headers (its body is Input's). */
  request: Request;
}

/** The caller, if an admin now (GoTrue's current app_metadata), with the service role; else the answer. */
export async function requireAdmin(req: Request): Promise<Response | Admin> {
  const caller = await callerOf(req);
  if (!caller) return json(401, { error: 'unauthorized' });
  if (caller.appRole !== 'admin') return json(403, { error: 'forbidden' });
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!serviceKey) {
    console.error('[admin] SUPABASE_SERVICE_ROLE_KEY is not set');
    return json(500, { error: 'failed' });
  }
  return { caller, service: serviceOf(caller.api, serviceKey), request: req };
}

/** A PostgREST RPC as the service role; its JSON answer, or an Error with PostgREST's. */
export async function rpc<T>(service: Service, name: string, args: object): Promise<T> {
  const res = await service(`/rest/v1/rpc/${name}`, {
    method: 'POST',
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** private.admin_audit's kinds (its check constraint has the same list). */
export const AUDIT_KINDS = [
  'user.create',
  'user.confirm',
  'user.role',
  'user.ban',
  'user.unban',
  'user.delete',
  'event.feature',
  'event.unfeature',
  'event.unpublish',
  'group.close',
  'message.remove',
  'comment.remove',
  'report.dismiss',
  'report.remove',
  'report.ban',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface AuditEntry {
  actorId: string;
  kind: AuditKind;
  targetType: string;
  targetId: string;
  before?: object | null;
  after?: object | null;
}

/** One row of private.admin_audit (through public.admin_audit_record, service role only). */
export async function audit(service: Service, entry: AuditEntry): Promise<void> {
  await rpc(service, 'admin_audit_record', {
    p_actor_id: entry.actorId,
    p_kind: entry.kind,
    p_target_type: entry.targetType,
    p_target_id: entry.targetId,
    p_before: entry.before ?? null,
    p_after: entry.after ?? null,
  });
}

/** PUT /auth/v1/admin/users/<id> with GoTrue's own fields: its user, or null when there is none. */
export async function updateAuthUser(
  service: Service,
  userId: string,
  changes: object,
): Promise<{ banned_until?: string | null } | null> {
  const res = await service(`/auth/v1/admin/users/${userId}`, {
    method: 'PUT',
    body: JSON.stringify(changes),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`update user ${userId}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { banned_until?: string | null };
}

/**
 * Bans for `hours` and ends every session of the person (public.admin_end_sessions), so their
 * refresh tokens are refused and PostgREST refuses their access tokens at once (its
 * db-pre-request, private.api_session_check), not at expiry. GoTrue then refuses their sign-in
 * with `user_banned`. Answers banned_until, or null when there is no such user. Every ban goes
 * through here: admin-users' ban and admin-reports' «ban» outcome.
 */
export async function banUser(service: Service, userId: string, hours: number) {
  const user = await updateAuthUser(service, userId, { ban_duration: `${hours}h` });
  if (!user) return null;
  await rpc(service, 'admin_end_sessions', { p_user_id: userId });
  return user.banned_until ?? null;
}

/** 400 `{ error: 'invalid', field }`: thrown by Input's readers, answered by adminFunction. */
export class Invalid extends Error {
  constructor(readonly field: string) {
    super(`invalid ${field}`);
  }
}

/** Any other answer of the contract's (404 not_found, 400 self, 409 email_taken, …) thrown from deep inside. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${JSON.stringify(body)}`);
  }
}

export const notFound = () => new Refusal(404, { error: 'not_found' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Optional {
  optional?: boolean;
}

/**
 * The request's fields, each read once with its rule. Absent and null are the same (a browser's
 * undefined never reaches JSON); anything of the wrong type or out of range is Invalid(field).
 */
export class Input {
  constructor(readonly raw: Record<string, unknown>) {}

  /** The field as `check` takes it (undefined: Invalid); absent: the fallback, else undefined if optional. */
  private read<T>(
    name: string,
    { optional, fallback }: Optional & { fallback?: T },
    check: (value: unknown) => T | undefined,
  ): T | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) {
      if (fallback !== undefined) return fallback;
      if (optional) return undefined;
      throw new Invalid(name);
    }
    const checked = check(value);
    if (checked === undefined) throw new Invalid(name);
    return checked;
  }

  string(name: string, opts: { max: number; min?: number; optional: true }): string | undefined;
  string(name: string, opts: { max: number; min?: number; optional?: false }): string;
  string(name: string, { max, min = 1, optional }: { max: number; min?: number } & Optional) {
    return this.read(name, { optional }, (v) =>
      typeof v === 'string' && v.length >= min && v.length <= max ? v : undefined,
    );
  }

  uuid(name: string, opts: { optional: true }): string | undefined;
  uuid(name: string, opts?: { optional?: false }): string;
  uuid(name: string, { optional }: Optional = {}) {
    return this.read(name, { optional }, (v) =>
      typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : undefined,
    );
  }

  boolean(name: string, opts: { optional: true }): boolean | undefined;
  boolean(name: string, opts?: { optional?: false }): boolean;
  boolean(name: string, { optional }: Optional = {}) {
    return this.read(name, { optional }, (v) => (typeof v === 'boolean' ? v : undefined));
  }

  /** A whole number in min..max; `fallback` when absent (else absent is Invalid). */
  integer(name: string, min: number, max: number, fallback?: number): number {
    return this.read(name, { fallback }, (v) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined,
    )!;
  }

  oneOf<T extends string>(
    name: string,
    values: readonly T[],
    opts: { optional: true },
  ): T | undefined;
  oneOf<T extends string>(name: string, values: readonly T[], opts?: { fallback?: T }): T;
  oneOf<T extends string>(
    name: string,
    values: readonly T[],
    { optional, fallback }: Optional & { fallback?: T } = {},
  ) {
    return this.read(name, { optional, fallback }, (v) =>
      typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined,
    );
  }

  /** An ISO 8601 time (with a date), as an ISO string in UTC. */
  time(name: string, opts: { optional: true }): string | undefined;
  time(name: string, opts?: { optional?: false }): string;
  time(name: string, { optional }: Optional = {}) {
    return this.read(name, { optional }, (v) => {
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return undefined;
      const at = new Date(v);
      return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
    });
  }

  /** The contract's paging: page 0-based (default 0), pageSize 1..100 (default 25). */
  paging(): { page: number; pageSize: number; offset: number } {
    const page = this.integer('page', 0, 1_000_000, 0);
    const pageSize = this.integer('pageSize', 1, 100, 25);
    return { page, pageSize, offset: page * pageSize };
  }
}

/** The JSON body as Input, or 400 `invalid` (field `body`) when it is not a JSON object. */
export async function body(req: Request): Promise<Input | Response> {
  const raw: unknown = await req.json().catch(() => undefined);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return json(400, { error: 'invalid', field: 'body' });
  }
  return new Input(raw as Record<string, unknown>);
}

export type Action = (admin: Admin, input: Input) => Promise<Response | object>;

/**
 * A whole admin function: POST only, the caller checked before anything is read, `action`
 * chosen from `actions` (else 400 invalid `action`), Invalid and Refusal answered as the
 * contract says, anything else a logged 500 `failed`. An action answers an object (200) or a Response.
 */
export function adminFunction(name: string, actions: Record<string, Action>) {
  return async function handler(req: Request): Promise<Response> {
    const early = preflight(req, ['POST']);
    if (early) return early;
    const admin = await requireAdmin(req);
    if (admin instanceof Response) return admin;
    const input = await body(req);
    if (input instanceof Response) return input;
    try {
      const action = input.oneOf('action', Object.keys(actions));
      const answer = await actions[action]!(admin, input);
      return answer instanceof Response ? answer : json(200, answer);
    } catch (e) {
      if (e instanceof Invalid) return json(400, { error: 'invalid', field: e.field });
      if (e instanceof Refusal) return json(e.status, e.body);
      console.error(`[${name}]`, admin.caller.id, e);
      return json(500, { error: 'failed' });
    }
  };
}
