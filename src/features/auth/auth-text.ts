import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { AuthErrorCode, AuthFailure } from '../../../machines/auth/auth.types';
import { authMessages as m } from './auth.messages';

const BY_CODE: Partial<Record<AuthErrorCode, MessageDescriptor>> = {
  invalid_credentials: m.invalidCredentials,
  email_not_confirmed: m.emailNotConfirmed,
  user_already_exists: m.userAlreadyExists,
  weak_password: m.weakPassword,
  weak_password_length: m.passwordTooShort,
  weak_password_characters: m.passwordNeedsLettersDigits,
  weak_password_pwned: m.weakPasswordPwned,
  rate_limited: m.rateLimited,
  same_password: m.samePassword,
  session_expired: m.sessionExpired,
  network: m.network,
  service: m.service,
};

/** The failure in the reader's language when we have a text for it, else the service's own words. */
export function failureText(intl: IntlShape, failure: AuthFailure, fallback?: MessageDescriptor) {
  const known = BY_CODE[failure.code];
  if (known) return intl.formatMessage(known);
  return failure.message || (fallback ? intl.formatMessage(fallback) : failure.message);
}

/**
 * The auth service attaches the HTTP status to everything the server said; anything else that
 * reached the machine was an exception in our own code.
 */
export function isUnexpected(failure: AuthFailure): boolean {
  const d = failure.details;
  return failure.code === 'unknown' && !(typeof d === 'object' && d !== null && 'status' in d);
}

export function registrationFailureText(intl: IntlShape, failure: AuthFailure): string {
  if (isUnexpected(failure)) return intl.formatMessage(m.registerUnexpected);
  return failureText(intl, failure, m.registerFailedFallback);
}
