/**
 * Where signing in returns a person to: the page a members-only guard sent them from, or the page
 * whose «Войти» they pressed (the header, the event page), carried in the sign-in page's address (`/auth/login?next=/events/create`). The address is anyone's to write,
 * so only a path on this site is followed; anything else (another origin, a protocol-relative
 * `//host`, a backslash some browsers read as a slash) falls back to the home page: no open
 * redirect.
 */
export const RETURN_PARAM = 'next';

const BASE = 'https://return-path.invalid';
/** The visitors-only pages: returning there after signing in would send the person on again. */
const VISITORS_ONLY = /^\/auth\/(login|register)(?:[/?#]|$)/;

/** `raw` if it is a path (with its query) on this site to return to; null otherwise. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/' || raw[1] === '/' || raw.includes('\\')) return null;
  // Browsers drop tabs and newlines from a URL ("/\t/evil" is "//evil"); control characters
  // have no place in a path of ours anyway.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || VISITORS_ONLY.test(url.pathname)) return null;
  return raw;
}

/** The return path a sign-in page's query names, else the home page. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/';
}

/** The sign-in page that returns to `path` (path and query) afterwards. */
export function signInPathFor(path: string): string {
  const from = safeReturnPath(path);
  return from && from !== '/'
    ? `/auth/login?${new URLSearchParams({ [RETURN_PARAM]: from })}`
    : '/auth/login';
}
