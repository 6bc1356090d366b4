import { sessionMachine } from '../../../machines/auth/session.machine';
import { fakeSession, fatalFailure, networkFailure } from '../../support/auth-fixtures';
import { type ModelOptions, createModel } from '../../support/model';

export const member = fakeSession();
export const refreshed = fakeSession({}, 'token-2');
/** Signed in with the password on an account with an authenticator app: not a member yet. */
export const awaitingCode = { ...fakeSession({}, 'token-aal1'), secondFactorPending: true };

const events: ModelOptions<typeof sessionMachine>['events'] = [
  { type: 'xstate.done.actor.loadSession', output: member } as never,
  { type: 'xstate.done.actor.loadSession', output: null } as never,
  { type: 'xstate.done.actor.loadSession', output: awaitingCode } as never,
  { type: 'xstate.error.actor.loadSession', error: networkFailure } as never,
  { type: 'auth.signedIn', session: member },
  { type: 'auth.signedIn', session: awaitingCode },
  { type: 'auth.signedOut' },
  { type: 'auth.tokenRefreshed', session: refreshed },
  { type: 'auth.userUpdated', session: member },
  { type: 'auth.passwordRecovery', session: member },
  { type: 'session.signOut' },
  { type: 'error.dismiss' },
  { type: 'xstate.after.untilRefresh.session.signedIn.active' } as never,
  { type: 'xstate.after.retryBackoff.session.signedIn.waiting' } as never,
  { type: 'xstate.done.actor.refreshSession', output: refreshed } as never,
  { type: 'xstate.error.actor.refreshSession', error: networkFailure } as never,
  { type: 'xstate.error.actor.refreshSession', error: fatalFailure } as never,
  { type: 'xstate.done.actor.signOut' } as never,
  { type: 'xstate.error.actor.signOut', error: networkFailure } as never,
  { type: 'xstate.error.actor.claimPendingAvatar', error: networkFailure } as never,
];
/** A visitor's browser: nothing stored, no sign-in link in the address. */
export const visitorMachine = sessionMachine.provide({ guards: { mayHaveSession: () => false } });
const modelOptions: ModelOptions<typeof sessionMachine> = {
  events,
  // One retry is enough to show the loop (the backoff itself has its own test); more only
  // multiply paths.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.session?.accessToken ?? null,
      Math.min(s.context.retries, 1),
      s.context.error !== null,
      s.context.awaitingSecondFactor === true,
    ]),
};
// The machine as it starts with a stored session (its default), and in a visitor's browser.
export const sessionModel = createModel(sessionMachine, modelOptions);
export const visitorModel = createModel(visitorMachine, modelOptions);
