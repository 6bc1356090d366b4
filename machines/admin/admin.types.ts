/**
 * What every admin screen's machine shares: the admin functions' refusals (issue 19's contract),
 * as codes the machines branch on and the views translate (src/features/admin/admin.messages.ts).
 */

/**
 * `unauthorized`: no session, or it ended (sign in again); `forbidden`: not an admin (any more);
 * `invalid`: a value the function refused, named by `field`; `self`: an admin acting on
 * themselves (ban, delete, demote); `not_found`: the target is gone; `email_taken`: create with an
 * email in use; `weak_password`: a password the project's rules refuse; `network`: no answer;
 * `unknown`: any other answer (a 500).
 */
export type AdminErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'invalid'
  | 'self'
  | 'not_found'
  | 'email_taken'
  | 'weak_password'
  | 'network'
  | 'unknown';

export const ADMIN_ERROR_CODES: readonly AdminErrorCode[] = [
  'unauthorized',
  'forbidden',
  'invalid',
  'self',
  'not_found',
  'email_taken',
  'weak_password',
  'network',
  'unknown',
];

export interface AdminFailure {
  code: AdminErrorCode;
  /** For `invalid`: the parameter the function refused (`hours`, `email`, `pageSize`…). */
  field?: string;
  /** The function's own words, for logs; never shown. */
  message: string;
}

/** The failure an admin actor rejected with, or `unknown` for anything else it threw. */
export function adminFailureOf(error: unknown): AdminFailure {
  const e = error as Partial<AdminFailure> | null;
  if (e && typeof e === 'object' && ADMIN_ERROR_CODES.includes(e.code as AdminErrorCode))
    return e as AdminFailure;
  return { code: 'unknown', message: String((error as Error | null)?.message ?? error) };
}

/** Someone named in an admin answer: null name when none is set, `deleted` once anonymised. */
export interface AdminPerson {
  id: string;
  name: string | null;
  deleted: boolean;
}
