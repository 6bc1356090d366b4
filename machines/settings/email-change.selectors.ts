import type { SnapshotFrom } from 'xstate';
import type { emailChangeMachine } from './email-change.machine';

type Snapshot = SnapshotFrom<typeof emailChangeMachine>;

export const selectEmailChangeView = (s: Snapshot) => ({
  currentEmail: s.context.currentEmail,
  email: s.context.email,
  saving: s.matches('saving'),
  sentTo: s.matches('sent') ? s.context.sentTo : null,
  validation: s.context.validation,
  failureCode: s.context.failure?.code ?? null,
});

export type EmailChangeView = ReturnType<typeof selectEmailChangeView>;
