import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AuthFailure } from '../../../machines/auth/auth.types';
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

/** How the model tells states apart. */
export const loginState = (s: SnapshotFrom<typeof loginMachine>) =>
  JSON.stringify([
    s.value,
    checkEmail(s.context.email),
    Boolean(s.context.password.trim()),
    checkEmail(s.context.resetEmail),
    Object.keys(s.context.fieldErrors).sort(),
    s.context.failure !== null,
  ]);

/** Everything the model tries, in every state. */
export const loginEvents: EventFrom<typeof loginMachine>[] = [
  { type: 'field.change', field: 'email', value: '  anna@example.com ' },
  { type: 'field.change', field: 'email', value: 'not-an-email' },
  { type: 'field.change', field: 'password', value: 'secret-password' },
  { type: 'field.change', field: 'resetEmail', value: 'anna@example.com' },
  { type: 'field.change', field: 'resetEmail', value: 'not-an-email' },
  { type: 'form.submit' },
  { type: 'mode.login' },
  { type: 'mode.signUp' },
  { type: 'mode.reset' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.signIn', output: fakeSession() } as never,
  { type: 'xstate.error.actor.signIn', error: badCredentials } as never,
  { type: 'xstate.done.actor.sendResetEmail' } as never,
  { type: 'xstate.error.actor.sendResetEmail', error: unreadable } as never,
];

export const loginModel = createModel(loginMachine, {
  events: loginEvents,
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
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      if (e.type === 'field.change') {
        return e.field === 'resetEmail' ? s.matches('reset') : s.matches('login');
      }
      return true;
    }),
});
