import type { SnapshotFrom } from 'xstate';
import type { directMachine } from './direct.machine';

type Snapshot = SnapshotFrom<typeof directMachine>;

export type DirectStatus = 'opening' | 'failed' | 'refused' | 'open';

export const selectDirectStatus = (s: Snapshot): DirectStatus => {
  if (s.matches('open')) return 'open';
  if (s.matches('failed')) return 'failed';
  if (s.matches('refused')) return 'refused';
  return 'opening';
};

export const selectDirectView = (s: Snapshot) => {
  const { conversation, error } = s.context;
  return {
    status: selectDirectStatus(s),
    peerId: s.context.peerId,
    conversationId: conversation?.conversationId ?? null,
    peer: conversation?.peer ?? null,
    blockedByMe: conversation?.blockedByMe ?? false,
    /** The person deleted their account: the history stays, nobody writes any more. */
    peerDeleted: conversation?.peer.deleted === true,
    /** The block dialog is open. */
    confirming: s.matches({ open: 'confirming' }),
    busy: s.matches({ open: 'blocking' })
      ? ('blocking' as const)
      : s.matches({ open: 'unblocking' })
        ? ('unblocking' as const)
        : null,
    errorCode: error?.code ?? null,
  };
};

export type DirectView = ReturnType<typeof selectDirectView>;
