/**
 * The one rule for an authenticator app's code, at sign-in and when a factor is confirmed: six
 * digits, checked before anything is sent. Apps often show it split in two, so spaces are dropped.
 */
export const codeOf = (value: string) => value.replace(/\s/g, '');

export type CodeRuleCode = 'required' | 'invalid';

export function checkCode(value: string): CodeRuleCode | null {
  const code = codeOf(value);
  if (!code) return 'required';
  return /^\d{6}$/.test(code) ? null : 'invalid';
}
