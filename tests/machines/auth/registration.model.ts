import type { AuthFailure } from '../../../machines/auth/auth.types';
import {
  registrationMachine,
  validateRegistration,
} from '../../../machines/auth/registration.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const inUse: AuthFailure = {
  code: 'user_already_exists',
  message: 'User already registered',
  retryable: false,
};

export const registrationModel = createModel(registrationMachine, {
  events: [
    { type: 'field.change', field: 'email', value: 'anna@example.com' },
    { type: 'field.change', field: 'password', value: 'long-enough' },
    { type: 'field.change', field: 'confirmPassword', value: 'long-enough' },
    { type: 'field.change', field: 'fullName', value: 'Анна Петрова' },
    {
      type: 'avatar.change',
      url: 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/a.webp',
    },
    { type: 'form.submit' },
    { type: 'details.open' },
    { type: 'details.close' },
    { type: 'error.dismiss' },
    { type: 'xstate.done.actor.signUp' } as never,
    { type: 'xstate.error.actor.signUp', error: inUse } as never,
  ],
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      validateRegistration(s.context),
      s.context.validation,
      s.context.failure !== null,
      Boolean(s.context.avatarUrl),
    ]),
});
