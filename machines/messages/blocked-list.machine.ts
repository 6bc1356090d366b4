import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type ChatFailure, toChatFailure } from './chat.types';
import type { BlockedPerson } from './conversations.types';

export interface BlockedListContext {
  people: BlockedPerson[];
  error: ChatFailure | null;
  /** Whom the viewer is unblocking now, or whose unblocking failed last. */
  target: string | null;
}

export type BlockedListEvent =
  { type: 'retry' } | { type: 'unblock'; userId: string } | { type: 'error.dismiss' };

/** Settings' «Заблокированные»: the people the viewer has blocked, each with «Разблокировать». */
export const blockedListMachine = setup({
  types: {
    context: {} as BlockedListContext,
    events: {} as BlockedListEvent,
  },
  actors: {
    loadBlocked: notProvided<BlockedPerson[]>('loadBlocked'),
    unblockPerson: notProvided<void, { userId: string }>('unblockPerson'),
  },
  actions: {
    storePeople: assign((_, { output }: { output: BlockedPerson[] }) => ({
      people: output,
      error: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: toChatFailure(error) })),
    clearError: assign({ error: null, target: null }),
    keepTarget: assign((_, userId: string) => ({ target: userId, error: null })),
    dropTarget: assign(({ context }) => ({
      people: context.people.filter((p) => p.id !== context.target),
      target: null,
    })),
  },
  guards: {
    isEmpty: (_, { output }: { output: BlockedPerson[] }) => output.length === 0,
    isListed: ({ context }, userId: string) => context.people.some((p) => p.id === userId),
    wasLast: ({ context }) => context.people.every((p) => p.id === context.target),
    hasError: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'blockedList',
  context: { people: [], error: null, target: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBlocked',
        src: 'loadBlocked',
        onDone: [
          { guard: { type: 'isEmpty', params: outputOf }, target: 'empty' },
          { target: 'loaded', actions: { type: 'storePeople', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    empty: {},
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            unblock: {
              guard: { type: 'isListed', params: ({ event }) => event.userId },
              target: 'unblocking',
              actions: { type: 'keepTarget', params: ({ event }) => event.userId },
            },
            'error.dismiss': { guard: 'hasError', actions: 'clearError' },
          },
        },
        unblocking: {
          invoke: {
            id: 'unblockPerson',
            src: 'unblockPerson',
            input: ({ context }) => ({ userId: context.target! }),
            onDone: [
              { guard: 'wasLast', target: '#blockedList.empty', actions: 'dropTarget' },
              { target: 'idle', actions: 'dropTarget' },
            ],
            // The person stays listed, with why beside them.
            onError: { target: 'idle', actions: { type: 'storeError', params: errorOf } },
          },
        },
      },
    },
  },
});
