import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AuthFailure } from '../../../machines/auth/auth.types';
import {
  updatePasswordMachine,
  validateNewPassword,
} from '../../../machines/auth/update-password.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const samePassword: AuthFailure = {
  code: 'same_password',
  message: 'New password should be different from the old password.',
  retryable: false,
};

/** How the model tells states apart. */
export const updatePasswordState = (s: SnapshotFrom<typeof updatePasswordMachine>) =>
  JSON.stringify([
    s.value,
    validateNewPassword(s.context),
    s.context.validation,
    s.context.failure !== null,
  ]);

/** Everything the model tries, in every state. */
export const updatePasswordEvents: EventFrom<typeof updatePasswordMachine>[] = [
  { type: 'field.change', field: 'password', value: 'new-password-1' },
  { type: 'field.change', field: 'confirmPassword', value: 'new-password-1' },
  { type: 'form.submit' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.updatePassword' } as never,
  { type: 'xstate.error.actor.updatePassword', error: samePassword } as never,
];

export const updatePasswordModel = createModel(updatePasswordMachine, {
  events: updatePasswordEvents,
  serializeState: updatePasswordState,
});

export const updatePasswordPageModel = createModel(updatePasswordMachine, {
  serializeState: updatePasswordState,
  events: (s) =>
    updatePasswordEvents.filter((e) => e.type !== 'error.dismiss' || s.context.failure !== null),
});
