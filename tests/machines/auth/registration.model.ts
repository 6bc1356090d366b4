import type { EventFrom, SnapshotFrom } from 'xstate';
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

/** How the model tells states apart. */
export const registrationState = (s: SnapshotFrom<typeof registrationMachine>) =>
  JSON.stringify([
    s.value,
    validateRegistration(s.context),
    s.context.fieldErrors,
    s.context.failure !== null,
    Boolean(s.context.avatarUrl),
  ]);

/** Everything the model tries, in every state. */
export const registrationEvents: EventFrom<typeof registrationMachine>[] = [
  { type: 'field.change', field: 'email', value: 'anna@example.com' },
  { type: 'field.change', field: 'password', value: 'long-enough-1' },
  { type: 'field.change', field: 'confirmPassword', value: 'long-enough-1' },
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
];

export const registrationModel = createModel(registrationMachine, {
  events: registrationEvents,
  serializeState: registrationState,
});

/** The machine's model, limited to what the page allows: nothing behind an open dialog. */
export const registrationPageModel = createModel(registrationMachine, {
  serializeState: registrationState,
  events: (s) =>
    registrationEvents.filter((e) => {
      if (s.matches({ editing: 'details' })) return e.type === 'details.close';
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      return true;
    }),
});
