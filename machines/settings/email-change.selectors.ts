import type { SnapshotFrom } from 'xstate';
import type { emailChangeMachine } from './email-change.machine';

type Snapshot = SnapshotFrom<typeof emailChangeMachine>;

/** Where the emailed links left the change: one followed (the other awaited), or both. */
export type EmailLandingShown = 'checking' | 'awaitingOther' | 'changed' | null;

const landingOf = (s: Snapshot): EmailLandingShown =>
  (['checking', 'awaitingOther', 'changed'] as const).find((k) => s.matches(k)) ?? null;

export const selectEmailChangeView = (s: Snapshot) => ({
  landing: landingOf(s),
  pendingEmail: s.context.pendingEmail,
  currentEmail: s.context.currentEmail,
  email: s.context.email,
  saving: s.matches('saving'),
  sentTo: s.matches('sent') ? s.context.sentTo : null,
  validation: s.context.validation,
  failureCode: s.context.failure?.code ?? null,
});

export type EmailChangeView = ReturnType<typeof selectEmailChangeView>;
