import type { SnapshotFrom } from 'xstate';
import type { bellMachine } from './bell.machine';
import { lineOf } from './notifications.selectors';

type Snapshot = SnapshotFrom<typeof bellMachine>;

/** The bell's number: 0 (no badge) until known. */
export const selectBellCount = (s: Snapshot) => s.context.count ?? 0;

export type BellPopoverStatus =
  'closed' | 'loading' | 'failed' | 'open' | 'refreshing' | 'marking' | 'markFailed';

export const selectBellOpen = (s: Snapshot) => !s.matches({ popover: 'closed' });

/** The popover's view model: the newest few, and whether «mark all read» is on its way or failed. */
export const selectBellPopover = (s: Snapshot) => {
  const popover = (s.value as { popover: BellPopoverStatus }).popover;
  return {
    status: popover,
    count: s.context.count ?? 0,
    notifications: s.context.latest.map(lineOf),
    errorCode: s.context.error?.code ?? null,
    canMarkAll:
      (popover === 'open' || popover === 'refreshing' || popover === 'markFailed') &&
      ((s.context.count ?? 0) > 0 || s.context.latest.some((n) => !n.readAt)),
  };
};

export type BellPopoverView = ReturnType<typeof selectBellPopover>;
