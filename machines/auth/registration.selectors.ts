import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const selectRegistrationView = (s: RegistrationSnapshot) => ({
  values: {
    fullName: s.context.fullName,
    email: s.context.email,
    password: s.context.password,
    confirmPassword: s.context.confirmPassword,
    avatarUrl: s.context.avatarUrl,
  },
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  detailsOpen: s.matches({ editing: 'details' }),
  submitting: s.matches('submitting'),
  done: s.matches('done'),
});
