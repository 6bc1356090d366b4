import type { IntlShape } from 'react-intl';
import type { SettingsErrorCode } from '../../../machines/settings/settings.types';
import { failureMessages as m } from './settings.messages';

const TEXTS: Partial<Record<SettingsErrorCode, (typeof m)[keyof typeof m]>> = {
  network: m.network,
  service: m.unknown,
  rate_limited: m.rateLimited,
  session_expired: m.sessionExpired,
  weak_password: m.weakLength,
  weak_password_length: m.weakLength,
  weak_password_characters: m.weakCharacters,
  weak_password_pwned: m.weakPwned,
  same_password: m.samePassword,
  code_invalid: m.codeInvalid,
  user_already_exists: m.emailTaken,
  email_invalid: m.emailInvalid,
  email_mismatch: m.emailMismatch,
};

/** Why a section's request failed, in the reader's language; anything unforeseen says so plainly. */
export const failureText = (intl: IntlShape, code: SettingsErrorCode) =>
  intl.formatMessage(TEXTS[code] ?? m.unknown);
