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

/** GoTrue's otp_expired, which the auth service knows no text for. */
export const linkExpired: AuthFailure = {
  code: 'unknown',
  message: 'Email link is invalid or has expired',
  retryable: false,
};

/** How the model tells states apart. */
export const updatePasswordState = (s: SnapshotFrom<typeof updatePasswordMachine>) =>
  JSON.stringify([
    s.value,
    validateNewPassword(s.context),
    s.context.validation,
    s.context.failure !== null,
    s.context.invited,
  ]);

/** Everything the model tries, in every state. */
export const updatePasswordEvents: EventFrom<typeof updatePasswordMachine>[] = [
  { type: 'field.change', field: 'password', value: 'new-password-1' },
  { type: 'field.change', field: 'confirmPassword', value: 'new-password-1' },
  { type: 'form.submit' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.updatePassword' } as never,
  { type: 'xstate.error.actor.updatePassword', error: samePassword } as never,
  { type: 'xstate.done.actor.verifyInvite' } as never,
  { type: 'xstate.error.actor.verifyInvite', error: linkExpired } as never,
];

/** An invitation's link, verified before the password is asked for. */
export const INVITE_TOKEN = 'invite-token-hash';

export const updatePasswordModel = createModel(updatePasswordMachine, {
  events: updatePasswordEvents,
  serializeState: updatePasswordState,
});

export const updatePasswordPageModel = createModel(updatePasswordMachine, {
  serializeState: updatePasswordState,
  events: (s) =>
    updatePasswordEvents.filter((e) => e.type !== 'error.dismiss' || s.context.failure !== null),
});

/** The same machine opened by an invitation's link. */
export const updatePasswordInviteModel = createModel(updatePasswordMachine, {
  events: updatePasswordEvents,
  serializeState: updatePasswordState,
  input: { inviteToken: INVITE_TOKEN },
});

export const updatePasswordInvitePageModel = createModel(updatePasswordMachine, {
  serializeState: updatePasswordState,
  input: { inviteToken: INVITE_TOKEN },
  events: (s) =>
    updatePasswordEvents.filter((e) => e.type !== 'error.dismiss' || s.context.failure !== null),
});
