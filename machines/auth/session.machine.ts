import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AuthFailure, type AuthSession, type SessionUser, toAuthFailure } from './auth.types';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_SECONDS = 60;
/** Retries of a failed refresh start at 200 ms and double each time (auth-js does the same). */
export const RETRY_BASE_MS = 200;
export const MAX_REFRESH_RETRIES = 5;

export interface SessionContext {
  session: AuthSession | null;
  retries: number;
  /** The last sign-out or refresh failure; shown once, then cleared. */
  error: AuthFailure | null;
  /**
   * This browser holds a session that waits for its second factor (a sign-in link or a password
   * on an account with an authenticator app): the sign-in page asks for the code.
   */
  awaitingSecondFactor?: boolean;
}

/** Events the auth service reports (supabase-js onAuthStateChange, renamed to our convention). */
export type AuthChangeEvent =
  | { type: 'auth.signedIn'; session: AuthSession }
  | { type: 'auth.signedOut' }
  | { type: 'auth.tokenRefreshed'; session: AuthSession }
  | { type: 'auth.userUpdated'; session: AuthSession }
  | { type: 'auth.passwordRecovery'; session: AuthSession };

export type SessionEvent =
  AuthChangeEvent | { type: 'session.signOut' } | { type: 'error.dismiss' };

const SESSION_EVENTS = [
  'auth.signedIn',
  'auth.tokenRefreshed',
  'auth.userUpdated',
  'auth.passwordRecovery',
] as const;

/** A failed call as the failure it is shown and reported as, for every action that takes it. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({
  error: toAuthFailure(event.error),
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadSession: notProvided<AuthSession | null>('loadSession'),
    refreshSession: notProvided<AuthSession>('refreshSession'),
    signOut: notProvided<void>('signOut'),
    /**
     * An avatar picked at registration waits in this browser until the account can write to
     * storage (see src/components/upload/pending-avatar.ts); uploads it once signed in, else does nothing.
     */
    claimPendingAvatar: notProvided<void, { user: SessionUser }>('claimPendingAvatar'),
    authEvents: fromCallback<AuthChangeEvent>(() => {
      throw new Error('authEvents not provided');
    }),
  },
  actions: {
    // Navigation and toasts belong to the app; the model names the moments they happen.
    goToUpdatePassword: () => {},
    notifySignedOut: () => {},
    notifySignOutFailed: (_, _params: { error: AuthFailure }) => {},
    notifySessionExpired: () => {},
    reportAvatarClaimFailed: (_, _params: { error: unknown }) => {},
    storeSession: assign(({ event }) => {
      assertEvent(event, SESSION_EVENTS);
      return { session: event.session, retries: 0, awaitingSecondFactor: false };
    }),
    /** A session restored at start or refreshed: what the auth service answered. */
    storeLoadedSession: assign((_, { output }: { output: AuthSession | null }) => ({
      session: output,
      retries: 0,
    })),
    /** Whether the session found (or none) still waits for its second factor. */
    noteLoadedAwaiting: assign((_, { output }: { output: AuthSession | null }) => ({
      awaitingSecondFactor: output?.secondFactorPending === true,
    })),
    noteAwaiting: assign({ awaitingSecondFactor: true }),
    clearSession: assign({ session: null, retries: 0, awaitingSecondFactor: false }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    storeError: assign((_, { error }: { error: AuthFailure }) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: {
    /**
     * Whether there may be a session to restore (one stored in this browser, a sign-in link in the
     * address). The app provides the real check; without one, the session is always looked up.
     */
    mayHaveSession: () => true,
    /**
     * A session that makes a member: one that still waits for its second factor (aal1 on an
     * account with an authenticator app) is not yet signed in; the sign-in page asks for the code.
     */
    hasSession: (_, { output }: { output: AuthSession | null }) =>
      output != null && !output.secondFactorPending,
    isComplete: ({ event }) => event.type === 'auth.signedIn' && !event.session.secondFactorPending,
    canRetry: ({ context }, { error }: { error: AuthFailure }) =>
      error.retryable && context.retries < MAX_REFRESH_RETRIES,
  },
  delays: {
    untilRefresh: ({ context }) =>
      context.session
        ? Math.max(0, (context.session.expiresAt - REFRESH_MARGIN_SECONDS) * 1000 - Date.now())
        : 0,
    retryBackoff: ({ context }) => RETRY_BASE_MS * 2 ** (context.retries - 1),
  },
}).createMachine({
  id: 'session',
  context: { session: null, retries: 0, error: null, awaitingSecondFactor: false },
  invoke: { id: 'authEvents', src: 'authEvents' },
  initial: 'starting',
  on: {
    'auth.passwordRecovery': {
      target: '.signedIn',
      actions: ['storeSession', 'goToUpdatePassword'],
    },
    'error.dismiss': { actions: 'clearError' },
  },
  states: {
    starting: {
      // With nothing to restore the visitor is known at once: no placeholder in the header, and
      // the auth client need not load for the first page.
      always: [{ guard: 'mayHaveSession', target: 'initializing' }, { target: 'signedOut' }],
    },
    /** Restoring a probable session: the header shows a neutral placeholder, not wrong controls. */
    initializing: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: outputOf },
            target: 'signedIn',
            actions: { type: 'storeLoadedSession', params: outputOf },
          },
          { target: 'signedOut', actions: { type: 'noteLoadedAwaiting', params: outputOf } },
        ],
        onError: { target: 'signedOut' },
      },
      on: {
        'auth.signedIn': [
          { guard: 'isComplete', target: 'signedIn', actions: 'storeSession' },
          { actions: 'noteAwaiting' },
        ],
      },
    },
    signedOut: {
      on: {
        'auth.signedIn': [
          { guard: 'isComplete', target: 'signedIn', actions: 'storeSession' },
          { actions: 'noteAwaiting' },
        ],
      },
    },
    signedIn: {
      initial: 'active',
      // Idempotent: with nothing pending it ends at once, so restarting on a refresh costs a lookup.
      invoke: {
        id: 'claimPendingAvatar',
        src: 'claimPendingAvatar',
        input: ({ context }) => ({ user: context.session!.user }),
        onError: {
          actions: {
            type: 'reportAvatarClaimFailed',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
      on: {
        'auth.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'auth.signedIn': {
          guard: 'isComplete',
          target: '.active',
          reenter: true,
          actions: 'storeSession',
        },
        'auth.tokenRefreshed': { target: '.active', reenter: true, actions: 'storeSession' },
        'auth.userUpdated': { target: '.active', reenter: true, actions: 'storeSession' },
      },
      states: {
        active: {
          after: { untilRefresh: { target: 'refreshing' } },
          on: { 'session.signOut': { target: 'signingOut' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            onDone: {
              target: 'active',
              actions: { type: 'storeLoadedSession', params: outputOf },
            },
            onError: [
              {
                guard: { type: 'canRetry', params: failureOf },
                target: 'waiting',
                actions: 'countRetry',
              },
              {
                // Refresh failed for good: the stored session is useless, so it is removed.
                target: '#session.signedOut',
                actions: ['clearSession', 'notifySessionExpired'],
              },
            ],
          },
        },
        waiting: {
          after: { retryBackoff: { target: 'refreshing' } },
          on: { 'session.signOut': { target: 'signingOut' } },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: '#session.signedOut', actions: ['clearSession', 'notifySignedOut'] },
            onError: {
              target: 'active',
              actions: [
                { type: 'storeError', params: failureOf },
                { type: 'notifySignOutFailed', params: failureOf },
              ],
            },
          },
        },
      },
    },
  },
});

export type { SessionUser };
