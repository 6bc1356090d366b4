/**
 * The one email rule of every account form (login, reset, registration), checked before anything
 * is sent. An address passes only when it has the spec's shape (text, at sign, text, dot, text) and
 * GoTrue's own format check (checkmail.ValidateFormat, as server/auth/context.ts), so the server
 * never answers a form with "Unable to validate email address".
 */
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GOTRUE_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** GoTrue refuses longer addresses. */
const MAX_LENGTH = 255;

export type EmailRuleCode = 'email_required' | 'email_invalid';

/** What is wrong with the address as typed (it is trimmed first, as the forms send it), or null. */
export function checkEmail(value: string): EmailRuleCode | null {
  const email = value.trim();
  if (!email) return 'email_required';
  if (email.length > MAX_LENGTH || !SHAPE.test(email) || !GOTRUE_FORMAT.test(email)) {
    return 'email_invalid';
  }
  return null;
}
