import { randomBytes } from 'node:crypto';
import type { Sql } from '../../core/types';
import type { AuthContext } from '../context';
import { tokenHash } from '../crypto';
import type { PendingEmail } from '../emails';
import { badRequest, jsonResponse, notFound, unprocessable } from '../errors';
import { pkceRequest, startFlow } from '../pkce';
import { readJson } from '../request';
import {
  clearOneTimeTokens,
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  isConfirmed,
  loadUserJson,
  type UserRow,
} from '../users';
import { insertSelfSignup } from './account';

/** GoTrue's crypto.GeneratePassword for users created by an email link: never typed by anyone. */
const unusablePassword = () => randomBytes(33).toString('base64url');

/**
 * POST /otp (auth-js signInWithOtp with an email): GoTrue's Otp + MagicLink. A confirmed account
 * gets a sign-in link and code; an unknown or unconfirmed address is signed up and gets the
 * confirmation email (which signs in too), or, with autoconfirm, is confirmed and gets the link.
 */
export async function otp(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(
    req,
    {
      email: 'string',
      phone: 'string',
      channel: 'string',
      create_user: 'boolean',
      data: 'object',
      code_challenge: 'string',
      code_challenge_method: 'string',
    },
    'OtpParams',
  );
  if (p.email && p.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided',
    );
  }
  if (p.email && p.channel) {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  }
  ctx.rateLimit(req, 'signInSignUp');
  const createUser = p.create_user ?? true;
  const email = p.email ? ctx.validateEmail(p.email) : '';
  if (!createUser && email) {
    const existing = await ctx.tx((sql) => findUserByEmail(sql, email));
    if (!existing) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  if (p.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!email) throw badRequest('validation_failed', 'One of email or phone must be set');
  if (!ctx.cfg.emailEnabled) {
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  }
  const pkce = pkceRequest(p.code_challenge_method, p.code_challenge);
  const data = p.data ?? {};
  const redirectTo = ctx.referrer(req);
  const existing = await ctx.tx((sql) => findUserByEmail(sql, email));
  const isNew = !existing || !isConfirmed(existing);
  if (isNew && !ctx.cfg.signupEnabled) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const passwordHash = existing ? null : await ctx.hashPassword(unusablePassword());

  const mail = await ctx.tx(async (sql): Promise<PendingEmail> => {
    const now = new Date(ctx.now());
    let user = await findUserByEmail(sql, email, true);
    if (!user) {
      user = await insertSelfSignup(sql, email, passwordHash, data, now);
    }
    if (!isConfirmed(user) && !ctx.cfg.mailerAutoconfirm) {
      await startFlow(ctx, sql, pkce, user.id, 'signup');
      return ctx.prepareUserEmail(sql, req, user, 'signup', pkce.flow, redirectTo);
    }
    if (!isConfirmed(user)) {
      await confirmEmail(sql, user, now);
      user = (await findUserById(sql, user.id))!;
    }
    await startFlow(ctx, sql, pkce, user.id, 'magiclink');
    return ctx.prepareUserEmail(sql, req, user, 'magiclink', pkce.flow, redirectTo);
  });
  ctx.sendLater([mail]);
  return jsonResponse(req, 200, {});
}

/** POST /invite (service role): GoTrue's Invite, the invitation email with its link. */
export async function invite(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(req, { email: 'string', data: 'object' }, 'InviteParams');
  const email = ctx.validateEmail(p.email);
  const redirectTo = ctx.referrer(req);
  const passwordHash = await ctx.hashPassword(unusablePassword());
  const { body, mail } = await ctx.tx(async (sql) => {
    const now = new Date(ctx.now());
    let user = await findUserByEmail(sql, email, true);
    if (user && isConfirmed(user)) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    if (!user) {
      const id = await insertUser(sql, {
        email,
        passwordHash,
        userMetadata: p.data ?? {},
        appMetadata: { provider: 'email', providers: ['email'] },
        now,
      });
      await insertEmailIdentity(sql, id, email, {}, now);
      user = (await findUserById(sql, id))!;
    }
    const mail = await ctx.prepareUserEmail(sql, req, user, 'invite', 'implicit', redirectTo);
    return { body: await loadUserJson(sql, user.id), mail };
  });
  ctx.sendLater([mail]);
  return jsonResponse(req, 200, body);
}

/** GET /reauthenticate: the code `updateUser({ password, nonce })` then carries. */
export async function reauthenticate(ctx: AuthContext, req: Request): Promise<Response> {
  const { user } = await ctx.authenticate(req);
  if (!user.email && !user.phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (user.email && !isConfirmed(user)) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  const mail = await ctx.tx(async (sql) => {
    const locked = (await findUserById(sql, user.id, true))!;
    return ctx.prepareUserEmail(sql, req, locked, 'reauthentication', 'implicit', ctx.cfg.siteUrl);
  });
  ctx.sendLater([mail]);
  return jsonResponse(req, 200, {});
}

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** GoTrue's verifyReauthentication: the emailed code, once, within otp_expiry. */
export async function verifyNonce(
  ctx: AuthContext,
  sql: Sql,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const sentAt = user.reauthentication_sent_at;
  const stored = (user as UserRow & { reauthentication_token?: string | null })
    .reauthentication_token;
  const invalid = () => unprocessable('reauthentication_not_valid', INVALID_NONCE);
  if (!stored || !sentAt) throw invalid();
  if (!user.email) {
    throw unprocessable(
      'reauthentication_not_valid',
      'Reauthentication requires an email or a phone number',
    );
  }
  const expired = ctx.now() > sentAt.getTime() + ctx.cfg.otpExpirySeconds * 1000;
  if (expired || tokenHash(user.email, nonce) !== stored) throw invalid();
  await sql.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [user.id],
  );
  await clearOneTimeTokens(sql, user.id, 'reauthentication_token');
}

/** POST /sso: SAML is not part of the local stack, so GoTrue's answer when it is off. */
export function sso(): Response {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
}

/**
 * GET /user/identities/authorize (auth-js linkIdentity): refused while manual linking is off, as
 * GoTrue does; with it on, no OAuth provider can be enabled locally to link.
 */
export async function authorizeIdentity(ctx: AuthContext, req: Request): Promise<Response> {
  if (!ctx.cfg.manualLinking) {
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  }
  await ctx.authenticate(req);
  const provider = new URL(req.url).searchParams.get('provider') ?? '';
  throw badRequest(
    'validation_failed',
    `Unsupported provider: Provider ${provider} could not be found`,
  );
}
