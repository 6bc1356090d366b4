/** What the app knows about the signed-in person; built by the auth service from the JWT's user. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string;
  /** From app_metadata, which only the server can write: never from user_metadata. */
  role: 'admin' | 'business' | null;
}

export interface AuthSession {
  accessToken: string;
  /** Seconds since the epoch, as GoTrue sends `expires_at`. */
  expiresAt: number;
  user: SessionUser;
  /**
   * Signed in with the password (aal1) on an account that has a verified second factor: not a
   * member's session until the code lifts it to aal2, so the session machine does not take it.
   */
  secondFactorPending?: boolean;
}

/** A verified authenticator-app factor, as the two-factor section lists it. */
export interface TwoFactorFactor {
  id: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** A factor being enrolled: what the authenticator app needs, by QR code or typed. */
export interface TwoFactorEnrolment {
  factorId: string;
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
}

/** Error codes the auth service maps GoTrue and network errors to; texts live in lang/. */
export type AuthErrorCode =
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'weak_password'
  /** GoTrue's weak_password by its first reason: too short, no letters and digits, too common. */
  | 'weak_password_length'
  | 'weak_password_characters'
  | 'weak_password_pwned'
  | 'rate_limited'
  /** GoTrue's validation_failed about the address, or email_address_invalid. */
  | 'email_invalid'
  /** Any other validation_failed: a request the form should not have sent. */
  | 'validation_failed'
  | 'signup_disabled'
  | 'session_expired'
  | 'same_password'
  /** The authenticator app's code was wrong or too old. */
  | 'mfa_code_invalid'
  /** Removing or adding a factor needs a session confirmed with the code (aal2). */
  | 'mfa_insufficient_aal'
  /** A link asked for an address with no account (links sign in; they never register). */
  | 'link_no_account'
  | 'network'
  | 'service'
  | 'unknown';

export interface AuthFailure {
  code: AuthErrorCode;
  /**
   * The service's own words, in English: never shown as the message (people read a translated text
   * chosen by `code`), only in the technical details dialog and logs.
   */
  message: string;
  /** A transient failure (network, 5xx, 429) that is worth retrying. */
  retryable: boolean;
  /** For `rate_limited`: how long the person should wait before trying again. */
  retryAfterSeconds?: number;
  /** The raw error for the "more details" dialog. */
  details?: unknown;
}

export function isAuthFailure(value: unknown): value is AuthFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AuthFailure).code === 'string' &&
    typeof (value as AuthFailure).message === 'string'
  );
}

/** Anything a promise actor threw, as an AuthFailure: unexpected exceptions become 'unknown'. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (isAuthFailure(error)) return error;
  return {
    code: 'unknown',
    message: error instanceof Error ? error.message : String(error),
    retryable: false,
    details: error instanceof Error ? { name: error.name, message: error.message } : error,
  };
}
