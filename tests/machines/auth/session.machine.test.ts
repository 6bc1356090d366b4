import { describe, expect, it } from 'vitest';
import { type AnyEventObject, SimulatedClock, createActor, fromCallback } from 'xstate';
import type { AuthSession } from '../../../machines/auth/auth.types';
import {
  MAX_REFRESH_RETRIES,
  RETRY_BASE_MS,
  sessionMachine,
} from '../../../machines/auth/session.machine';
import {
  selectAwaitingSecondFactor,
  selectHeaderSession,
  selectIsAdmin,
  selectIsBusiness,
  selectIsLoading,
} from '../../../machines/auth/session.selectors';
import { fakeSession, networkFailure } from '../../support/auth-fixtures';
import { controllable, flush } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { member, sessionModel as model, visitorMachine, visitorModel } from './session.model';
import { machineModelTests } from '../../support/model-tests';

function setup(machine: typeof sessionMachine = sessionMachine) {
  const clock = new SimulatedClock();
  const load = controllable<AuthSession | null>();
  const refresh = controllable<AuthSession>();
  const signOut = controllable<void>();
  const claim = controllable<void, { user: AuthSession['user'] }>();
  let emit: (e: AnyEventObject) => void = () => {
    throw new Error('authEvents not started');
  };
  const calls: string[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        loadSession: load.logic,
        refreshSession: refresh.logic,
        signOut: signOut.logic,
        claimPendingAvatar: claim.logic,
        authEvents: fromCallback(({ sendBack }) => {
          emit = sendBack;
        }),
      },
      actions: {
        goToUpdatePassword: () => void calls.push('goToUpdatePassword'),
        notifySignedOut: () => void calls.push('notifySignedOut'),
        notifySignOutFailed: (_, { error }) => void calls.push(`notifySignOutFailed:${error.code}`),
        notifySessionExpired: () => void calls.push('notifySessionExpired'),
        reportAvatarClaimFailed: () => void calls.push('reportAvatarClaimFailed'),
      },
    }),
    { clock },
  );
  const snap = () => actor.getSnapshot();
  const sut: SystemUnderTest<typeof sessionMachine> = {
    states: {
      initializing: () => {
        expect(load.calls.length).toBeGreaterThan(0);
        // Probably signed in: neither sign-in buttons nor account links yet.
        expect(selectHeaderSession(snap())).toEqual({ status: 'pending' });
        expect(selectIsLoading(snap())).toBe(true);
      },
      signedOut: (expected) => {
        expect(snap().context.session).toBeNull();
        // A session waiting for its code is not a member's, but the sign-in page hears of it.
        expect(selectAwaitingSecondFactor(snap())).toBe(
          expected.context.awaitingSecondFactor === true,
        );
        expect(selectIsLoading(snap())).toBe(false);
        expect(selectHeaderSession(snap())).toEqual({ status: 'visitor' });
      },
      'signedIn.active': (expected) => {
        expect(claim.lastInput.user.id).toBe(expected.context.session?.user.id);
        expect(snap().context.session?.accessToken).toBe(expected.context.session?.accessToken);
        expect(selectHeaderSession(snap())).toMatchObject({ status: 'signedIn', isAdmin: false });
      },
      'signedIn.refreshing': () => {
        expect(refresh.calls.length).toBeGreaterThan(0);
      },
      'signedIn.waiting': () => {
        expect(snap().context.retries).toBeGreaterThan(0);
      },
      'signedIn.signingOut': () => {
        expect(signOut.calls.length).toBeGreaterThan(0);
      },
    },
    events: {
      'xstate.done.actor.loadSession': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadSession': (e: any) => load.reject(e.error),
      'auth.signedIn': (e) => emit(e),
      'auth.signedOut': (e) => emit(e),
      'auth.tokenRefreshed': (e) => emit(e),
      'auth.userUpdated': (e) => emit(e),
      'auth.passwordRecovery': (e) => emit(e),
      'session.signOut': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      'xstate.after.untilRefresh.session.signedIn.active': async () => {
        clock.increment(3600 * 1000);
        await flush();
      },
      'xstate.after.retryBackoff.session.signedIn.waiting': async () => {
        clock.increment(RETRY_BASE_MS * 2 ** MAX_REFRESH_RETRIES);
        await flush();
      },
      'xstate.done.actor.refreshSession': (e: any) => refresh.resolve(e.output),
      'xstate.error.actor.refreshSession': (e: any) => refresh.reject(e.error),
      'xstate.done.actor.signOut': () => signOut.resolve(undefined),
      'xstate.error.actor.signOut': (e: any) => signOut.reject(e.error),
      'xstate.error.actor.claimPendingAvatar': async (e: any) => {
        await claim.reject(e.error);
        expect(calls.at(-1)).toBe('reportAvatarClaimFailed');
      },
    } as SystemUnderTest<typeof sessionMachine>['events'],
  };
  actor.start();
  return { actor, sut, calls, clock, refresh, claim, load };
}

