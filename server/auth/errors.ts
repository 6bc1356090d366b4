/**
 * GoTrue's error envelope. auth-js reads `code` from `{ code, message }` only when the response carries
 * `X-Supabase-Api-Version` >= 2024-01-01; older clients get GoTrue's legacy `{ code: status,
 * error_code, msg }`. Both shapes are produced exactly as GoTrue's HandleResponseError does.
 */

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: { reasons }`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** RFC 6749 errors (`{ error, error_description }`), which GoTrue still uses on a few token paths. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new HttpError(429, code, message);

export function weakPassword(message: string, reasons: string[]): HttpError {
  return new HttpError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** GoTrue's DetermineClosestAPIVersion: any valid date from 2024-01-01 on selects the new shape. */
export function requestedApiVersion(req: Request): string | null {
  const raw = req.headers.get(API_VERSION_HEADER);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const parsed = Date.parse(`${raw}T00:00:00Z`);
  if (Number.isNaN(parsed)) return null;
  return parsed >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

export function jsonResponse(
  req: Request,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const h = new Headers({ 'Content-Type': 'application/json', ...headers });
  const version = requestedApiVersion(req);
  if (version) h.set(API_VERSION_HEADER, version);
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function errorResponse(req: Request, err: unknown): Response {
  if (err instanceof OAuthError) {
    return jsonResponse(req, 400, { error: err.error, error_description: err.description });
  }
  const e =
    err instanceof HttpError
      ? err
      : new HttpError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
  const headers = { 'x-sb-error-code': e.code };
  const body = requestedApiVersion(req)
    ? { code: e.code, message: e.message, ...e.extra }
    : { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
  return jsonResponse(req, e.status, body, headers);
}
