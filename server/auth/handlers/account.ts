import type { Sql } from '../../core/types';
import { AuthContext } from '../context';
import { checkPassword, newId } from '../crypto';
import type { PendingEmail } from '../emails';
import {
  API_VERSION_HEADER,
  OAuthError,
  badRequest,
  jsonResponse,
  requestedApiVersion,
  unprocessable,
} from '../errors';
import { exchangeAuthCode, IMPLICIT, pkceRequest, startFlow, type PkceRequest } from '../pkce';
import { grantOf, readJson } from '../request';
import { issueSession, logoutSessions, refreshSession, type TokenResponse } from '../sessions';
import {
  AUDIENCE,
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  isBanned,
  isConfirmed,
  loadUserJson,
  type UserRow,
} from '../users';

/**
 * What self-registration grants, decided here and never taken from the client: user_metadata is
 * writable by the user, app_metadata only by the service role.
 */
export const SELF_SIGNUP_APP_METADATA = {
  provider: 'email',
  providers: ['email'],
  role: 'business',
} as const;

/** A self-registered account and its email identity, as GoTrue's signupNewUser makes them. */
export async function insertSelfSignup(
  sql: Sql,
  email: string,
  passwordHash: string | null,
  data: Record<string, unknown>,
  now: Date,
): Promise<UserRow> {
  const id = await insertUser(sql, {
    email,
    passwordHash,
    userMetadata: data,
    appMetadata: { ...SELF_SIGNUP_APP_METADATA, providers: ['email'] },
    now,
  });
  await insertEmailIdentity(sql, id, email, data, now);
  return (await findUserById(sql, id))!;
}

/** Thrown to roll back the decoy sign-up done for an address that already has an account. */
class Rehearsal extends Error {}