describe('session machine (model-based)', () => {
  machineModelTests(model, setup);
});

describe('session machine (model-based, visitor with nothing stored)', () => {
  it('reaches every state and takes every declared transition but the lookup', () => {
    const { missingStates, missingTransitions } = visitorModel.coverage();
    // Nothing to restore: the lookup never starts, so its state and its outcomes are unreachable.
    expect(missingStates).toEqual(['initializing']);
    expect(missingTransitions.every((t) => t.startsWith('initializing '))).toBe(true);
  });

  for (const path of visitorModel.paths()) {
    it(path.description, async () => {
      const { actor, sut } = setup(visitorMachine);
      await visitorModel.run(path, sut, actor.getSnapshot());
    });
  }
});

describe('session machine (rules)', () => {
  it('looks the session up only when one may exist', () => {
    const stored = setup();
    expect(stored.actor.getSnapshot().value).toBe('initializing');
    expect(stored.load.calls).toHaveLength(1);
    const visitor = setup(visitorMachine);
    expect(visitor.actor.getSnapshot().value).toBe('signedOut');
    expect(visitor.load.calls).toHaveLength(0);
    expect(selectHeaderSession(visitor.actor.getSnapshot())).toEqual({ status: 'visitor' });
  });

  it('offers the pending avatar for upload on every sign-in, and a failure only reports', async () => {
    const { actor, claim, calls } = setup();
    emitSignedIn(actor);
    await flush();
    expect(claim.calls.map((c) => c.input.user.email)).toEqual([member.user.email]);
    await claim.reject(networkFailure);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(calls).toEqual(['reportAvatarClaimFailed']);
  });

  it('derives admin and business only from the server-set role', () => {
    const admin = createActor(sessionMachine, {
      snapshot: sessionMachine.resolveState({
        value: { signedIn: 'active' },
        context: { session: fakeSession({ role: 'admin' }), retries: 0, error: null },
      }),
    });
    expect(selectIsAdmin(admin.getSnapshot())).toBe(true);
    expect(selectIsBusiness(admin.getSnapshot())).toBe(false);
    const visitor = sessionMachine.resolveState({
      value: 'signedOut',
      context: { session: null, retries: 0, error: null },
    });
    expect(selectIsAdmin(visitor)).toBe(false);
  });

  it('refreshes a minute before expiry, backs off 200, 400, 800 ms, then gives up', async () => {
    const { actor, clock, refresh, calls } = setup();
    emitSignedIn(actor);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    clock.increment(3540 * 1000 - 2000);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    clock.increment(3000);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    const waits: number[] = [];
    for (let i = 1; i <= MAX_REFRESH_RETRIES; i++) {
      await refresh.reject(networkFailure);
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'waiting' });
      const wait = RETRY_BASE_MS * 2 ** (i - 1);
      clock.increment(wait - 1);
      await flush();
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'waiting' });
      clock.increment(1);
      await flush();
      waits.push(wait);
    }
    expect(waits.slice(0, 3)).toEqual([200, 400, 800]);
    await refresh.reject(networkFailure);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toContain('notifySessionExpired');
  });

  it('keeps the session when signing out fails, and tells the user', async () => {
    const { actor, sut, calls } = setup();
    emitSignedIn(actor);
    actor.send({ type: 'session.signOut' });
    await (sut.events as any)['xstate.error.actor.signOut']({ error: networkFailure });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.error?.code).toBe('network');
    expect(calls).toEqual(['notifySignOutFailed:network']);
  });
});

function emitSignedIn(actor: { send: (e: any) => void }) {
  actor.send({ type: 'auth.signedIn', session: fakeSession() });
}
