import type { SnapshotFrom } from 'xstate';
import type { adminReportsMachine } from './reports.machine';
import { BAN_HOURS, QUEUE_PAGE_SIZE, outcomesFor } from './reports.types';

type Snapshot = SnapshotFrom<typeof adminReportsMachine>;

export type AdminReportsStatus = 'loading' | 'failed' | 'empty' | 'loaded';

const statusOf = (s: Snapshot): AdminReportsStatus =>
  s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches('empty')
        ? 'empty'
        : 'loaded';

export const selectAdminReportsView = (s: Snapshot) => {
  const { context } = s;
  const status = statusOf(s);
  const confirming = s.matches({ loaded: 'confirming' });
  const resolving = s.matches({ loaded: 'resolving' });
  const pending = context.pending;
  const pendingGroup =
    pending &&
    context.items.find(
      (g) => g.targetType === pending.targetType && g.targetId === pending.targetId,
    );
  const pageCount = Math.max(1, Math.ceil(context.total / QUEUE_PAGE_SIZE));
  return {
    status,
    filter: context.status,
    groups: context.items.map((g) => ({
      ...g,
      /** The actions an admin may take on it: only open reports, and no removing a person. */
      outcomes: context.status === 'open' ? outcomesFor(g.targetType) : [],
    })),
    /** The confirmation of an action, open while confirming and while its request runs. */
    confirmation:
      (confirming || resolving) && pending && pendingGroup
        ? {
            ...pending,
            targetLabel: pendingGroup.targetLabel,
            author: pendingGroup.targetAuthor,
            count: pendingGroup.count,
            busy: resolving,
            banHours: BAN_HOURS,
            errorCode: context.error?.code ?? null,
          }
        : null,
    page: context.page,
    pageCount,
    hasPrevious: status === 'loaded' && context.page > 0,
    hasNext: status === 'loaded' && context.page + 1 < pageCount,
    total: context.total,
    resolved: status === 'loaded' || status === 'empty' ? context.resolved : null,
    errorCode: status === 'failed' ? (context.error?.code ?? null) : null,
  };
};

export type AdminReportsView = ReturnType<typeof selectAdminReportsView>;
