import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { AuthErrorCode, AuthFailure } from '../../../machines/auth/auth.types';
import { authToastMessages as t } from './auth-toasts.messages';
import { authMessages as m, rateLimitedMinutes, rateLimitedSeconds } from './auth.messages';

const BY_CODE: Partial<Record<AuthErrorCode, MessageDescriptor>> = {
  invalid_credentials: m.invalidCredentials,
  email_not_confirmed: m.emailNotConfirmed,
  user_already_exists: m.userAlreadyExists,
  weak_password: m.weakPassword,
  weak_password_length: m.passwordTooShort,
  weak_password_characters: m.passwordNeedsLettersDigits,
  weak_password_pwned: m.weakPasswordPwned,
  rate_limited: t.rateLimited,
  email_invalid: m.emailInvalid,
  validation_failed: m.validationFailed,
  signup_disabled: m.signupDisabled,
  same_password: m.samePassword,
  mfa_code_invalid: m.mfaCodeInvalid,
  mfa_insufficient_aal: m.mfaInsufficientAal,
  link_no_account: m.linkNoAccount,
  session_expired: t.sessionExpired,
  network: t.network,
  service: t.service,
};

/**
 * The text for a failure, chosen by its code; a code without one of its own gets the screen's
 * fallback, else a general text. The service's own (English) message is never the text: it
 * belongs to the technical details only.
 */
export function failureDescriptor(
  failure: { code: string },
  fallback: MessageDescriptor = t.unknownError,
): MessageDescriptor {
  return BY_CODE[failure.code as AuthErrorCode] ?? fallback;
}

export function failureText(intl: IntlShape, failure: AuthFailure, fallback?: MessageDescriptor) {
  const wait = failure.code === 'rate_limited' ? failure.retryAfterSeconds : undefined;
  if (wait !== undefined) return rateLimitedText(intl, wait);
  return intl.formatMessage(failureDescriptor(failure, fallback));
}

/** Under a minute and a half in seconds, beyond that in whole minutes rounded up. */
export function rateLimitedText(intl: IntlShape, seconds: number): string {
  return seconds < 90
    ? intl.formatMessage(rateLimitedSeconds, { seconds })
    : intl.formatMessage(rateLimitedMinutes, { minutes: Math.ceil(seconds / 60) });
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
