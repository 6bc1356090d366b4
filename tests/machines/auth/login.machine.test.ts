// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AuthSession } from '../../../machines/auth/auth.types';
import { loginMachine } from '../../../machines/auth/login.machine';
import { selectLoginMode, selectLoginView } from '../../../machines/auth/login.selectors';
import { controllable, settlers } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { loginModel } from './login.model';
import { machineModelTests } from '../../support/model-tests';

function setup() {
  const signIn = controllable<AuthSession, { email: string; password: string }>();
  const reset = controllable<void, { email: string }>();
  const notes: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { signIn: signIn.logic, sendResetEmail: reset.logic },
      actions: {
        notifySignedIn: () => void notes.push('signedIn'),
        notifyResetSent: () => void notes.push('resetSent'),
      },
    }),
  ).start();
  const view = () => selectLoginView(actor.getSnapshot());
  const sut: SystemUnderTest<typeof loginMachine> = {
    states: {
      'login.editing': (expected) => {
        expect(view().mode).toBe('login');
        expect(view().busy).toBe(false);
        expect(view().fieldErrors).toEqual(expected.context.fieldErrors);
        expect(view().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
      },
      'login.submitting': () => {
        expect(view().busy).toBe(true);
        expect(signIn.lastInput.email).toBe('anna@example.com');
      },
      signUpPrompt: () => expect(view().mode).toBe('signUpPrompt'),
      'reset.editing': (expected) => {
        expect(view().mode).toBe('reset');
        expect(view().fieldErrors).toEqual(expected.context.fieldErrors);
      },
      'reset.sending': () => {
        expect(view().busy).toBe(true);
        expect(reset.lastInput).toEqual({ email: actor.getSnapshot().context.resetEmail.trim() });
      },
      'reset.sent': () => {
        expect(view().mode).toBe('resetSent');
        expect(view().sentTo).toBe(actor.getSnapshot().context.resetEmail.trim());
        expect(notes.at(-1)).toBe('resetSent');
      },
      done: () => {
        expect(actor.getSnapshot().status).toBe('done');
        expect(notes.at(-1)).toBe('signedIn');
      },
    },
    events: {
      'field.change': (e) => actor.send(e),
      'form.submit': (e) => actor.send(e),
      'mode.login': (e) => actor.send(e),
      'mode.signUp': (e) => actor.send(e),
      'mode.reset': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      ...settlers({ signIn }),
      'xstate.done.actor.sendResetEmail': () => reset.resolve(),
      'xstate.error.actor.sendResetEmail': (e: any) => reset.reject(e.error),
    } as SystemUnderTest<typeof loginMachine>['events'],
  };
  return { actor, sut };
}

describe('login machine (model-based)', () => {
  machineModelTests(loginModel, setup);
});

describe('login machine (rules)', () => {
  it('checks trimmed values: blanks are as good as empty', () => {
    const { actor } = setup();
    actor.send({ type: 'field.change', field: 'email', value: '   ' });
    actor.send({ type: 'field.change', field: 'password', value: '  ' });
    actor.send({ type: 'form.submit' });
    expect(selectLoginView(actor.getSnapshot()).fieldErrors).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(selectLoginMode(actor.getSnapshot())).toBe('login');
  });

  it('carries the typed email into the reset form', () => {
    const { actor } = setup();
    actor.send({ type: 'field.change', field: 'email', value: ' ivan@example.com ' });
    actor.send({ type: 'mode.reset' });
    expect(actor.getSnapshot().context.resetEmail).toBe('ivan@example.com');
  });
});
