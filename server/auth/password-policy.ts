import { readFileSync } from 'node:fs';

/**
 * GoTrue's checkPasswordStrength: the minimum length, the required character sets of
 * `password_requirements` (the Supabase CLI's names, GOTRUE_PASSWORD_REQUIRED_CHARACTERS), and
 * instead of HaveIBeenPwned (no network here) a shipped list of the 10,000 most common passwords,
 * under GoTrue's `pwned` reason.
 */

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The CLI's `password_requirements` values and the character sets each one requires. */
export const REQUIRED_CHARACTERS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export type WeakReason = 'length' | 'characters' | 'pwned';

export function requiredCharacterSets(requirements: string): string[] {
  const sets = REQUIRED_CHARACTERS[requirements];
  if (!sets) throw new Error(`unknown password_requirements "${requirements}"`);
  return sets;
}

let common: Set<string> | null = null;

/** Loaded once, lower-cased: «Password1» is as common as «password1». */
export function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/** Length and character sets only: the part of the rule the app also checks before sending. */
export function passwordRuleReasons(
  password: string,
  minLength: number,
  requirements: string,
): WeakReason[] {
  const reasons: WeakReason[] = [];
  // Characters rather than Go's bytes, so «пароль1x» passes exactly when the app's check does.
  if ([...password].length < minLength) reasons.push('length');
  if (
    requiredCharacterSets(requirements).some((set) => ![...set].some((c) => password.includes(c)))
  ) {
    reasons.push('characters');
  }
  return reasons;
}

export interface WeakPassword {
  message: string;
  reasons: WeakReason[];
}

/** Null when the password is acceptable, else GoTrue's joined messages and reasons. */
export function weakPasswordCheck(
  password: string,
  minLength: number,
  requirements: string,
): WeakPassword | null {
  const reasons = passwordRuleReasons(password, minLength, requirements);
  if (commonPasswords().has(password.toLowerCase())) reasons.push('pwned');
  if (reasons.length === 0) return null;
  const messages = reasons.map((reason) => {
    switch (reason) {
      case 'length':
        return `Password should be at least ${minLength} characters.`;
      case 'characters':
        return `Password should contain at least one character of each: ${requiredCharacterSets(requirements).join(', ')}.`;
      case 'pwned':
        return 'Password is known to be weak and easy to guess, please choose a different one.';
    }
  });
  return { message: messages.join(' '), reasons };
}
