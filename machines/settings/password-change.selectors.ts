import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const selectPasswordChangeView = (s: Snapshot) => {
  const { code, password, confirmPassword, validation, failure } = s.context;
  return {
    /** The form shows once a code is on its way to the inbox; before, a button asks for it. */
    step: s.matches('editing') || s.matches('saving') ? ('form' as const) : ('start' as const),
    sendingCode: s.matches('sendingCode'),
    saving: s.matches('saving'),
    changed: s.matches('changed'),
    code,
    password,
    confirmPassword,
    validation,
    failureCode: failure?.code ?? null,
  };
};

export type PasswordChangeView = ReturnType<typeof selectPasswordChangeView>;
