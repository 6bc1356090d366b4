import { assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { readingStates } from '../shared/reading';
import type { GroupHead } from './group-page.machine';
import {
  type GroupFailure,
  type JoinRequest,
  isManager,
  isUuid,
  toGroupFailure,
} from './group-page.types';

export type Decision = 'approve' | 'decline';

export interface JoinRequestsInput {
  groupId: string;
}

export interface RequestsPage extends GroupHead {
  requests: JoinRequest[];
}

export interface DecisionQuery {
  requestId: string;
  decision: Decision;
}

export interface JoinRequestsContext extends JoinRequestsInput {
  page: RequestsPage | null;
  error: GroupFailure | null;
  /** The decision on its way: its request shows it, the others wait. */
  pending: DecisionQuery | null;
  /** The last decision the database refused, shown on its request. */
  refused: (DecisionQuery & { failure: GroupFailure }) | null;
}

export type JoinRequestsEvent =
  | { type: 'retry' }
  | { type: 'request.decide'; requestId: string; decision: Decision }
  | { type: 'error.dismiss' };

/**
 * The moderators' queue of a private group (issue 15, `/groups/{id}/requests`): pending
 * requests, oldest first, each approved or declined. One decision at a time: the request it is
 * about says it is on its way, and a refusal (someone else decided first, the person was banned
 * meanwhile) stays on that request. Only owners and moderators see the queue.
 */
export const joinRequestsMachine = setup({
  types: {
    context: {} as JoinRequestsContext,
    events: {} as JoinRequestsEvent,
    input: {} as JoinRequestsInput,
  },
  actors: {
    loadRequests: notProvided<RequestsPage, JoinRequestsInput>('loadRequests'),
    decideRequest: notProvided<void, DecisionQuery>('decideRequest'),
  },
  actions: {
    storePage: assign({ page: (_, { output }: { output: RequestsPage }) => output, error: null }),
    storeError: assign({ error: (_, { error }: { error: unknown }) => toGroupFailure(error) }),
    keepPending: assign({
      pending: (_, query: DecisionQuery) => query,
      refused: null,
    }),
    /** Decided: the request leaves the queue (an approved person is a member now). */
    dropDecided: assign({
      page: ({ context }) => ({
        ...context.page!,
        requests: context.page!.requests.filter((r) => r.id !== context.pending!.requestId),
        group: {
          ...context.page!.group,
          memberCount:
            context.page!.group.memberCount + (context.pending!.decision === 'approve' ? 1 : 0),
        },
      }),
      pending: null,
    }),
    storeRefused: assign({
      refused: ({ context }, { error }: { error: unknown }) => ({
        ...context.pending!,
        failure: toGroupFailure(error),
      }),
      pending: null,
    }),
    clearRefused: assign({ refused: null }),
    notifyDecided: (_, _params: DecisionQuery) => {},
  },
  guards: {
    isMalformedId: ({ context }) => !isUuid(context.groupId),
    isNotFound: (_, { error }: { error: unknown }) => toGroupFailure(error).code === 'not_found',
    isManager: ({ context }) => isManager(context.page?.standing.role ?? null),
    hasRefused: ({ context }) => context.refused !== null,
    isQueued: ({ context, event }) =>
      event.type === 'request.decide' &&
      !!context.page?.requests.some((r) => r.id === event.requestId),
  },
}).createMachine({
  id: 'joinRequests',
  context: ({ input }) => ({ ...input, page: null, error: null, pending: null, refused: null }),
  initial: 'starting',
  states: {
    ...readingStates({
      loader: 'loadRequests',
      input: ({ context }: { context: JoinRequestsContext }) => ({ groupId: context.groupId }),
      store: 'storePage',
      storeError: 'storeError',
      then: 'checking',
    }),
    checking: {
      always: [{ guard: 'isManager', target: 'ready' }, { target: 'forbidden' }],
    },
    forbidden: {},
    ready: {
      initial: 'idle',
      on: { 'error.dismiss': { guard: 'hasRefused', actions: 'clearRefused' } },
      states: {
        idle: {
          on: {
            'request.decide': {
              guard: 'isQueued',
              target: 'deciding',
              actions: {
                type: 'keepPending',
                params: ({ event }) => ({ requestId: event.requestId, decision: event.decision }),
              },
            },
          },
        },
        deciding: {
          invoke: {
            id: 'decideRequest',
            src: 'decideRequest',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notifyDecided', params: ({ context }) => context.pending! },
                'dropDecided',
              ],
            },
            onError: { target: 'idle', actions: { type: 'storeRefused', params: errorOf } },
          },
        },
      },
    },
  },
});
