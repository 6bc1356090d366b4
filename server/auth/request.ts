import { HttpError, badRequest } from './errors';
import { parseJson } from '../core/json-depth';

/** GoTrue wraps every body in http.MaxBytesReader(1 MB). */
export const MAX_BODY_BYTES = 1 << 20;

type FieldType = 'string' | 'boolean' | 'object' | 'number';
export type BodySchema = Record<string, FieldType>;

type FieldValue<T extends FieldType> = T extends 'string'
  ? string
  : T extends 'boolean'
    ? boolean
    : T extends 'number'
      ? number
      : Record<string, unknown>;

export type Parsed<S extends BodySchema> = { [K in keyof S]?: FieldValue<S[K]> };

async function readText(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function tooLarge(): HttpError {
  return new HttpError(
    413,
    'request_entity_too_large',
    `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
  );
}

function goType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return typeof value === 'boolean' ? 'bool' : typeof value;
}

/**
 * Reads a JSON body the way Go's json.Unmarshal into GoTrue's params struct does: unknown keys are
 * ignored, `null` leaves a field unset, and a value of the wrong type is a 400 `bad_json`.
 */
export async function readJson<S extends BodySchema>(
  req: Request,
  schema: S,
  structName: string,
): Promise<Parsed<S>> {
  const text = await readText(req);
  let raw: unknown;
  try {
    raw = parseJson(text);
  } catch (e) {
    const reason = text.trim() === '' ? 'unexpected end of JSON input' : (e as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${goType(raw)} into Go value of type api.${structName}`,
    );
  }
  const out: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(schema)) {
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    const ok =
      type === 'object'
        ? typeof value === 'object' && !Array.isArray(value)
        : typeof value === type && (type !== 'number' || Number.isFinite(value));
    if (!ok) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${goType(value)} into Go struct field ${structName}.${key} of type ${type === 'object' ? 'map[string]interface {}' : type === 'boolean' ? 'bool' : type}`,
      );
    }
    out[key] = value;
  }
  return out as Parsed<S>;
}

/** Reads a body only when one was sent (GoTrue's DELETE /admin/users/{id} accepts both). */
export async function readOptionalJson<S extends BodySchema>(
  req: Request,
  schema: S,
  structName: string,
): Promise<Parsed<S>> {
  const text = await readText(req);
  if (text.trim() === '') return {};
  return readJson(new Request('http://local/', { method: 'POST', body: text }), schema, structName);
}

/**
 * The client address for per-IP rate limits. The gateway overwrites X-Real-IP with the socket's
 * address and appends it to X-Forwarded-For, so the last hop is the one a caller cannot forge.
 */
export function clientIp(req: Request): string {
  const real = req.headers.get('x-real-ip')?.trim();
  if (real) return real;
  const hops = (req.headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim());
  return hops.filter(Boolean).at(-1) ?? 'local';
}

/** What a new session records about where it was granted. */
export function grantOf(req: Request): { userAgent: string | null; ip: string } {
  return { userAgent: req.headers.get('user-agent'), ip: clientIp(req) };
}

export function bearerToken(req: Request): string | null {
  const m = /^\s*bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return m ? m[1]! : null;
}
