import type { Sql } from '../../core/types';
import type { AuthContext } from '../context';
import { tokenHash } from '../crypto';
import { HttpError, badRequest, forbidden, jsonResponse, unprocessable } from '../errors';
import { FLOW_METHOD, issueAuthCode } from '../pkce';
import { grantOf, readJson } from '../request';
import { issueSession, type TokenResponse } from '../sessions';
import {
  clearOneTimeTokens,
  confirmEmail,
  convertAnonymous,
  findUserByEmail,
  findUserById,
  isBanned,
  isConfirmed,
  syncProviders,
  type UserRow,
} from '../users';

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** GoTrue's oauthErrorMap: the `error` parameter put on error redirects. */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Go's url.Values.Encode: keys sorted, form encoding. */
function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.append(key, values[key]!);
  return params.toString();
}

function otpExpired(ctx: AuthContext, sentAt: Date | null): boolean {
  return !sentAt || ctx.now() > sentAt.getTime() + ctx.cfg.otpExpirySeconds * 1000;
}

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const tokenInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** GoTrue's verifyTokenHash: the link's token is the stored hash itself. */
async function userByTokenHash(
  ctx: AuthContext,
  sql: Sql,
  type: string,
  hash: string,
): Promise<{ user: UserRow; type: string }> {
  const column: Record<string, string> = {
    signup: 'confirmation_token = $1',
    invite: 'confirmation_token = $1',
    recovery: 'recovery_token = $1',
    magiclink: 'recovery_token = $1',
    email_change: '(email_change_token_current = $1 or email_change_token_new = $1)',
    email: '(confirmation_token = $1 or recovery_token = $1)',
  };
  const where = column[type];
  if (!where) throw badRequest('validation_failed', 'Invalid email verification type');
  const { rows } = await sql.query<UserRow>(
    `select * from auth.users where ${where} and is_sso_user = false limit 1 for update`,
    [hash],
  );
  const user = rows[0];
  if (!user) throw linkInvalid();
  if (isBanned(user, ctx.now())) throw forbidden('user_banned', 'User is banned');
  let resolved = type;
  let sentAt = user.confirmation_sent_at;
  if (type === 'email') {
    resolved = user.recovery_token === hash ? 'magiclink' : 'signup';
    if (resolved === 'magiclink') sentAt = user.recovery_sent_at;
  } else if (type === 'recovery' || type === 'magiclink') {
    sentAt = user.recovery_sent_at;
  } else if (type === 'email_change') {
    sentAt = user.email_change_sent_at;
  }
  if (otpExpired(ctx, sentAt)) throw linkInvalid();
  return { user, type: resolved };
}

function otpMatches(
  ctx: AuthContext,
  hash: string,
  expected: string | null,
  sentAt: Date | null,
): boolean {
  if (!expected || !sentAt || otpExpired(ctx, sentAt)) return false;
  return hash === expected || `pkce_${hash}` === expected;
}

