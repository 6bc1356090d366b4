// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  updatePasswordMachine,
  validateNewPassword,
} from '../../../machines/auth/update-password.machine';
import { controllable } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { updatePasswordModel } from './update-password.model';
import { machineModelTests } from '../../support/model-tests';

function setup() {
  const update = controllable<void, { password: string }>();
  const notes: string[] = [];
  const actor = createActor(
    updatePasswordMachine.provide({
      actors: { updatePassword: update.logic },
      actions: { notifyPasswordUpdated: () => void notes.push('updated') },
    }),
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const sut: SystemUnderTest<typeof updatePasswordMachine> = {
    states: {
      editing: (expected) => {
        expect(ctx().validation).toBe(expected.context.validation);
        expect(ctx().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
      },
      submitting: () => expect(update.lastInput).toEqual({ password: 'new-password-1' }),
      done: () => {
        expect(notes).toEqual(['updated']);
        expect(ctx().password).toBe('');
      },
    },
    events: {
      'field.change': (e) => actor.send(e),
      'form.submit': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      'xstate.done.actor.updatePassword': () => update.resolve(),
      'xstate.error.actor.updatePassword': (e: any) => update.reject(e.error),
    } as SystemUnderTest<typeof updatePasswordMachine>['events'],
  };
  return { actor, sut };
}

describe('update password machine (model-based)', () => {
  machineModelTests(updatePasswordModel, setup);

  it('checks presence, length, letters and digits, then confirmation', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toBe('password_required');
    expect(validateNewPassword({ password: 'short', confirmPassword: 'short' })).toBe(
      'password_too_short',
    );
    expect(validateNewPassword({ password: 'long-enough', confirmPassword: 'long-enough' })).toBe(
      'password_needs_letters_digits',
    );
    expect(validateNewPassword({ password: '12345678', confirmPassword: '12345678' })).toBe(
      'password_needs_letters_digits',
    );
    expect(
      validateNewPassword({ password: 'long-enough-1', confirmPassword: 'long-enougH-1' }),
    ).toBe('passwords_mismatch');
    expect(
      validateNewPassword({ password: 'long-enough-1', confirmPassword: 'long-enough-1' }),
    ).toBeNull();
  });
});