export async function signup(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(
    req,
    {
      email: 'string',
      phone: 'string',
      password: 'string',
      data: 'object',
      channel: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
    },
    'SignupParams',
  );
  if (!p.email && !p.phone) return anonymousSignup(ctx, req, p.data ?? {});
  if (!ctx.cfg.signupEnabled) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  ctx.rateLimit(req, 'signInSignUp');
  if (!p.password) throw badRequest('validation_failed', 'Signup requires a valid password');
  ctx.checkPasswordStrength(p.password);
  if (p.email && p.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  const pkce = pkceRequest(p.code_challenge_method, p.code_challenge);
  if (p.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!ctx.cfg.emailEnabled) {
    throw badRequest('email_provider_disabled', 'Email signups are disabled');
  }
  const email = ctx.validateEmail(p.email);
  const data = p.data ?? {};
  if (ctx.cfg.mailerAutoconfirm) return autoconfirmedSignup(ctx, req, email, p.password, data);
  const redirectTo = ctx.referrer(req);

  // Hashed on every path, whether or not the address has an account, so the answer takes as long
  // for a registered address as for a new one; bcrypt stays out of the serialized database section.
  const passwordHash = await ctx.hashPassword(p.password);

  let outcome:
    { exists: true } | { exists: false; user: Record<string, unknown>; mail: PendingEmail };
  try {
    outcome = await ctx.tx(async (sql) => {
      let user = await findUserByEmail(sql, email, true);
      // A registered address gets the same database work as a new one, on a decoy account that
      // is rolled back, so the time of the answer does not tell the two apart.
      const rehearsal = user !== null && isConfirmed(user);
      const now = new Date(ctx.now());
      if (!user || rehearsal) {
        const address = rehearsal ? `${newId()}@rehearsal.invalid` : email;
        user = await insertSelfSignup(sql, address, passwordHash, data, now);
      }
      await startFlow(ctx, sql, pkce, user.id, 'signup');
      const mail = await ctx.prepareUserEmail(
        sql,
        req,
        user,
        'signup',
        pkce.flow,
        redirectTo,
        rehearsal,
      );
      const json = await loadUserJson(sql, user.id);
      if (rehearsal) throw new Rehearsal();
      return { exists: false as const, user: json, mail };
    });
  } catch (e) {
    const mapped = AuthContext.mapDbError(e);
    // A concurrent sign-up with the same address won the insert: answer as for any existing user.
    if (e instanceof Rehearsal || mapped !== e) outcome = { exists: true };
    else throw e;
  }

  if (outcome.exists) {
    // GoTrue with confirmations on: a look-alike user, so the answer does not reveal the account.
    // It has no identities, which is how apps tell "already registered" apart.
    const now = new Date(ctx.now()).toISOString();
    return jsonResponse(req, 200, {
      id: newId(),
      aud: AUDIENCE,
      role: '',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    });
  }
  ctx.sendLater([outcome.mail]);
  return jsonResponse(req, 200, outcome.user);
}

/**
 * GoTrue's signup with `[auth.email] enable_confirmations = false`: confirmed at once and signed
 * in; an address with a confirmed account is refused outright, as GoTrue does then.
 */
async function autoconfirmedSignup(
  ctx: AuthContext,
  req: Request,
  email: string,
  password: string,
  data: Record<string, unknown>,
): Promise<Response> {
  const passwordHash = await ctx.hashPassword(password);
  try {
    const session = await ctx.tx(async (sql) => {
      let user = await findUserByEmail(sql, email, true);
      if (user && isConfirmed(user)) {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      const now = new Date(ctx.now());
      if (!user) {
        user = await insertSelfSignup(sql, email, passwordHash, data, now);
      }
      await confirmEmail(sql, user, now);
      const confirmed = (await findUserById(sql, user.id))!;
      return issueSession(sql, ctx.cfg, confirmed, 'password', grantOf(req), ctx.now());
    });
    return jsonResponse(req, 200, session);
  } catch (e) {
    throw AuthContext.mapDbError(e);
  }
}

/** GoTrue's SignupAnonymously: a user without email or password, signed in at once. */
async function anonymousSignup(
  ctx: AuthContext,
  req: Request,
  data: Record<string, unknown>,
): Promise<Response> {
  if (!ctx.cfg.anonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  ctx.rateLimit(req, 'anonymous');
  if (!ctx.cfg.signupEnabled) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const session = await ctx.tx(async (sql) => {
    const id = await insertUser(sql, {
      email: null,
      passwordHash: null,
      userMetadata: data,
      // Not the business role of a registered account: RLS tells anonymous users apart by the
      // JWT's is_anonymous claim, and they get nothing the product reserves for members.
      appMetadata: { provider: 'anonymous', providers: ['anonymous'] },
      now: new Date(ctx.now()),
      isAnonymous: true,
    });
    const user = (await findUserById(sql, id))!;
    return issueSession(sql, ctx.cfg, user, 'anonymous', grantOf(req), ctx.now());
  });
  return jsonResponse(req, 200, session);
}

export async function token(ctx: AuthContext, req: Request): Promise<Response> {
  const grantType = new URL(req.url).searchParams.get('grant_type');
  switch (grantType) {
    case 'password':
      ctx.rateLimit(req, 'signInSignUp');
      return passwordGrant(ctx, req);
    case 'refresh_token':
      ctx.rateLimit(req, 'tokenRefresh');
      return refreshGrant(ctx, req);
    case 'pkce':
      ctx.rateLimit(req, 'tokenRefresh');
      return pkceGrant(ctx, req);
    case 'id_token':
      return idTokenGrant(req);
    case 'web3':
      // No Web3 provider can be switched on in the local stack ([auth.web3.*] must stay off).
      throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

/** The OIDC issuers GoTrue knows each provider by (internal/api/provider/*.go). */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};

/**
 * GoTrue's IdTokenGrant up to its provider check: no external provider can be enabled locally
 * ([auth.external.*] must stay off), so a known provider is "not enabled" and any other issuer is
 * not on the allow list.
 */
async function idTokenGrant(req: Request): Promise<Response> {
  const p = await readJson(
    req,
    { id_token: 'string', provider: 'string', client_id: 'string', issuer: 'string' },
    'IdTokenGrantParams',
  );
  if (!p.id_token) throw new OAuthError('invalid request', 'id_token required');
  if (!p.provider && (!p.client_id || !p.issuer)) {
    throw new OAuthError('invalid request', 'provider or client_id and issuer required');
  }
  const provider = p.provider ?? '';
  const known =
    ID_TOKEN_ISSUERS[provider] ??
    Object.values(ID_TOKEN_ISSUERS).find((issuer) => issuer === p.issuer);
  if (known !== undefined) {
    throw badRequest(
      'provider_disabled',
      `Provider (issuer ${JSON.stringify(known)}) is not enabled`,
    );
  }
  throw badRequest(
    'validation_failed',
    `Custom OIDC provider ${JSON.stringify(provider)} not allowed`,
  );
}

async function passwordGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(
    req,
    { email: 'string', phone: 'string', password: 'string' },
    'PasswordGrantParams',
  );
  if (p.email && p.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (p.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!p.email) throw badRequest('validation_failed', 'missing email or phone');
  if (!ctx.cfg.emailEnabled) {
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  }
  const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');

  const user = await ctx.tx((sql) => findUserByEmail(sql, p.email!));
  const password = p.password ?? '';
  if (!user || !user.encrypted_password) {
    await checkPassword(password, null);
    throw invalid();
  }
  if (isBanned(user, ctx.now())) throw badRequest('user_banned', 'User is banned');
  if (!(await checkPassword(password, user.encrypted_password))) throw invalid();
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');

  let weak: { message: string; reasons: string[] } | undefined;
  try {
    ctx.checkPasswordStrength(password);
  } catch (e) {
    const extra = (e as { extra?: { weak_password?: { reasons: string[] } } }).extra;
    if (extra?.weak_password) {
      weak = { message: (e as Error).message, reasons: extra.weak_password.reasons };
    }
  }
  const session: TokenResponse = await ctx.tx((sql) =>
    issueSession(sql, ctx.cfg, user, 'password', grantOf(req), ctx.now()),
  );
  if (weak) session.weak_password = weak;
  return jsonResponse(req, 200, session);
}

async function refreshGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(req, { refresh_token: 'string' }, 'RefreshTokenGrantParams');
  if (!p.refresh_token) throw new OAuthError('invalid_request', 'refresh_token required');
  const result = await ctx.tx((sql) => refreshSession(sql, ctx.cfg, p.refresh_token!, ctx.now()));
  if ('error' in result) throw result.error;
  return jsonResponse(req, 200, result);
}

async function pkceGrant(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(
    req,
    { auth_code: 'string', code_verifier: 'string' },
    'PKCEGrantParams',
  );
  if (!p.auth_code || !p.code_verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const session = await ctx.tx(async (sql) => {
    const { user, authenticationMethod } = await exchangeAuthCode(
      ctx,
      sql,
      p.auth_code!,
      p.code_verifier!,
    );
    return issueSession(sql, ctx.cfg, user, authenticationMethod, grantOf(req), ctx.now());
  });
  return jsonResponse(req, 200, session);
}

export async function logout(ctx: AuthContext, req: Request): Promise<Response> {
  const auth = await ctx.authenticate(req);
  const raw = new URL(req.url).searchParams.get('scope') ?? '';
  const scope = raw === '' ? 'global' : raw;
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${raw}"`);
  }
  await ctx.tx((sql) => logoutSessions(sql, auth.user.id, scope, auth.sessionId));
  return new Response(null, { status: 204, headers: versionHeader(req) });
}

function versionHeader(req: Request): Record<string, string> {
  const version = requestedApiVersion(req);
  return version ? { [API_VERSION_HEADER]: version } : {};
}

export async function recover(ctx: AuthContext, req: Request): Promise<Response> {
  ctx.rateLimit(req, 'signInSignUp');
  const p = await readJson(
    req,
    { email: 'string', code_challenge: 'string', code_challenge_method: 'string' },
    'RecoverParams',
  );
  const pkce = pkceRequest(p.code_challenge_method, p.code_challenge);
  if (!p.email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = ctx.validateEmail(p.email);
  // The product's reset link lands on the set-new-password page unless the app asks otherwise.
  const redirectTo = ctx.referrer(req, `${ctx.cfg.siteUrl}/auth/update-password`, false);
  const mail = await ctx.tx(async (sql) => {
    const user = await findUserByEmail(sql, email, true);
    if (!user) return null;
    await startFlow(ctx, sql, pkce, user.id, 'recovery');
    return ctx.prepareUserEmail(sql, req, user, 'recovery', pkce.flow, redirectTo);
  });
  if (mail) ctx.sendLater([mail]);
  return jsonResponse(req, 200, {});
}

export async function resend(ctx: AuthContext, req: Request): Promise<Response> {
  ctx.rateLimit(req, 'signInSignUp');
  const p = await readJson(
    req,
    {
      type: 'string',
      email: 'string',
      phone: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
    },
    'ResendConfirmationParams',
  );
  const type = p.type ?? '';
  let pkce: PkceRequest = IMPLICIT;
  if (type === 'signup' || type === 'email_change') {
    pkce = pkceRequest(p.code_challenge_method, p.code_challenge);
  } else if (type !== 'sms' && type !== 'phone_change') {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (!p.email && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address');
  }
  if (!p.phone && type === 'sms') {
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  }
  if (p.email && p.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    );
  }
  if (p.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!p.email) throw badRequest('validation_failed', 'Missing email address or phone number');
  const email = ctx.validateEmail(p.email);
  const redirectTo = ctx.referrer(req);

  const mails = await ctx.tx(async (sql): Promise<PendingEmail[]> => {
    const user = await findUserByEmail(sql, email, true);
    if (!user) return [];
    if (type === 'signup') {
      if (isConfirmed(user)) return [];
      await startFlow(ctx, sql, pkce, user.id, 'signup');
      return [await ctx.prepareUserEmail(sql, req, user, 'signup', pkce.flow, redirectTo)];
    }
    if (!user.email_change) return [];
    await startFlow(ctx, sql, pkce, user.id, 'email_change');
    return ctx.prepareEmailChange(sql, req, user, user.email_change, pkce.flow, redirectTo);
  });
  ctx.sendLater(mails);
  return jsonResponse(req, 200, {});
}

export function settings(ctx: AuthContext, req: Request): Response {
  const external = Object.fromEntries(
    [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'snapchat',
      'figma',
      'fly',
      'github',
      'gitlab',
      'google',
      'keycloak',
      'kakao',
      'linkedin',
      'linkedin_oidc',
      'notion',
      'spotify',
      'slack',
      'slack_oidc',
      'workos',
      'twitch',
      'twitter',
      'email',
      'phone',
      'zoom',
    ].map((k) => [
      k,
      (k === 'email' && ctx.cfg.emailEnabled) ||
        (k === 'anonymous_users' && ctx.cfg.anonymousSignIns),
    ]),
  );
  return jsonResponse(req, 200, {
    external,
    disable_signup: !ctx.cfg.signupEnabled,
    mailer_autoconfirm: ctx.cfg.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  });
}

/** Symmetric (HS256) keys are never published, so the set is empty, as GoTrue answers. */
export function jwks(_ctx: AuthContext, req: Request): Response {
  return jsonResponse(req, 200, { keys: [] }, { 'Cache-Control': 'public, max-age=600' });
}
