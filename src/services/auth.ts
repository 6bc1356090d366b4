/**
 * Accounts over supabase-js: every function returns our own types and throws only AuthFailure,
 * so machines never see supabase-js.
 */
import type { AuthError, Session, User } from '@supabase/supabase-js';
import type {
  AuthErrorCode,
  AuthFailure,
  AuthSession,
  SessionUser,
  TwoFactorEnrolment,
  TwoFactorFactor,
} from '../../machines/auth/auth.types';
import type { AuthChangeEvent } from '../../machines/auth/session.machine';
import type { Locale } from '../../machines/i18n/locales';
import { AUTH_STORAGE_KEY } from './config';
import { supabase } from './supabase';

const GOTRUE_CODES: Partial<Record<string, AuthErrorCode>> = {
  invalid_credentials: 'invalid_credentials',
  email_not_confirmed: 'email_not_confirmed',
  user_already_exists: 'user_already_exists',
  email_exists: 'user_already_exists',
  weak_password: 'weak_password',
  same_password: 'same_password',
  email_address_invalid: 'email_invalid',
  validation_failed: 'validation_failed',
  signup_disabled: 'signup_disabled',
  email_provider_disabled: 'signup_disabled',
  over_request_rate_limit: 'rate_limited',
  over_email_send_rate_limit: 'rate_limited',
  refresh_token_not_found: 'session_expired',
  refresh_token_already_used: 'session_expired',
  session_not_found: 'session_expired',
  session_expired: 'session_expired',
  mfa_verification_failed: 'mfa_code_invalid',
  mfa_challenge_expired: 'mfa_code_invalid',
  insufficient_aal: 'mfa_insufficient_aal',
  otp_disabled: 'link_no_account',
};

/** GoTrue's weak_password reasons, in the order the person has to fix them. */
const WEAK_REASONS: [reason: string, code: AuthErrorCode][] = [
  ['length', 'weak_password_length'],
  ['characters', 'weak_password_characters'],
  ['pwned', 'weak_password_pwned'],
];

/**
 * GoTrue answers 429 without Retry-After. A per-address email limit names its seconds in the
 * message; otherwise the wait is the limit's window as Supabase documents it: sign-in, sign-up,
 * verification and refresh limits count per IP over 5 minutes, the email budget over an hour.
 */
const REQUEST_LIMIT_WINDOW_SECONDS = 5 * 60;
const EMAIL_LIMIT_WINDOW_SECONDS = 60 * 60;

function retryAfterSeconds(gotrueCode: string | undefined, message: string): number {
  const named = /after (\d+) seconds?/i.exec(message);
  if (named) return Math.max(1, Number(named[1]));
  return gotrueCode === 'over_email_send_rate_limit'
    ? EMAIL_LIMIT_WINDOW_SECONDS
    : REQUEST_LIMIT_WINDOW_SECONDS;
}

export function toFailure(error: unknown): AuthFailure {
  const e = error as Partial<AuthError> & {
    name?: string;
    message?: string;
    reasons?: unknown;
  };
  const message = e?.message ?? String(error);
  const status = typeof e?.status === 'number' ? e.status : undefined;
  let code: AuthErrorCode = (e?.code && GOTRUE_CODES[e.code]) || 'unknown';
  if (code === 'weak_password' && Array.isArray(e.reasons)) {
    const reasons = e.reasons;
    code = WEAK_REASONS.find(([reason]) => reasons.includes(reason))?.[1] ?? code;
  }
  // GoTrue reports a malformed address as validation_failed, like every other bad field.
  if (code === 'validation_failed' && /email/i.test(message)) code = 'email_invalid';
  // The product has always shown the email-in-use text for these service messages.
  if (code === 'unknown' && /already (exists|registered)/i.test(message))
    code = 'user_already_exists';
  if (code === 'unknown' && e?.name === 'AuthRetryableFetchError') code = 'network';
  if (code === 'unknown' && status !== undefined && status >= 500) code = 'service';
  if (code === 'unknown' && status === 429) code = 'rate_limited';
  return {
    code,
    message,
    retryable: code === 'network' || code === 'service' || code === 'rate_limited',
    ...(code === 'rate_limited' ? { retryAfterSeconds: retryAfterSeconds(e?.code, message) } : {}),
    details: {
      name: e?.name,
      status,
      code: e?.code,
      message,
      ...(Array.isArray(e?.reasons) ? { reasons: e.reasons } : {}),
    },
  };
}

