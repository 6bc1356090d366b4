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
} from '../../machines/auth/auth.types';
import type { AuthChangeEvent } from '../../machines/auth/session.machine';
import type { Locale } from '../../machines/i18n/locales';
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

export function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + (session.expires_in ?? 3600),
    user: toSessionUser(session.user),
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

export async function updatePassword(input: { password: string }): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw toFailure(error);
}

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  // The spec: a 401, 403 or 404 means the session is already gone, which is what was wanted.
  if (error && ![401, 403, 404].includes(error.status ?? 0)) throw toFailure(error);
}
