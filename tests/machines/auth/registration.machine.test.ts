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
        expect(view().validation).toBe(expected.context.validation);
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

describe('registration rules, in the spec order', () => {
  const ok = {
    fullName: 'Анна',
    email: 'anna@example.com',
    password: 'pass1234',
    confirmPassword: 'pass1234',
    avatarUrl: '',
  };
  it.each([
    [{ email: ' ' }, 'email_required'],
    [{ email: 'anna@example' }, 'email_invalid'],
    [{ email: 'an na@example.com' }, 'email_invalid'],
    [{ password: '', confirmPassword: '' }, 'password_required'],
    [{ password: 'pass123', confirmPassword: 'pass123' }, 'password_too_short'],
    [{ password: 'пароль1', confirmPassword: 'пароль1' }, 'password_too_short'],
    [{ password: '12345678', confirmPassword: '12345678' }, 'password_needs_letters_digits'],
    [{ password: 'password', confirmPassword: 'password' }, 'password_needs_letters_digits'],
    [{ password: 'пароль12', confirmPassword: 'пароль12' }, 'password_needs_letters_digits'],
    [{ password: 'пароль1x', confirmPassword: 'пароль1x' }, null],
    [{ confirmPassword: 'pass1235' }, 'passwords_mismatch'],
    [{ fullName: '  ' }, 'full_name_required'],
    [{ email: '', password: '', fullName: '' }, 'email_required'],
    [{ password: '123', fullName: '' }, 'password_too_short'],
    [{}, null],
  ])('%o → %s', (change, expected) => {
    expect(validateRegistration({ ...ok, ...change })).toBe(expected);
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
