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
import {
  INVITE_TOKEN,
  updatePasswordInviteModel,
  updatePasswordModel,
} from './update-password.model';
import { type MachineStart, machineStartsTests } from '../../support/model-tests';

function setup(inviteToken: string | null = null) {
  const update = controllable<void, { password: string }>();
  const verify = controllable<void, { tokenHash: string }>();
  const notes: string[] = [];
  const actor = createActor(
    updatePasswordMachine.provide({
      actors: { updatePassword: update.logic, verifyInvite: verify.logic },
      actions: {
        notifyPasswordUpdated: () => void notes.push('updated'),
        forgetInviteLink: () => void notes.push('link forgotten'),
      },
    }),
    { input: { inviteToken } },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const sut: SystemUnderTest<typeof updatePasswordMachine> = {
    states: {
      opening: () => {
        throw new Error('opening is transient');
      },
      verifyingInvite: () => expect(verify.lastInput).toEqual({ tokenHash: INVITE_TOKEN }),
      inviteRefused: () => {
        expect(ctx().failure?.code).toBe('unknown');
        expect(notes).toEqual(['link forgotten']);
      },
      editing: (expected) => {
        expect(ctx().invited).toBe(expected.context.invited);
        expect(notes.includes('link forgotten')).toBe(expected.context.invited);
        expect(ctx().validation).toBe(expected.context.validation);
        expect(ctx().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
      },
      submitting: () => expect(update.lastInput).toEqual({ password: 'new-password-1' }),
      done: () => {
        expect(notes.at(-1)).toBe('updated');
        expect(ctx().password).toBe('');
      },
    },
    events: {
      'field.change': (e) => actor.send(e),
      'form.submit': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      'xstate.done.actor.updatePassword': () => update.resolve(),
      'xstate.error.actor.updatePassword': (e: any) => update.reject(e.error),
      'xstate.done.actor.verifyInvite': () => verify.resolve(),
      'xstate.error.actor.verifyInvite': (e: any) => verify.reject(e.error),
    } as SystemUnderTest<typeof updatePasswordMachine>['events'],
  };
  return { actor, sut };
}

const starts: MachineStart<typeof updatePasswordMachine, ReturnType<typeof setup>>[] = [
  ['reset link', updatePasswordModel, () => setup()],
  ['invitation', updatePasswordInviteModel, () => setup(INVITE_TOKEN)],
];

describe('update password machine (model-based)', () => {
  machineStartsTests(updatePasswordMachine, starts);

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
