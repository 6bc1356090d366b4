import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AuthFailure, AuthSession } from '../../../machines/auth/auth.types';
import { checkCode } from '../../../machines/auth/code-rule';
import { checkEmail } from '../../../machines/auth/email-rule';
import { loginMachine } from '../../../machines/auth/login.machine';
import { fakeSession } from '../../support/auth-fixtures';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const badCredentials: AuthFailure = {
  code: 'invalid_credentials',
  message: 'Invalid login credentials',
  retryable: false,
};

/** A server answer with no text of its own: its English words must never reach the page. */
export const unreadable: AuthFailure = {
  code: 'unknown',
  message: 'Unable to validate email address: invalid format',
  retryable: false,
  details: { status: 400, code: 'something_new' },
};

/** The password was right and the account has an authenticator app: the code comes next. */
export const awaitingCode: AuthSession = { ...fakeSession(), secondFactorPending: true };

export const wrongCode: AuthFailure = {
  code: 'mfa_code_invalid',
  message: 'Invalid TOTP code entered',
  retryable: false,
};

/** The stack's limit between two emails to one address (max_frequency). */
export const tooSoon: AuthFailure = {
  code: 'rate_limited',
  message: 'For security purposes, you can only request this after 57 seconds.',
  retryable: true,
  retryAfterSeconds: 57,
};

/** How the model tells states apart. */
export const loginState = (s: SnapshotFrom<typeof loginMachine>) =>
  JSON.stringify([
    s.value,
    checkEmail(s.context.email),
    Boolean(s.context.password.trim()),
    checkEmail(s.context.resetEmail),
    // The code matters only where it is asked for; typed elsewhere it would only multiply states.
    s.matches({ login: 'secondFactor' }) ? checkCode(s.context.code) : null,
    Object.keys(s.context.fieldErrors).sort(),
    s.context.failure !== null,
  ]);

/**
 * A session waiting for its code is found as the page opens (a sign-in link just landed): tried
 * on the untouched form only, since what was typed before does not change where it leads.
 */
const opensUntouched = (s: SnapshotFrom<typeof loginMachine>) =>
  s.context.email === '' &&
  s.context.password === '' &&
  s.context.resetEmail === '' &&
  Object.keys(s.context.fieldErrors).length === 0 &&
  s.context.failure === null;

/** Everything the model tries, in every state. */
export const loginEvents: EventFrom<typeof loginMachine>[] = [
  { type: 'field.change', field: 'email', value: '  anna@example.com ' },
  { type: 'field.change', field: 'email', value: 'not-an-email' },
  { type: 'field.change', field: 'password', value: 'secret-password' },
  { type: 'field.change', field: 'resetEmail', value: 'anna@example.com' },
  { type: 'field.change', field: 'resetEmail', value: 'not-an-email' },
  { type: 'field.change', field: 'code', value: '123 456' },
  { type: 'field.change', field: 'code', value: '12a' },
  { type: 'form.submit' },
  { type: 'link.request' },
  { type: 'link.resend' },
  { type: 'secondFactor.required' },
  { type: 'mode.login' },
  { type: 'mode.signUp' },
  { type: 'mode.reset' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.signIn', output: fakeSession() } as never,
  { type: 'xstate.done.actor.signIn', output: awaitingCode } as never,
  { type: 'xstate.error.actor.signIn', error: badCredentials } as never,
  { type: 'xstate.done.actor.verifySecondFactor', output: fakeSession() } as never,
  { type: 'xstate.error.actor.verifySecondFactor', error: wrongCode } as never,
  { type: 'xstate.done.actor.sendSignInLink' } as never,
  { type: 'xstate.error.actor.sendSignInLink', error: tooSoon } as never,
  { type: 'xstate.done.actor.sendResetEmail' } as never,
  { type: 'xstate.error.actor.sendResetEmail', error: unreadable } as never,
];

/**
 * What the sign-in steps offer: the code's step and the link's «check your email» show neither
 * the form nor its links (the login state's own sign-up and reset would only multiply paths
 * there), a code is typed only where it is asked for, and a session waiting for its code is
 * found as the page opens.
 */
function offered(s: SnapshotFrom<typeof loginMachine>, e: EventFrom<typeof loginMachine>) {
  const elsewhere =
    s.matches({ login: 'secondFactor' }) ||
    s.matches({ login: 'linkSent' }) ||
    s.matches({ login: 'resendingLink' });
  if (e.type === 'secondFactor.required') return opensUntouched(s);
  if (e.type === 'field.change' && e.field === 'code') return s.matches({ login: 'secondFactor' });
  if (e.type === 'field.change' && e.field !== 'resetEmail') return !elsewhere;
  if (e.type === 'mode.signUp' || e.type === 'mode.reset' || e.type === 'link.request') {
    return !elsewhere;
  }
  return true;
}

export const loginModel = createModel(loginMachine, {
  events: (s) => loginEvents.filter((e) => offered(s, e)),
  // Field contents matter only as the rules see them: empty, malformed or fine.
  serializeState: loginState,
});

/**
 * The machine model's events and states, limited to what a person can do on the page in each
 * state: a dismiss button exists only with an error, and each mode shows only its own fields.
 */
export const loginPageModel = createModel(loginMachine, {
  serializeState: loginState,
  events: (s) =>
    loginEvents.filter((e) => {
      if (!offered(s, e)) return false;
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      if (e.type === 'field.change' && e.field !== 'code') {
        return e.field === 'resetEmail' ? s.matches('reset') : s.matches('login');
      }
      return true;
    }),
});
