/**
 * What auth may print about a failure: the text with every credential replaced. Errors can carry
 * a URL with a session in its fragment, a verify link's token or a request body, and the stack's
 * log is read by people and kept by CI.
 */

const SECRET_NAMES = [
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
  'token',
  'token_hash',
  'hashed_token',
  'email_otp',
  'otp',
  'code',
  'auth_code',
  'code_verifier',
  'apikey',
  'password',
  'password_hash',
  'nonce',
].join('|');

const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** `name=value` in a query string or fragment, raw or percent-encoded once. */
const PARAM = new RegExp(`\\b(${SECRET_NAMES})(=|%3D)[^&#\\s"'<>]*`, 'gi');
/** `"name": "value"` in JSON. */
const JSON_FIELD = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
const BEARER = /\b(bearer)\s+[^\s"',]+/gi;

export function redactSecrets(text: string): string {
  return text
    .replace(JWT, '[redacted]')
    .replace(PARAM, '$1$2[redacted]')
    .replace(JSON_FIELD, '$1"[redacted]"')
    .replace(BEARER, '$1 [redacted]');
}

/** An error as one redacted line for the log: its stack (which starts with the message) or its text. */
export function describeError(e: unknown): string {
  const text = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
  return redactSecrets(text);
}
