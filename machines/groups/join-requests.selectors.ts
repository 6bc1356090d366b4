import type { SnapshotFrom } from 'xstate';
import type { Decision, RequestsPage, joinRequestsMachine } from './join-requests.machine';
import type { JoinRequest } from './group-page.types';

type JoinRequestsSnapshot = SnapshotFrom<typeof joinRequestsMachine>;

export type JoinRequestsStatus = 'loading' | 'notFound' | 'forbidden' | 'failed' | 'ready';

export interface RequestRow extends JoinRequest {
  /** This request's decision is on its way. */
  pending: Decision | null;
  /** The decision the database refused on this request, with its code. */
  refused: { decision: Decision; code: string } | null;
  /** Another decision is on its way: this one waits. */
  waiting: boolean;
}

export interface JoinRequestsView {
  status: JoinRequestsStatus;
  group: RequestsPage['group'] | null;
  requests: RequestRow[];
  errorCode: string | null;
}

const STATUSES = ['notFound', 'forbidden', 'failed', 'ready'] as const;

export const selectJoinRequestsView = (s: JoinRequestsSnapshot): JoinRequestsView => {
  const { page, pending, refused, error } = s.context;
  return {
    status: STATUSES.find((k) => s.matches(k)) ?? 'loading',
    group: page?.group ?? null,
    requests: (page?.requests ?? []).map((r) => ({
      ...r,
      pending: pending?.requestId === r.id ? pending.decision : null,
      refused:
        refused?.requestId === r.id
          ? { decision: refused.decision, code: refused.failure.code }
          : null,
      waiting: pending !== null && pending.requestId !== r.id,
    })),
    errorCode: error?.code ?? null,
  };
};
