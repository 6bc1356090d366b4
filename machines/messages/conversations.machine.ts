import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type ChatFailure, toChatFailure } from './chat.types';
import type {
  ConversationCursor,
  ConversationSummary,
  ConversationsPage,
  ConversationsQuery,
} from './conversations.types';

export interface ConversationsContext {
  items: ConversationSummary[];
  next: ConversationCursor | null;
  error: ChatFailure | null;
}

export type ConversationsEvent =
  | { type: 'retry' }
  | { type: 'more.load' }
  /** Something may have arrived: the page came back into view, or the light poll ticked. */
  | { type: 'refresh' };

/** Latest activity first, then id: the order `my_conversations` pages in. */
const newer = (a: ConversationSummary, b: ConversationSummary) =>
  a.lastActivityAt === b.lastActivityAt ? a.id > b.id : a.lastActivityAt > b.lastActivityAt;

/**
 * The first page read again over a longer list: the page's conversations first (one that moved up
 * leaves its old place), then those loaded before that come after the page's last, so pages
 * already shown stay.
 */
export function mergeFirstPage(
  context: Pick<ConversationsContext, 'items' | 'next'>,
  page: ConversationsPage,
): Pick<ConversationsContext, 'items' | 'next'> {
  const last = page.items[page.items.length - 1];
  if (!page.next || !last) return { items: page.items, next: page.next };
  const fresh = new Set(page.items.map((c) => c.id));
  const older = context.items.filter((c) => !fresh.has(c.id) && newer(last, c));
  return {
    items: [...page.items, ...older],
    next: older.length > 0 ? context.next : page.next,
  };
}

const firstPage = { after: null } satisfies ConversationsQuery;

/**
 * /messages: the viewer's conversations, latest activity first, a page at a time (keyset), each
 * with its unread count. `refresh` reads the first page again quietly (the list stays on screen,
 * a failure changes nothing): the page sends it when it comes back into view and on a slow poll,
 * which costs one indexed query instead of a live channel per conversation.
 */
export const conversationsMachine = setup({
  types: {
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
  },
  actors: {
    loadConversations: notProvided<ConversationsPage, ConversationsQuery>('loadConversations'),
  },
  actions: {
    takeFirstPage: assign((_, { output }: { output: ConversationsPage }) => ({
      items: output.items,
      next: output.next,
      error: null,
    })),
    appendPage: assign(({ context }, { output }: { output: ConversationsPage }) => {
      const seen = new Set(context.items.map((c) => c.id));
      return {
        items: [...context.items, ...output.items.filter((c) => !seen.has(c.id))],
        next: output.next,
      };
    }),
    mergeFirstPage: assign(({ context }, { output }: { output: ConversationsPage }) =>
      mergeFirstPage(context, output),
    ),
    setError: assign((_, { error }: { error: unknown }) => ({ error: toChatFailure(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    isEmpty: (_, { output }: { output: ConversationsPage }) => output.items.length === 0,
    hasMore: ({ context }) => context.next !== null,
  },
}).createMachine({
  id: 'conversations',
  context: { items: [], next: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConversations',
        src: 'loadConversations',
        input: firstPage,
        onDone: [
          { guard: { type: 'isEmpty', params: outputOf }, target: 'empty' },
          { target: 'loaded', actions: { type: 'takeFirstPage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    empty: {
      initial: 'idle',
      states: {
        idle: { on: { refresh: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshEmpty',
            src: 'loadConversations',
            input: firstPage,
            onDone: [
              { guard: { type: 'isEmpty', params: outputOf }, target: 'idle' },
              {
                target: '#conversations.loaded',
                actions: { type: 'takeFirstPage', params: outputOf },
              },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'more.load': { guard: 'hasMore', target: 'loadingMore' },
            refresh: 'refreshing',
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadMore',
            src: 'loadConversations',
            input: ({ context }) => ({ after: context.next }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: outputOf } },
            onError: { target: 'moreFailed', actions: { type: 'setError', params: errorOf } },
          },
        },
        moreFailed: {
          on: {
            'more.load': { target: 'loadingMore', actions: 'clearError' },
            refresh: { target: 'refreshing', actions: 'clearError' },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshList',
            src: 'loadConversations',
            input: firstPage,
            onDone: { target: 'idle', actions: { type: 'mergeFirstPage', params: outputOf } },
            // A quiet refresh: the list on screen stays as it was.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