export function toSessionUser(user: User): SessionUser {
  const role = user.app_metadata?.role;
  const meta = user.user_metadata ?? {};
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: typeof meta.full_name === 'string' ? meta.full_name : '',
    avatarUrl: typeof meta.avatar_url === 'string' ? meta.avatar_url : '',
    role: role === 'admin' || role === 'business' ? role : null,
  };
}

/** The token's assurance level (GoTrue's `aal` claim); unreadable counts as the lower one. */
function assuranceOf(accessToken: string): string {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { aal?: string }).aal ?? 'aal1';
  } catch {
    return 'aal1';
  }
}

export function toAuthSession(session: Session): AuthSession {
  const hasFactor = (session.user.factors ?? []).some((f) => f.status === 'verified');
  return {
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + (session.expires_in ?? 3600),
    user: toSessionUser(session.user),
    ...(hasFactor && assuranceOf(session.access_token) !== 'aal2'
      ? { secondFactorPending: true }
      : {}),
  };
}

export async function getSession(): Promise<AuthSession | null> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw toFailure(error);
  return data.session ? toAuthSession(data.session) : null;
}

/** supabase-js's auth events in our vocabulary; INITIAL_SESSION is covered by getSession. */
export function onAuthChange(send: (event: AuthChangeEvent) => void): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    // Let supabase-js finish its own bookkeeping before machines react (it warns against awaiting
    // other supabase calls inside this callback).
    setTimeout(() => {
      switch (event) {
        case 'SIGNED_OUT':
          send({ type: 'auth.signedOut' });
          break;
        case 'SIGNED_IN':
        case 'MFA_CHALLENGE_VERIFIED':
          if (session) send({ type: 'auth.signedIn', session: toAuthSession(session) });
          break;
        case 'TOKEN_REFRESHED':
          if (session) send({ type: 'auth.tokenRefreshed', session: toAuthSession(session) });
          break;
        case 'USER_UPDATED':
          if (session) send({ type: 'auth.userUpdated', session: toAuthSession(session) });
          break;
        case 'PASSWORD_RECOVERY':
          if (session) send({ type: 'auth.passwordRecovery', session: toAuthSession(session) });
          break;
      }
    }, 0);
  });
  return () => data.subscription.unsubscribe();
}

export async function refreshSession(): Promise<AuthSession> {
  const { data, error } = await supabase.auth.refreshSession();
  if (error || !data.session) throw toFailure(error ?? new Error('No session returned'));
  return toAuthSession(data.session);
}

export async function signIn(input: { email: string; password: string }): Promise<AuthSession> {
  const { data, error } = await supabase.auth.signInWithPassword(input);
  if (error || !data.session) throw toFailure(error ?? new Error('No session returned'));
  return toAuthSession(data.session);
}

/** An invitation's link (`?token_hash=…&type=invite`): signs the invited person in. */
export async function verifyInvite(input: { tokenHash: string }): Promise<AuthSession> {
  const { data, error } = await supabase.auth.verifyOtp({
    token_hash: input.tokenHash,
    type: 'invite',
  });
  if (error || !data.session) throw toFailure(error ?? new Error('No session returned'));
  return toAuthSession(data.session);
}

function siteUrl(path: string, locale: Locale) {
  const url = new URL(path, window.location.origin);
  // The mail service writes the email in the language the person was using.
  url.searchParams.set('lang', locale);
  return url.toString();
}

