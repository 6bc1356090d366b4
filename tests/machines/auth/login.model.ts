import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AuthFailure } from '../../../machines/auth/auth.types';
import { loginMachine } from '../../../machines/auth/login.machine';
import { fakeSession } from '../../support/auth-fixtures';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const badCredentials: AuthFailure = {
  code: 'invalid_credentials',
  message: 'Invalid login credentials',
  retryable: false,
};

/** How the model tells states apart. */
export const loginState = (s: SnapshotFrom<typeof loginMachine>) =>
  JSON.stringify([
    s.value,
    Boolean(s.context.email.trim()),
    Boolean(s.context.password.trim()),
    Boolean(s.context.resetEmail.trim()),
    Object.keys(s.context.fieldErrors).sort(),
    s.context.failure !== null,
  ]);

/** Everything the model tries, in every state. */
export const loginEvents: EventFrom<typeof loginMachine>[] = [
  { type: 'field.change', field: 'email', value: '  anna@example.com ' },
  { type: 'field.change', field: 'password', value: 'secret-password' },
  { type: 'field.change', field: 'resetEmail', value: 'anna@example.com' },
  { type: 'form.submit' },
  { type: 'mode.login' },
  { type: 'mode.signUp' },
  { type: 'mode.reset' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.signIn', output: fakeSession() } as never,
  { type: 'xstate.error.actor.signIn', error: badCredentials } as never,
  { type: 'xstate.done.actor.sendResetEmail' } as never,
  { type: 'xstate.error.actor.sendResetEmail', error: badCredentials } as never,
];

export const loginModel = createModel(loginMachine, {
  events: loginEvents,
  // Field contents matter only as empty or filled: that is what validation looks at.
  serializeState: loginState,
});
