import type { SnapshotFrom } from 'xstate';
import { type accountDeletionMachine, typedMatches } from './account-deletion.machine';

type Snapshot = SnapshotFrom<typeof accountDeletionMachine>;

export const selectAccountDeletionView = (s: Snapshot) => ({
  confirming: s.matches('confirming') || s.matches('deleting'),
  deleting: s.matches('deleting'),
  deleted: s.matches('deleted'),
  email: s.context.email,
  typed: s.context.typed,
  canSubmit: typedMatches(s.context),
  failureCode: s.context.failure?.code ?? null,
});

export type AccountDeletionView = ReturnType<typeof selectAccountDeletionView>;
