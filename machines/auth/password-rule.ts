/**
 * The one password rule, stated the same in every language and checked before anything is sent.
 * The server enforces the same rule from supabase/config.toml (`minimum_password_length`,
 * `password_requirements = "letters_digits"`: GoTrue's Latin letters and digits) and also refuses
 * the most common passwords, a list too big for the browser.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_REQUIREMENTS = 'letters_digits';

export type PasswordRuleCode = 'password_too_short' | 'password_needs_letters_digits';

/** The first part of the rule a non-empty password breaks, or null. Counts characters, as the server does. */
export function checkPasswordRule(password: string): PasswordRuleCode | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    return 'password_needs_letters_digits';
  }
  return null;
}
