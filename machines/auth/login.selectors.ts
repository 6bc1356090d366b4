import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The page's three modes (sign in, register, reset), the sign-in one in its steps. */
export type LoginMode =
  'login' | 'secondFactor' | 'linkSent' | 'signUpPrompt' | 'reset' | 'resetSent' | 'done';

export const selectLoginMode = (s: LoginSnapshot): LoginMode => {
  if (s.matches({ login: 'secondFactor' })) return 'secondFactor';
  if (s.matches({ login: 'linkSent' }) || s.matches({ login: 'resendingLink' })) return 'linkSent';
  if (s.matches({ reset: 'sent' })) return 'resetSent';
  if (s.matches('reset')) return 'reset';
  if (s.matches('signUpPrompt')) return 'signUpPrompt';
  if (s.matches('done')) return 'done';
  return 'login';
};

export const selectLoginView = (s: LoginSnapshot) => ({
  mode: selectLoginMode(s),
  email: s.context.email,
  password: s.context.password,
  resetEmail: s.context.resetEmail,
  code: s.context.code,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  sentTo: s.context.sentTo,
  busy:
    s.matches({ login: 'submitting' }) ||
    s.matches({ login: 'sendingLink' }) ||
    s.matches({ login: 'resendingLink' }) ||
    s.matches({ login: { secondFactor: 'verifying' } }) ||
    s.matches({ reset: 'sending' }) ||
    s.matches('done'),
  /** Which button the busy form shows as working. */
  sendingLink: s.matches({ login: 'sendingLink' }) || s.matches({ login: 'resendingLink' }),
});
