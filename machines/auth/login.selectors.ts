import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export type LoginMode = 'login' | 'signUpPrompt' | 'reset' | 'resetSent' | 'done';

export const selectLoginMode = (s: LoginSnapshot): LoginMode => {
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
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  sentTo: s.context.sentTo,
  busy: s.matches({ login: 'submitting' }) || s.matches({ reset: 'sending' }) || s.matches('done'),
});
