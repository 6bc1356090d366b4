import { verifyJwt } from '../core/jwt';
import type { Claims } from '../core/types';
import { errors } from './errors';
import { JsonTooDeep, parseJson } from '../core/json-depth';

/** The roles a Storage request may act as; anything else could name a database superuser. */
const REQUEST_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** jose's messages, which hosted Storage passes through in its AccessDenied body. */
const JWT_MESSAGES = {
  malformed: 'Invalid Compact JWS',
  bad_alg: '"alg" (Algorithm) Header Parameter value not allowed',
  bad_signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
} as const;

export function bearerToken(req: Request): string {
  return (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** Storage requires a valid JWT on every authenticated route; there is no anonymous fallback. */
export async function authenticate(req: Request, secret: string): Promise<Claims> {
  const token = bearerToken(req);
  if (!token) throw errors.accessDenied(JWT_MESSAGES.malformed);
  const result = await verifyJwt(token, secret);
  if (!result.ok) throw errors.accessDenied(JWT_MESSAGES[result.reason]);
  if (!REQUEST_ROLES.has(result.claims.role))
    throw errors.accessDenied('Access denied: Invalid role');
  return result.claims;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` is a uuid column; `owner_id` keeps any subject, as Storage stores both. */
export function ownerOf(claims: Claims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { owner: sub && UUID_RE.test(sub) ? sub : null, ownerId: sub };
}

/**
 * Reads at most `cap` bytes. Past the cap the rest is drained (up to a hard bound) before the error
 * is thrown, because answering while the client is still sending makes fetch report a broken pipe
 * instead of Storage's "Payload too large".
 */
export async function readBody(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length'));
  const drainBound = Math.max(cap * 2, 64 * 1024 * 1024);
  if (!req.body) return new Uint8Array(0);
  if (Number.isFinite(declared) && declared > drainBound) {
    await req.body.cancel().catch(() => undefined);
    throw errors.entityTooLarge();
  }
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      over = true;
      chunks.length = 0;
      if (total > drainBound) {
        await reader.cancel().catch(() => undefined);
        break;
      }
      continue;
    }
    chunks.push(value);
  }
  if (over) throw errors.entityTooLarge();
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const bytes = await readBody(req, 1024 * 1024);
  if (bytes.byteLength === 0) return {};
  let parsed: unknown;
  try {
    parsed = parseJson(new TextDecoder().decode(bytes));
  } catch (e) {
    throw errors.invalidRequest(
      e instanceof JsonTooDeep ? `Body is not valid JSON: ${e.message}` : 'Body is not valid JSON',
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw errors.invalidRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw errors.invalidRequest(`body must have required property '${field}'`);
  }
  return value;
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw errors.invalidRequest(`body/${field} must be string`);
  return value;
}

export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const parsed = new Date(String(value));
  return Number.isNaN(parsed.getTime()) ? String(value) : parsed.toISOString();
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
