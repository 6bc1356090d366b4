// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type SignUpInput,
  registrationMachine,
  validateRegistration,
} from '../../../machines/auth/registration.machine';
import { selectRegistrationView } from '../../../machines/auth/registration.selectors';
import { controllable } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { registrationModel } from './registration.model';
import { machineModelTests } from '../../support/model-tests';

function setup() {
  const signUp = controllable<void, SignUpInput>();
  const notes: string[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: { signUp: signUp.logic },
      actions: { notifyRegistered: () => void notes.push('registered') },
    }),
  ).start();
  const view = () => selectRegistrationView(actor.getSnapshot());
  const sut: SystemUnderTest<typeof registrationMachine> = {
    states: {
      'editing.idle': (expected) => {
        expect(view().fieldErrors).toEqual(expected.context.fieldErrors);
        expect(view().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
        expect(view().detailsOpen).toBe(false);
        expect(view().submitting).toBe(false);
      },
      'editing.details': () => {
        expect(view().detailsOpen).toBe(true);
        expect(view().failure?.code).toBe('user_already_exists');
      },
      submitting: () => {
        expect(view().submitting).toBe(true);
        expect(signUp.lastInput).toMatchObject({
          email: 'anna@example.com',
          fullName: 'Анна Петрова',
        });
      },
      done: () => {
        expect(view().done).toBe(true);
        expect(view().values).toEqual({
          fullName: '',
          email: '',
          password: '',
          confirmPassword: '',
          avatarUrl: '',
        });
        expect(notes).toEqual(['registered']);
      },
    },
    events: {
      'field.change': (e) => actor.send(e),
      'avatar.change': (e) => actor.send(e),
      'form.submit': (e) => actor.send(e),
      'details.open': (e) => actor.send(e),
      'details.close': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      'xstate.done.actor.signUp': () => signUp.resolve(),
      'xstate.error.actor.signUp': (e: any) => signUp.reject(e.error),
    } as SystemUnderTest<typeof registrationMachine>['events'],
  };
  return { actor, sut, signUp };
}

describe('registration machine (model-based)', () => {
  machineModelTests(registrationModel, setup);
});

describe('registration rules: every field at once, each by its own rules in the spec order', () => {
  const ok = {
    fullName: 'Анна',
    email: 'anna@example.com',
    password: 'pass1234',
    confirmPassword: 'pass1234',
    avatarUrl: '',
  };
  it.each([
    [{ email: ' ' }, { email: 'email_required' }],
    [{ email: 'anna@example' }, { email: 'email_invalid' }],
    [{ email: 'an na@example.com' }, { email: 'email_invalid' }],
    [{ email: 'anna(x)@example.com' }, { email: 'email_invalid' }],
    [{ password: '', confirmPassword: '' }, { password: 'password_required' }],
    [{ password: 'pass123', confirmPassword: 'pass123' }, { password: 'password_too_short' }],
    [{ password: 'пароль1', confirmPassword: 'пароль1' }, { password: 'password_too_short' }],
    [
      { password: '12345678', confirmPassword: '12345678' },
      { password: 'password_needs_letters_digits' },
    ],
    [
      { password: 'password', confirmPassword: 'password' },
      { password: 'password_needs_letters_digits' },
    ],
    [
      { password: 'пароль12', confirmPassword: 'пароль12' },
      { password: 'password_needs_letters_digits' },
    ],
    [{ password: 'пароль1x', confirmPassword: 'пароль1x' }, {}],
    [{ confirmPassword: 'pass1235' }, { confirmPassword: 'passwords_mismatch' }],
    [{ fullName: '  ' }, { fullName: 'full_name_required' }],
    // Issue 21, item 8: before, only the first of these was shown.
    [
      { email: '', password: '', fullName: '' },
      {
        fullName: 'full_name_required',
        email: 'email_required',
        password: 'password_required',
        confirmPassword: 'passwords_mismatch',
      },
    ],
    [
      { password: '123', fullName: '' },
      {
        fullName: 'full_name_required',
        password: 'password_too_short',
        confirmPassword: 'passwords_mismatch',
      },
    ],
    [{}, {}],
  ])('%o → %o', (change, expected) => {
    expect(validateRegistration({ ...ok, ...change })).toEqual(expected);
  });

  it("keeps the other fields' errors while one is corrected", () => {
    const { actor } = setup();
    actor.send({ type: 'form.submit' });
    expect(Object.keys(selectRegistrationView(actor.getSnapshot()).fieldErrors)).toEqual([
      'fullName',
      'email',
      'password',
    ]);
    actor.send({ type: 'field.change', field: 'email', value: 'anna@example.com' });
    expect(selectRegistrationView(actor.getSnapshot()).fieldErrors).toEqual({
      fullName: 'full_name_required',
      password: 'password_required',
    });
  });

  it('sends trimmed email and name, the password as typed', async () => {
    const { actor, signUp } = setup();
    for (const [field, value] of [
      ['email', ' anna@example.com '],
      ['password', ' pass word 1 '],
      ['confirmPassword', ' pass word 1 '],
      ['fullName', ' Анна '],
    ] as const)
      actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'form.submit' });
    expect(signUp.lastInput).toEqual({
      email: 'anna@example.com',
      password: ' pass word 1 ',
      fullName: 'Анна',
      avatarUrl: '',
    });
  });
});