export async function signUp(input: {
  email: string;
  password: string;
  fullName: string;
  avatarUrl: string;
  locale: Locale;
}): Promise<void> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: { full_name: input.fullName, avatar_url: input.avatarUrl, locale: input.locale },
      emailRedirectTo: siteUrl('/auth/login', input.locale),
    },
  });
  if (error) throw toFailure(error);
  // With confirmations on, GoTrue answers an already registered address with a look-alike user
  // that has no identities rather than an error (so addresses cannot be probed in bulk).
  if (data.user && data.user.identities?.length === 0) {
    throw toFailure({
      code: 'user_already_exists',
      message: 'User already registered',
      status: 422,
    });
  }
}

export async function sendResetEmail(input: { email: string; locale: Locale }): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(input.email, {
    redirectTo: siteUrl('/auth/update-password', input.locale),
  });
  if (error) throw toFailure(error);
}

/**
 * A sign-in link by email (GoTrue's /otp). Links only sign in: an address with no account is
 * refused rather than registered without a name or password. The link comes back to the sign-in
 * page, which sends the person on to where they were going.
 */
export async function sendSignInLink(input: {
  email: string;
  locale: Locale;
  returnTo: string;
}): Promise<void> {
  const landing = new URL(siteUrl('/auth/login', input.locale));
  if (input.returnTo !== '/') landing.searchParams.set('next', input.returnTo);
  // supabase-js keeps one PKCE verifier per browser and replaces it before asking; a refused
  // resend (one email a minute) would leave the link already sent unable to sign in.
  const previous = readStorage(CODE_VERIFIER_KEY);
  const { error } = await supabase.auth.signInWithOtp({
    email: input.email,
    options: { shouldCreateUser: false, emailRedirectTo: landing.toString() },
  });
  if (error) {
    if (previous !== null) writeStorage(CODE_VERIFIER_KEY, previous);
    throw toFailure(error);
  }
}

/** Where supabase-js keeps the PKCE verifier of the last emailed link (its storage key's rule). */
const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: supabase-js could not have kept a verifier there either.
  }
}

/** The current session lifted to aal2 with the authenticator app's code. */
export async function verifySecondFactor(input: { code: string }): Promise<AuthSession> {
  const factors = await supabase.auth.mfa.listFactors();
  if (factors.error) throw toFailure(factors.error);
  const factor = factors.data.totp[0];
  if (!factor) throw toFailure({ code: 'mfa_factor_not_found', message: 'Factor not found' });
  const { error } = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: input.code,
  });
  if (error) throw toFailure(error);
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw toFailure(new Error('No session returned'));
  return toAuthSession(data.session);
}

/** The account's verified authenticator-app factors, oldest first. */
export async function listFactors(): Promise<TwoFactorFactor[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw toFailure(error);
  return data.totp
    .map((f) => ({ id: f.id, name: f.friendly_name ?? '', createdAt: f.created_at }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A new authenticator-app factor, unverified until its first code. One left unverified by an
 * enrolment given up earlier is removed first: it would count towards the account's limit.
 */
export async function enrollFactor(input: { issuer: string }): Promise<TwoFactorEnrolment> {
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw toFailure(listed.error);
  for (const stale of listed.data.all.filter((f) => f.status === 'unverified')) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: stale.id });
    if (error) throw toFailure(error);
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    issuer: input.issuer,
  });
  if (error) throw toFailure(error);
  return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri };
}

export async function confirmFactor(input: { factorId: string; code: string }): Promise<void> {
  const { error } = await supabase.auth.mfa.challengeAndVerify(input);
  if (error) throw toFailure(error);
}

export async function removeFactor(input: { factorId: string }): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll(input);
  if (error) throw toFailure(error);
}

export async function updatePassword(input: { password: string }): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw toFailure(error);
}

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  // The spec: a 401, 403 or 404 means the session is already gone, which is what was wanted.
  if (error && ![401, 403, 404].includes(error.status ?? 0)) throw toFailure(error);
}
