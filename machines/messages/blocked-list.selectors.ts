import type { SnapshotFrom } from 'xstate';
import type { blockedListMachine } from './blocked-list.machine';

type Snapshot = SnapshotFrom<typeof blockedListMachine>;

export type BlockedListStatus = 'loading' | 'failed' | 'empty' | 'loaded';

export const selectBlockedListStatus = (s: Snapshot): BlockedListStatus => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('empty')) return 'empty';
  return 'loaded';
};

export const selectBlockedListView = (s: Snapshot) => {
  const unblocking = s.matches({ loaded: 'unblocking' });
  const { target, error } = s.context;
  return {
    status: selectBlockedListStatus(s),
    people: s.context.people.map((p) => ({
      ...p,
      unblocking: unblocking && p.id === target,
      /** Another unblocking is on its way: one at a time. */
      waiting: unblocking && p.id !== target,
      errorCode: !unblocking && p.id === target ? (error?.code ?? null) : null,
    })),
    errorCode: s.matches('failed') ? (error?.code ?? null) : null,
  };
};

export type BlockedListView = ReturnType<typeof selectBlockedListView>;
