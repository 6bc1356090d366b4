import { assertEvent, assign, setup } from 'xstate';
import type { ReportTargetType } from '../reports/report.types';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import {
  DEFAULT_BAN_HOURS,
  QUEUE_PAGE_SIZE,
  type QueueInput,
  type QueuePage,
  type ReportGroup,
  type ReportOutcome,
  type ReportStatus,
  type ResolveInput,
  outcomesFor,
} from './reports.types';

/** The action an admin is confirming, or whose request failed. */
export interface PendingResolution {
  targetType: ReportTargetType;
  targetId: string;
  outcome: ReportOutcome;
  hours: number;
}

export interface AdminReportsContext {
  status: ReportStatus;
  page: number;
  items: ReportGroup[];
  total: number;
  error: AdminFailure | null;
  pending: PendingResolution | null;
  /** How many reports the last action resolved, for the notice after it. */
  resolved: number | null;
}

export type AdminReportsEvent =
  | { type: 'filter.status'; status: ReportStatus }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'retry' }
  | {
      type: 'resolve.start';
      targetType: ReportTargetType;
      targetId: string;
      outcome: ReportOutcome;
    }
  | { type: 'hours.change'; hours: number }
  | { type: 'resolve.confirm' }
  | { type: 'resolve.cancel' };

const reload = { target: '#adminReports.loading', reenter: true } as const;

/** The other filter: the queue again from its first page. Not while an action is under way. */
const filter = {
  'filter.status': { guard: 'isOtherStatus', ...reload, actions: 'setStatus' },
} as const;

/**
 * /admin/reports: what members reported, one item per target, most reported first (issue 19).
 * Open reports are handled by dismissing them, removing the content or banning its author, each
 * asked first; resolved ones show what was done. A resolved target leaves the open queue at once.
 */
export const adminReportsMachine = setup({
  types: {
    context: {} as AdminReportsContext,
    events: {} as AdminReportsEvent,
  },
  actors: {
    loadQueue: notProvided<QueuePage, QueueInput>('loadQueue'),
    resolveReports: notProvided<{ resolved: number }, ResolveInput>('resolveReports'),
  },
  actions: {
    setStatus: assign(({ event }) => {
      assertEvent(event, 'filter.status');
      return { status: event.status, page: 0, resolved: null };
    }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, resolved: null })),
    previousPage: assign(({ context }) => ({ page: context.page - 1, resolved: null })),
    setQueue: assign((_, { output }: { output: QueuePage }) => ({
      items: output.items,
      total: output.total,
      error: null,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({ error: adminFailureOf(error) })),
    clearError: assign({ error: null }),
    startResolution: assign(({ event }) => {
      assertEvent(event, 'resolve.start');
      return {
        pending: {
          targetType: event.targetType,
          targetId: event.targetId,
          outcome: event.outcome,
          hours: DEFAULT_BAN_HOURS,
        },
        error: null,
        resolved: null,
      };
    }),
    setHours: assign(({ context, event }) => {
      assertEvent(event, 'hours.change');
      return { pending: context.pending && { ...context.pending, hours: event.hours } };
    }),
    dropPending: assign({ pending: null, error: null }),
    // The target leaves the open queue; a page left empty shows the one before it.
    dropResolved: assign(({ context }, { output }: { output: { resolved: number } }) => {
      const items = context.items.filter(
        (g) =>
          g.targetType !== context.pending?.targetType || g.targetId !== context.pending?.targetId,
      );
      return {
        items,
        total: Math.max(0, context.total - 1),
        page: items.length === 0 && context.page > 0 ? context.page - 1 : context.page,
        pending: null,
        error: null,
        resolved: output.resolved,
      };
    }),
  },
  guards: {
    isEmpty: (_, { output }: { output: QueuePage }) => output.items.length === 0,
    hasNext: ({ context }) => (context.page + 1) * QUEUE_PAGE_SIZE < context.total,
    hasPrevious: ({ context }) => context.page > 0,
    isOtherStatus: ({ context, event }) =>
      event.type === 'filter.status' && event.status !== context.status,
    canResolve: ({ context, event }) =>
      event.type === 'resolve.start' &&
      context.status === 'open' &&
      outcomesFor(event.targetType).includes(event.outcome) &&
      context.items.some((g) => g.targetType === event.targetType && g.targetId === event.targetId),
    isBan: ({ context }) => context.pending?.outcome === 'ban',
    pageLeftEmpty: ({ context }) =>
      context.items.every(
        (g) =>
          g.targetType === context.pending?.targetType && g.targetId === context.pending?.targetId,
      ),
  },
}).createMachine({
  id: 'adminReports',
  context: {
    status: 'open',
    page: 0,
    items: [],
    total: 0,
    error: null,
    pending: null,
    resolved: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({
          status: context.status,
          page: context.page,
          pageSize: QUEUE_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: outputOf },
            target: 'empty',
            actions: { type: 'setQueue', params: outputOf },
          },
          { target: 'loaded', actions: { type: 'setQueue', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
      on: filter,
    },
    failed: {
      on: { ...filter, retry: { ...reload, actions: 'clearError' } },
    },
    empty: { on: filter },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...filter,
            'page.next': { guard: 'hasNext', ...reload, actions: 'nextPage' },
            'page.previous': { guard: 'hasPrevious', ...reload, actions: 'previousPage' },
            'resolve.start': {
              guard: 'canResolve',
              target: 'confirming',
              actions: 'startResolution',
            },
          },
        },
        confirming: {
          on: {
            'hours.change': { guard: 'isBan', actions: 'setHours' },
            'resolve.confirm': { target: 'resolving', actions: 'clearError' },
            'resolve.cancel': { target: 'idle', actions: 'dropPending' },
          },
        },
        resolving: {
          invoke: {
            id: 'resolveReports',
            src: 'resolveReports',
            input: ({ context }) => {
              const p = context.pending!;
              return p.outcome === 'ban'
                ? {
                    targetType: p.targetType,
                    targetId: p.targetId,
                    outcome: p.outcome,
                    hours: p.hours,
                  }
                : { targetType: p.targetType, targetId: p.targetId, outcome: p.outcome };
            },
            onDone: [
              {
                guard: 'pageLeftEmpty',
                ...reload,
                actions: { type: 'dropResolved', params: outputOf },
              },
              { target: 'idle', actions: { type: 'dropResolved', params: outputOf } },
            ],
            // The dialog stays open with why; confirming again tries again.
            onError: { target: 'confirming', actions: { type: 'setError', params: errorOf } },
          },
        },
      },
    },
  },
});