/** GoTrue's verifyUserAndToken: the six-digit code typed by the user, checked with the email. */
async function userByOtp(
  ctx: AuthContext,
  sql: Sql,
  type: string,
  email: string,
  otp: string,
): Promise<{ user: UserRow; type: string }> {
  let user: UserRow | null;
  if (type === 'email_change') {
    const { rows } = await sql.query<UserRow>(
      `select * from auth.users where (lower(email) = $1 or lower(email_change) = $1)
        and is_sso_user = false order by created_at limit 1 for update`,
      [email],
    );
    user = rows[0] ?? null;
  } else {
    user = await findUserByEmail(sql, email, true);
  }
  if (!user) throw tokenInvalid();
  if (isBanned(user, ctx.now())) throw forbidden('user_banned', 'User is banned');
  const hash = tokenHash(email, otp);
  let resolved = type;
  let valid = false;
  switch (type) {
    case 'email':
      if (otpMatches(ctx, hash, user.confirmation_token, user.confirmation_sent_at)) {
        valid = true;
        resolved = 'signup';
      } else if (otpMatches(ctx, hash, user.recovery_token, user.recovery_sent_at)) {
        valid = true;
        resolved = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      valid = otpMatches(ctx, hash, user.confirmation_token, user.confirmation_sent_at);
      break;
    case 'recovery':
    case 'magiclink':
      valid = otpMatches(ctx, hash, user.recovery_token, user.recovery_sent_at);
      break;
    case 'email_change':
      valid =
        otpMatches(ctx, hash, user.email_change_token_current, user.email_change_sent_at) ||
        otpMatches(ctx, hash, user.email_change_token_new, user.email_change_sent_at);
      break;
    default:
      throw badRequest('validation_failed', 'Unsupported verification type');
  }
  if (!valid) throw tokenInvalid();
  return { user, type: resolved };
}

async function recoverVerify(ctx: AuthContext, sql: Sql, user: UserRow): Promise<void> {
  await sql.query(`update auth.users set recovery_token = '' where id = $1`, [user.id]);
  await clearOneTimeTokens(sql, user.id);
  if (!isConfirmed(user)) await confirmEmail(sql, user, new Date(ctx.now()));
}

/**
 * GoTrue's emailChangeVerify. With secure email change the first of the two links only records
 * itself (returns false); the second one moves the address.
 */
async function emailChangeVerify(
  ctx: AuthContext,
  sql: Sql,
  user: UserRow,
  hash: string,
): Promise<boolean> {
  const now = new Date(ctx.now());
  if (ctx.cfg.secureEmailChange && (user.email_change_confirm_status ?? 0) === 0 && user.email) {
    const matchesCurrent =
      hash === user.email_change_token_current ||
      `pkce_${hash}` === user.email_change_token_current;
    const [column, ott] = matchesCurrent
      ? ['email_change_token_current', 'email_change_token_current']
      : ['email_change_token_new', 'email_change_token_new'];
    await sql.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = $2 where id = $1`,
      [user.id, now],
    );
    await clearOneTimeTokens(sql, user.id, ott);
    return false;
  }
  const newEmail = user.email_change ?? '';
  if (user.is_anonymous) {
    await convertAnonymous(sql, user, newEmail, now);
    await clearOneTimeTokens(sql, user.id);
    return true;
  }
  await sql.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '',
        email_change_token_new = '', email_change_confirm_status = 0, updated_at = $3 where id = $1`,
    [user.id, newEmail, now],
  );
  await clearOneTimeTokens(sql, user.id);
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
        updated_at = $3 where user_id = $1 and provider = 'email'`,
    [user.id, newEmail, now],
  );
  const moved = (await findUserById(sql, user.id))!;
  if (!isConfirmed(moved)) await confirmEmail(sql, moved, now);
  return true;
}

type Outcome =
  { kind: 'session'; session: TokenResponse } | { kind: 'code'; code: string } | { kind: 'single' };

async function applyVerification(
  ctx: AuthContext,
  sql: Sql,
  found: { user: UserRow; type: string },
  hash: string,
  req: Request,
  pkce: boolean,
): Promise<Outcome> {
  const { user, type } = found;
  const now = new Date(ctx.now());
  switch (type) {
    case 'signup':
    case 'invite':
      await confirmEmail(sql, user, now);
      break;
    case 'recovery':
    case 'magiclink':
      await recoverVerify(ctx, sql, user);
      break;
    case 'email_change':
      if (!(await emailChangeVerify(ctx, sql, user, hash))) return { kind: 'single' };
      break;
    default:
      throw badRequest('validation_failed', 'Unsupported verification type');
  }
  const fresh = (await findUserById(sql, user.id))!;
  await syncProviders(sql, fresh, now);
  const reloaded = (await findUserById(sql, user.id))!;
  if (pkce) return { kind: 'code', code: await issueAuthCode(ctx, sql, user.id, type) };
  const session = await issueSession(sql, ctx.cfg, reloaded, 'otp', grantOf(req), ctx.now());
  return { kind: 'session', session };
}

/** GET /verify: the emailed link. Always answers with a 303 to the app, errors in the fragment. */
export async function verifyGet(ctx: AuthContext, req: Request): Promise<Response> {
  const url = new URL(req.url);
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const redirectTo = ctx.referrer(req);
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  ctx.rateLimit(req, 'verify');
  const pkce = token.startsWith('pkce_');
  if (pkce && !FLOW_METHOD[type]) {
    throw badRequest('validation_failed', 'Unsupported verification type');
  }

  try {
    // The redirect is built inside the transaction: should it fail, the link is not spent.
    return await ctx.tx(async (sql) => {
      const found = await userByTokenHash(ctx, sql, type, token);
      const outcome = await applyVerification(ctx, sql, found, token, req, pkce);
      return redirect(successRedirect(redirectTo, outcome, type, pkce));
    });
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    return redirect(errorRedirect(redirectTo, e, pkce));
  }
}

function successRedirect(redirectTo: string, outcome: Outcome, type: string, pkce: boolean) {
  const u = new URL(redirectTo);
  if (outcome.kind === 'single') {
    if (pkce) u.searchParams.set('message', SINGLE_CONFIRMATION);
    u.hash = encodeSorted({ message: SINGLE_CONFIRMATION, sb: '' });
  } else if (outcome.kind === 'code') {
    u.searchParams.set('code', outcome.code);
  } else {
    const s = outcome.session;
    u.hash = encodeSorted({
      access_token: s.access_token,
      token_type: s.token_type,
      expires_in: String(s.expires_in),
      expires_at: String(s.expires_at),
      refresh_token: s.refresh_token,
      sb: '',
      type,
    });
  }
  return u.href;
}

function errorRedirect(redirectTo: string, e: HttpError, pkce: boolean): string {
  const u = new URL(redirectTo);
  const fragment: Record<string, string> = {
    error_code: e.code,
    error_description: e.message,
    sb: '',
  };
  const oauth = OAUTH_ERROR[e.status];
  if (oauth) fragment.error = oauth;
  if (pkce) {
    if (oauth) u.searchParams.set('error', oauth);
    u.searchParams.set('error_code', e.code);
    u.searchParams.set('error_description', e.message);
  }
  u.hash = encodeSorted(fragment);
  return u.href;
}

/** `location` is a URL's href: ASCII only, as a header must be. */
function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** POST /verify: auth-js verifyOtp, with `token_hash` or with the code and email. */
export async function verifyPost(ctx: AuthContext, req: Request): Promise<Response> {
  ctx.rateLimit(req, 'verify');
  const p = await readJson(
    req,
    {
      type: 'string',
      token: 'string',
      token_hash: 'string',
      email: 'string',
      phone: 'string',
      redirect_to: 'string',
    },
    'VerifyParams',
  );
  const type = p.type ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const token = p.token ?? '';
  const hashParam = p.token_hash ?? '';
  if ((token === '') === (hashParam === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let email = '';
  if (token) {
    if (p.phone && !p.email) throw tokenInvalid();
    if (!p.email || p.phone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
    try {
      email = ctx.validateEmail(p.email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  } else if (p.email || p.phone || p.redirect_to) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  if (type === 'sms' || type === 'phone_change') throw tokenInvalid();

  const outcome = await ctx.tx(async (sql) => {
    const found = hashParam
      ? await userByTokenHash(ctx, sql, type, hashParam)
      : await userByOtp(ctx, sql, type, email, token);
    const hash = hashParam || tokenHash(email, token);
    return applyVerification(ctx, sql, found, hash, req, false);
  });
  if (outcome.kind === 'single') {
    return jsonResponse(req, 200, { msg: SINGLE_CONFIRMATION, code: '200' });
  }
  if (outcome.kind !== 'session') throw new Error('POST /verify never resumes a PKCE flow');
  return jsonResponse(req, 200, outcome.session);
}
