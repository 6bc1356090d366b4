// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AuthSession } from '../../../machines/auth/auth.types';
import { loginMachine } from '../../../machines/auth/login.machine';
import { selectLoginMode, selectLoginView } from '../../../machines/auth/login.selectors';
import { controllable, settlers } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { awaitingCode, loginModel, wrongCode } from './login.model';
import { machineModelTests } from '../../support/model-tests';

function setup() {
  const signIn = controllable<AuthSession, { email: string; password: string }>();
  const reset = controllable<void, { email: string }>();
  const link = controllable<void, { email: string }>();
  const verify = controllable<AuthSession, { code: string }>();
  const notes: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn: signIn.logic,
        sendResetEmail: reset.logic,
        sendSignInLink: link.logic,
        verifySecondFactor: verify.logic,
      },
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
      'login.secondFactor.editing': (expected) => {
        expect(view().mode).toBe('secondFactor');
        expect(view().busy).toBe(false);
        expect(view().fieldErrors).toEqual(expected.context.fieldErrors);
        expect(view().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
        // The session is not a member's yet: nothing has told the app it signed in.
        expect(notes).not.toContain('signedIn');
      },
      'login.secondFactor.verifying': () => {
        expect(view().busy).toBe(true);
        expect(verify.lastInput).toEqual({ code: '123456' });
      },
      'login.sendingLink': () => {
        expect(view()).toMatchObject({ mode: 'login', busy: true, sendingLink: true });
        expect(link.lastInput).toEqual({ email: 'anna@example.com' });
      },
      'login.linkSent': (expected) => {
        expect(view()).toMatchObject({ mode: 'linkSent', busy: false, sentTo: 'anna@example.com' });
        expect(view().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
      },
      'login.resendingLink': () => {
        expect(view()).toMatchObject({ mode: 'linkSent', busy: true, sendingLink: true });
        expect(link.calls.length).toBeGreaterThanOrEqual(2);
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
      'link.request': (e) => actor.send(e),
      'link.resend': (e) => actor.send(e),
      'secondFactor.required': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      ...settlers({ signIn, verifySecondFactor: verify }),
      'xstate.done.actor.sendSignInLink': () => link.resolve(),
      'xstate.error.actor.sendSignInLink': (e: any) => link.reject(e.error),
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

  it('asks for the code only when the session waits for its second factor', async () => {
    const { actor, sut } = setup();
    actor.send({ type: 'field.change', field: 'email', value: 'anna@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret-password' });
    actor.send({ type: 'form.submit' });
    await (sut.events as any)['xstate.done.actor.signIn']({ output: awaitingCode });
    expect(selectLoginMode(actor.getSnapshot())).toBe('secondFactor');
    actor.send({ type: 'field.change', field: 'code', value: ' 12 34 56 ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ login: { secondFactor: 'verifying' } })).toBe(true);
  });

  it('checks only the address before sending a link, and empties a refused code', async () => {
    const { actor, sut } = setup();
    actor.send({ type: 'link.request' });
    expect(selectLoginView(actor.getSnapshot()).fieldErrors).toEqual({ email: 'required' });
    actor.send({ type: 'field.change', field: 'email', value: 'anna@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret-password' });
    actor.send({ type: 'form.submit' });
    await (sut.events as any)['xstate.done.actor.signIn']({ output: awaitingCode });
    actor.send({ type: 'field.change', field: 'code', value: '654321' });
    actor.send({ type: 'form.submit' });
    await (sut.events as any)['xstate.error.actor.verifySecondFactor']({ error: wrongCode });
    expect(actor.getSnapshot().context.code).toBe('');
  });

  it('carries the typed email into the reset form', () => {
    const { actor } = setup();
    actor.send({ type: 'field.change', field: 'email', value: ' ivan@example.com ' });
    actor.send({ type: 'mode.reset' });
    expect(actor.getSnapshot().context.resetEmail).toBe('ivan@example.com');
  });
});
