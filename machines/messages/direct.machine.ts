import { assign, setup } from 'xstate';
import { isEventId as isUuid } from '../events/event-limits';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type ChatFailure, type MessagesErrorCode, type Person, toChatFailure } from './chat.types';

export interface DirectInput {
  /** The person from the address (/messages/:userId). */
  peerId: string;
  viewerId: string;
}

/** The direct conversation as it opens: its id, the other person and whether the viewer blocks them. */
export interface DirectConversation {
  conversationId: string;
  peer: Person;
  blockedByMe: boolean;
}

export interface DirectContext extends DirectInput {
  conversation: DirectConversation | null;
  /** Why the conversation cannot be opened, or why the last block or unblock failed. */
  error: ChatFailure | null;
}

export type DirectEvent =
  | { type: 'retry' }
  | { type: 'block.ask' }
  | { type: 'block.cancel' }
  | { type: 'block.confirm' }
  | { type: 'unblock' }
  | { type: 'error.dismiss' };

/** Answers that are the address's fault, not the network's: asking again would not help. */
const REFUSALS: readonly MessagesErrorCode[] = [
  'self',
  'not_found',
  'blocked',
  'peer_deleted',
  'forbidden',
];

const refusal = (code: MessagesErrorCode) => ({ error: { code, message: code } });

/**
 * /messages/:userId: opens the direct conversation with a person (started when there is none),
 * and the viewer's block of them from its header: blocking asks first, unblocking does not.
 */
export const directMachine = setup({
  types: {
    context: {} as DirectContext,
    events: {} as DirectEvent,
    input: {} as DirectInput,
  },
  actors: {
    openDirect: notProvided<DirectConversation, { peerId: string }>('openDirect'),
    blockPerson: notProvided<void, { userId: string }>('blockPerson'),
    unblockPerson: notProvided<void, { userId: string }>('unblockPerson'),
  },
  actions: {
    storeConversation: assign((_, { output }: { output: DirectConversation }) => ({
      conversation: output,
      error: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: toChatFailure(error) })),
    refuseSelf: assign(refusal('self')),
    refuseUnknown: assign(refusal('not_found')),
    markBlocked: assign(({ context }, blockedByMe: boolean) => ({
      conversation: context.conversation && { ...context.conversation, blockedByMe },
      error: null,
    })),
    clearError: assign({ error: null }),
    /** The app tells the viewer (a toast); tests and stories count the calls. */
    notifyBlocked: (_, _blocked: boolean) => {},
  },
  guards: {
    isSelf: ({ context }) => context.peerId === context.viewerId,
    isMalformedId: ({ context }) => !isUuid(context.peerId),
    isRefusal: (_, { error }: { error: unknown }) => REFUSALS.includes(toChatFailure(error).code),
    blockedByMe: ({ context }) => context.conversation?.blockedByMe === true,
    /** Blocking someone who deleted their account would stop nothing: nobody writes to them. */
    mayBlock: ({ context }) =>
      context.conversation?.blockedByMe === false && context.conversation.peer.deleted !== true,
    hasError: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'direct',
  context: ({ input }) => ({ ...input, conversation: null, error: null }),
  initial: 'starting',
  states: {
    // Writing to oneself or to an address no person can have is refused without asking.
    starting: {
      always: [
        { guard: 'isSelf', target: 'refused', actions: 'refuseSelf' },
        { guard: 'isMalformedId', target: 'refused', actions: 'refuseUnknown' },
        { target: 'opening' },
      ],
    },
    opening: {
      invoke: {
        id: 'openDirect',
        src: 'openDirect',
        input: ({ context }) => ({ peerId: context.peerId }),
        onDone: { target: 'open', actions: { type: 'storeConversation', params: outputOf } },
        onError: [
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'refused',
            actions: { type: 'storeError', params: errorOf },
          },
          { target: 'failed', actions: { type: 'storeError', params: errorOf } },
        ],
      },
    },
    failed: {
      on: { retry: { target: 'opening', actions: 'clearError' } },
    },
    refused: {},
    open: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'block.ask': { guard: 'mayBlock', target: 'confirming', actions: 'clearError' },
            unblock: { guard: 'blockedByMe', target: 'unblocking', actions: 'clearError' },
            'error.dismiss': { guard: 'hasError', actions: 'clearError' },
          },
        },
        confirming: {
          on: {
            'block.confirm': 'blocking',
            'block.cancel': 'idle',
          },
        },
        blocking: {
          invoke: {
            id: 'blockPerson',
            src: 'blockPerson',
            input: ({ context }) => ({ userId: context.peerId }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'markBlocked', params: true },
                { type: 'notifyBlocked', params: true },
              ],
            },
            onError: { target: 'idle', actions: { type: 'storeError', params: errorOf } },
          },
        },
        unblocking: {
          invoke: {
            id: 'unblockPerson',
            src: 'unblockPerson',
            input: ({ context }) => ({ userId: context.peerId }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'markBlocked', params: false },
                { type: 'notifyBlocked', params: false },
              ],
            },
            onError: { target: 'idle', actions: { type: 'storeError', params: errorOf } },
          },
        },
      },
    },
  },
});
