import { assign, fromCallback, sendTo, setup, spawnChild } from 'xstate';
import { charLength, isEventId } from '../events/event-limits';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import {
  type AttachErrorCode,
  type AttachQuery,
  type AttachedImage,
  CATCH_UP_LIMIT,
  type CatchUpQuery,
  type ChatFailure,
  type ChatMessage,
  type ChatOpening,
  type EditQuery,
  type HistoryQuery,
  type LiveCommand,
  type LiveEvent,
  type LiveQuery,
  MAX_BODY,
  type OlderPage,
  type Outgoing,
  type Present,
  type ReadQuery,
  type SendQuery,
  toAttachError,
  toChatFailure,
} from './chat.types';

export interface ChatInput {
  conversationId: string;
  /** The signed-in viewer: only participants open a chat. */
  userId: string;
  /**
   * The viewer may delete anyone's message here (the group's owner or a moderator, the event's
   * organiser, an admin): the database decides, this only shows the action.
   */
  canModerate: boolean;
  /**
   * A uuid made once per chat opened: the ids of the messages written here are made from it and
   * a count, so the machine stays pure and a message's id is known before it is sent.
   */
  clientSeed: string;
}

export interface ChatContext extends ChatInput {
  /** Oldest first, one per seq. */
  messages: ChatMessage[];
  /** The seq to ask before for older messages; null once the conversation's start is shown. */
  before: number | null;
  /** People the viewer blocked, whose messages the chat leaves out. */
  blocked: string[];
  /** Where the database has the viewer's read position. */
  readSeq: number;
  /** The read position when the chat opened: the unread marker stays where the person left off. */
  unreadAfter: number;
  /** The newest message the viewer has seen on screen. */
  seenSeq: number;
  /** The read position being written. */
  markingSeq: number;
  /** What the viewer wrote that the database has not answered, in the order written. */
  outbox: Outgoing[];
  /** Messages written in this chat so far: the next one's id is made from the count. */
  written: number;
  draft: string;
  replyTo: string | null;
  /**
   * The picture chosen for the next message: the file, a local copy to preview, and where it
   * was uploaded (null while uploading).
   */
  attachment: { file: Blob; previewUrl: string; path: string | null } | null;
  /** Why the last picture chosen was not taken; the draft stays as it was. */
  attachmentError: AttachErrorCode | null;
  /** The message being edited, and the draft it put aside. */
  editing: { messageId: string; draftAside: string } | null;
  /** The message whose deletion waits for confirmation or the database. */
  removal: string | null;
  /** The live channel is joined and what it missed is read: sending goes ahead. */
  connected: boolean;
  present: Present[];
  error: ChatFailure | null;
  olderError: ChatFailure | null;
  editError: ChatFailure | null;
  actionError: ChatFailure | null;
}

export type ChatEvent =
  | LiveEvent
  | { type: 'retry' }
  | { type: 'history.older' }
  | { type: 'draft.change'; value: string }
  /** `previewUrl`: a local copy of the file to show until it is sent (the view makes it). */
  | { type: 'image.attach'; file: Blob; previewUrl: string }
  | { type: 'image.remove' }
  /** `at`: when it was written (the clock is the view's: the machine stays pure). */
  | { type: 'message.send'; at: string }
  | { type: 'message.retry'; clientId: string }
  | { type: 'message.discard'; clientId: string }
  | { type: 'reply.start'; messageId: string }
  | { type: 'message.edit'; messageId: string }
  | { type: 'composer.cancel' }
  | { type: 'message.delete'; messageId: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'read.seen'; seq: number }
  | { type: 'error.dismiss' }
  /** A picture's removal failed (the machine's own child reports it; no view sends it). */
  | { type: 'xstate.error.actor.discardImage'; error: unknown };

export type BodyProblem = 'required' | 'tooLong';

/** A body as the database takes it: not blank, at most 4,000 characters. */
export function bodyProblem(body: string): BodyProblem | null {
  if (body.trim() === '') return 'required';
  if (charLength(body) > MAX_BODY) return 'tooLong';
  return null;
}

const lastSeqOf = (messages: ChatMessage[]) => messages.at(-1)?.seq ?? 0;

/**
 * Messages into the list by seq, one per seq: the same message from the history, the live
 * channel, a catch-up and a send's answer shows once, its latest version (edited, deleted) kept.
 */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return list;
  const bySeq = new Map(list.map((m) => [m.seq, m]));
  for (const m of incoming) {
    const known = bySeq.get(m.seq);
    // A later version (edited or deleted) replaces it; an older copy arriving late does not.
    if (!known || isNewer(m, known)) bySeq.set(m.seq, m);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

const isNewer = (m: ChatMessage, known: ChatMessage) =>
  (m.deleted && !known.deleted) ||
  (!known.deleted && (m.editedAt ?? '') >= (known.editedAt ?? '') && m.editedAt !== null) ||
  (m.author !== null && known.author === null);

const messageOf = (context: ChatContext, id: string) => context.messages.find((m) => m.id === id);

/**
 * What the composer would send: a valid body, or a picture that has finished uploading with a
 * body not too long (a picture needs no words).
 */
export function canSendDraft(context: Pick<ChatContext, 'draft' | 'attachment'>): boolean {
  const problem = bodyProblem(context.draft);
  if (context.attachment === null) return problem === null;
  return context.attachment.path !== null && problem !== 'tooLong';
}

/** The viewer's own message, still there: theirs to edit. */
export const isOwn = (context: ChatContext, m: ChatMessage | undefined) =>
  !!m && !m.deleted && m.authorId === context.userId;

/** Theirs, or anyone's in a chat they moderate. */
export const mayDelete = (context: ChatContext, m: ChatMessage | undefined) =>
  !!m && !m.deleted && (m.authorId === context.userId || context.canModerate);

/** The id of the n-th message written in a chat: the seed's first groups and the count. */
export const clientIdOf = (seed: string, n: number) =>
  `${seed.slice(0, 24)}${n.toString(16).padStart(12, '0')}`;

const firstQueued = (context: ChatContext) => context.outbox.find((o) => o.status === 'queued');

const withStatus = (
  outbox: Outgoing[],
  clientId: string,
  change: Pick<Outgoing, 'status' | 'error'>,
): Outgoing[] => outbox.map((o) => (o.clientId === clientId ? { ...o, ...change } : o));

/** The live channel is told when the viewer starts or stops typing; it throttles. */
const typingOf = (context: ChatContext): LiveCommand => ({
  type: 'typing',
  typing: context.draft.trim() !== '' && context.editing === null,
});

/**
 * A failed message is tried again (at the end of the line) or thrown away, whatever the outbox
 * is doing. Written in each of its states, not on the region: a state with nothing but an
 * eventless way out would read as one no snapshot rests in.
 */
const failedOutgoing = {
  'message.retry': {
    guard: {
      type: 'isFailedOutgoing',
      params: ({ event }: { event: { clientId: string } }) => event,
    },
    actions: {
      type: 'retryOutgoing',
      params: ({ event }: { event: { clientId: string } }) => event,
    },
  },
  'message.discard': {
    guard: {
      type: 'isFailedOutgoing',
      params: ({ event }: { event: { clientId: string } }) => event,
    },
    actions: {
      type: 'discardOutgoing',
      params: ({ event }: { event: { clientId: string } }) => event,
    },
  },
} as const;

/**
 * A picture uploaded, or one that failed: another may be chosen, this one taken away, and a
 * message sent (the composer's enqueue takes the picture, or clears why it failed).
 */
const settledAttachment = {
  'image.attach': {
    guard: 'mayAttach',
    target: 'uploading',
    actions: {
      type: 'attachFile',
      params: ({ event }: { event: { file: Blob; previewUrl: string } }) => event,
    },
  },
  'image.remove': { target: 'empty', actions: 'dropAttachment' },
  'message.send': { guard: 'sendsAttachment', target: 'empty' },
} as const;

/** The newest message seen on screen, whether or not a read position is being written. */
const seen = {
  'read.seen': {
    guard: { type: 'isNewlySeen', params: ({ event }: { event: { seq: number } }) => event },
    actions: { type: 'storeSeen', params: ({ event }: { event: { seq: number } }) => event },
  },
} as const;

/**
 * One conversation's chat (issue 16), the same for a group's, an event's and a direct one. It
 * opens on the newest page, then, side by side:
 * - `history`: older pages on demand (keyset by seq) until the conversation's start;
 * - `connection`: the live channel (invoked for as long as the chat is open); each time it is
 *   joined, what it missed is read after the newest seq shown, so nothing is lost across a drop;
 * - `outbox`: messages written are shown at once and sent one at a time, in order, only while
 *   connected; each keeps the id it was written with, so a retry never makes a second message;
 * - `composer`: writing, perhaps in reply to a message; editing the viewer's own;
 * - `removal`: deleting a message (own, or any for those who moderate), confirmed first;
 * - `attachment`: a picture for the next message, uploaded when chosen, previewed, sent with it;
 * - `reading`: the read position follows the newest message the viewer has seen.
 * Live messages, catch-ups and answers merge by seq, so each shows once.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadChat: notProvided<ChatOpening, LiveQuery>('loadChat'),
    /** Through the image-upload machine: checks, re-encodes and uploads the picture. */
    attachImage: notProvided<AttachedImage, AttachQuery>('attachImage'),
    /** Removes an uploaded picture nobody will send from the bucket (its uploader may). */
    discardImage: notProvided<void, AttachedImage>('discardImage'),
    loadOlder: notProvided<OlderPage, HistoryQuery>('loadOlder'),
    catchUp: notProvided<ChatMessage[], CatchUpQuery>('catchUp'),
    sendMessage: notProvided<ChatMessage, SendQuery>('sendMessage'),
    editMessage: notProvided<ChatMessage, EditQuery>('editMessage'),
    removeMessage: notProvided<ChatMessage, { messageId: string }>('removeMessage'),
    markRead: notProvided<number, ReadQuery>('markRead'),
    liveChannel: fromCallback<LiveCommand, LiveQuery>(() => {
      throw new Error('liveChannel not provided');
    }),
  },
  actions: {
    storeOpening: assign((_, { output }: { output: ChatOpening }) => ({
      messages: mergeMessages([], output.messages),
      before: output.before,
      blocked: output.blocked ?? [],
      readSeq: output.readSeq,
      unreadAfter: output.readSeq,
      seenSeq: output.readSeq,
      error: null,
    })),
    storeError: assign({ error: (_, { error }: { error: unknown }) => toChatFailure(error) }),
    prependOlder: assign(({ context }, { output }: { output: OlderPage }) => ({
      messages: mergeMessages(context.messages, output.messages),
      before: output.before,
      olderError: null,
    })),
    storeOlderError: assign({
      olderError: (_, { error }: { error: unknown }) => toChatFailure(error),
    }),
    mergeLive: assign({
      messages: ({ context }, { message }: { message: ChatMessage }) =>
        mergeMessages(context.messages, [message]),
      // The viewer's own message came back over the channel before the send's answer.
      outbox: ({ context }, { message }: { message: ChatMessage }) =>
        context.outbox.filter((o) => o.clientId !== message.clientId || o.status === 'sending'),
    }),
    mergeCaughtUp: assign({
      messages: ({ context }, { output }: { output: ChatMessage[] }) =>
        mergeMessages(context.messages, output),
    }),
    storePresent: assign({ present: (_, { present }: { present: Present[] }) => present }),
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    storeDraft: assign({ draft: (_, { value }: { value: string }) => value }),
    announceTyping: sendTo('live', ({ context }) => typingOf(context)),
    /**
     * Written: shown at once as queued, the box empties. The id is made here, once: every try
     * sends it again, and the database answers a repeated id with the first message.
     */
    enqueue: assign(({ context }, { at }: { at: string }) => ({
      written: context.written + 1,
      outbox: [
        ...context.outbox,
        {
          clientId: clientIdOf(context.clientSeed, context.written + 1),
          // Under a picture a blank box sends no words.
          body: context.draft.trim() === '' ? '' : context.draft,
          replyTo: context.replyTo,
          imagePath: context.attachment?.path ?? null,
          previewUrl: context.attachment?.previewUrl ?? null,
          createdAt: at,
          status: 'queued' as const,
          error: null,
        },
      ],
      draft: '',
      replyTo: null,
      attachment: null,
      attachmentError: null,
    })),
    attachFile: assign((_, { file, previewUrl }: { file: Blob; previewUrl: string }) => ({
      attachment: { file, previewUrl, path: null },
      attachmentError: null,
    })),
    storeAttached: assign({
      attachment: ({ context }, { output }: { output: AttachedImage }) =>
        context.attachment && { ...context.attachment, path: output.path },
    }),
    storeAttachError: assign((_, { error }: { error: unknown }) => ({
      attachment: null,
      attachmentError: toAttachError(error),
    })),
    dropAttachment: assign({ attachment: null, attachmentError: null }),
    /**
     * The uploaded picture taken away or replaced before sending: removed from the bucket now
     * rather than left for the 24 h sweep. Nothing waits for it, and a failure only leaves the
     * file to that sweep.
     */
    discardUploaded: spawnChild('discardImage', {
      id: 'discardImage',
      input: ({ context }) => ({ path: context.attachment!.path! }),
    }),
    markSending: assign({
      outbox: ({ context }) =>
        withStatus(context.outbox, firstQueued(context)!.clientId, {
          status: 'sending',
          error: null,
        }),
    }),
    confirmSent: assign(({ context }, { output }: { output: ChatMessage }) => ({
      messages: mergeMessages(context.messages, [output]),
      outbox: context.outbox.filter((o) => o.clientId !== output.clientId),
    })),
    /** Not sent for want of a network: it waits for the connection, first in line as before. */
    requeue: assign({
      outbox: ({ context }) =>
        context.outbox.map((o) =>
          o.status === 'sending' ? { ...o, status: 'queued' as const } : o,
        ),
    }),
    markFailed: assign({
      outbox: ({ context }, { error }: { error: unknown }) =>
        context.outbox.map((o) =>
          o.status === 'sending'
            ? { ...o, status: 'failed' as const, error: toChatFailure(error).code }
            : o,
        ),
    }),
    /** Tried again at the end of the line, under the same id. */
    retryOutgoing: assign({
      outbox: ({ context }, { clientId }: { clientId: string }) => {
        const item = context.outbox.find((o) => o.clientId === clientId)!;
        return [
          ...context.outbox.filter((o) => o.clientId !== clientId),
          { ...item, status: 'queued' as const, error: null },
        ];
      },
    }),
    discardOutgoing: assign({
      outbox: ({ context }, { clientId }: { clientId: string }) =>
        context.outbox.filter((o) => o.clientId !== clientId),
    }),
    startReply: assign({ replyTo: (_, { messageId }: { messageId: string }) => messageId }),
    cancelReply: assign({ replyTo: null }),
    startEditing: assign(({ context }, { messageId }: { messageId: string }) => ({
      editing: { messageId, draftAside: context.draft },
      draft: messageOf(context, messageId)?.body ?? '',
      replyTo: null,
      editError: null,
    })),
    stopEditing: assign(({ context }) => ({
      draft: context.editing?.draftAside ?? '',
      editing: null,
      editError: null,
    })),
    replaceMessage: assign({
      messages: ({ context }, { output }: { output: ChatMessage }) =>
        mergeMessages(context.messages, [output]),
    }),
    storeEditError: assign({
      editError: (_, { error }: { error: unknown }) => toChatFailure(error),
    }),
    keepRemoval: assign({
      removal: (_, { messageId }: { messageId: string }) => messageId,
      actionError: null,
    }),
    dropRemoval: assign({ removal: null }),
    storeActionError: assign({
      actionError: (_, { error }: { error: unknown }) => toChatFailure(error),
      removal: null,
    }),
    storeSeen: assign({ seenSeq: (_, { seq }: { seq: number }) => seq }),
    beginMarking: assign({ markingSeq: ({ context }) => context.seenSeq }),
    storeRead: assign({ readSeq: ({ context }) => context.markingSeq }),
    dropUnmarked: assign({ seenSeq: ({ context }) => context.readSeq }),
    clearErrors: assign({ olderError: null, editError: null, actionError: null }),
  },
  guards: {
    isMalformedId: ({ context }) => !isEventId(context.conversationId),
    /** Not a participant (or no such chat): the database shows nothing either way. */
    isUnavailable: (_, { error }: { error: unknown }) =>
      ['not_found', 'forbidden', 'not_signed_in'].includes(toChatFailure(error).code),
    hasOlder: ({ context }) => context.before !== null,
    /** A full answer: more may have come meanwhile. */
    mayHaveMore: (_, { output }: { output: ChatMessage[] }) => output.length >= CATCH_UP_LIMIT,
    canSendNext: ({ context }) => context.connected && firstQueued(context) !== undefined,
    /** No answer at all: the message waits for the connection instead of failing. */
    isNetworkError: (_, { error }: { error: unknown }) => toChatFailure(error).code === 'network',
    draftIsValid: ({ context }) => bodyProblem(context.draft) === null,
    canSend: ({ context }) => canSendDraft(context),
    /** The message is written (not an edit saved): the picture goes with it. */
    sendsAttachment: ({ context }) => context.editing === null && canSendDraft(context),
    /** A picture goes with a new message, not into an edit. */
    mayAttach: ({ context }) => context.editing === null,
    isFailedOutgoing: ({ context }, { clientId }: { clientId: string }) =>
      context.outbox.some((o) => o.clientId === clientId && o.status === 'failed'),
    isReplyable: ({ context }, { messageId }: { messageId: string }) =>
      messageOf(context, messageId)?.deleted === false,
    isOwnMessage: ({ context }, { messageId }: { messageId: string }) =>
      isOwn(context, messageOf(context, messageId)),
    mayDeleteMessage: ({ context }, { messageId }: { messageId: string }) =>
      mayDelete(context, messageOf(context, messageId)),
    hasReply: ({ context }) => context.replyTo !== null,
    isNewlySeen: ({ context }, { seq }: { seq: number }) =>
      seq > context.seenSeq && context.messages.some((m) => m.seq === seq),
    hasUnmarked: ({ context }) => context.seenSeq > context.readSeq,
    hasError: ({ context }) =>
      context.olderError !== null || context.editError !== null || context.actionError !== null,
  },
  delays: {
    /** A send that got no answer is tried again after this, not in a tight loop. */
    resendDelay: 3000,
    /** A catch-up that failed is tried again after this while the channel stays joined. */
    catchUpDelay: 3000,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    ...input,
    messages: [],
    before: null,
    blocked: [],
    readSeq: 0,
    unreadAfter: 0,
    seenSeq: 0,
    markingSeq: 0,
    outbox: [],
    written: 0,
    draft: '',
    replyTo: null,
    attachment: null,
    attachmentError: null,
    editing: null,
    removal: null,
    connected: false,
    present: [],
    error: null,
    olderError: null,
    editError: null,
    actionError: null,
  }),
  // A picture's removal nobody waits for: its failure leaves the file to the 24 h sweep, and must
  // not stop the chat (an unhandled child error would).
  on: { 'xstate.error.actor.discardImage': {} },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isMalformedId', target: 'unavailable' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          userId: context.userId,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeOpening', params: outputOf<ChatOpening> },
        },
        onError: [
          { guard: { type: 'isUnavailable', params: errorOf }, target: 'unavailable' },
          { target: 'failed', actions: { type: 'storeError', params: errorOf } },
        ],
      },
    },
    unavailable: {},
    failed: { on: { retry: { target: 'loading' } } },
    ready: {
      type: 'parallel',
      // The channel lives as long as the chat is shown; realtime-js rejoins it after a drop.
      invoke: {
        id: 'live',
        src: 'liveChannel',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          userId: context.userId,
        }),
      },
      on: {
        'live.message': { actions: { type: 'mergeLive', params: ({ event }) => event } },
        'live.presence': { actions: { type: 'storePresent', params: ({ event }) => event } },
        'error.dismiss': { guard: 'hasError', actions: 'clearErrors' },
      },
      states: {
        history: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasOlder', target: 'idle' }, { target: 'exhausted' }],
            },
            idle: { on: { 'history.older': { target: 'loadingOlder' } } },
            loadingOlder: {
              invoke: {
                id: 'loadOlder',
                src: 'loadOlder',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  before: context.before!,
                }),
                onDone: {
                  target: 'deciding',
                  actions: { type: 'prependOlder', params: outputOf<OlderPage> },
                },
                onError: {
                  target: 'olderFailed',
                  actions: { type: 'storeOlderError', params: errorOf },
                },
              },
            },
            olderFailed: { on: { 'history.older': { target: 'loadingOlder' } } },
            exhausted: {},
          },
        },
        connection: {
          initial: 'connecting',
          on: { 'live.lost': { target: '.offline' } },
          states: {
            connecting: { on: { 'live.subscribed': { target: 'catchingUp' } } },
            // Whatever was written between the page read and the join, or while away.
            catchingUp: {
              invoke: {
                id: 'catchUp',
                src: 'catchUp',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  afterSeq: lastSeqOf(context.messages),
                }),
                onDone: [
                  {
                    guard: { type: 'mayHaveMore', params: outputOf<ChatMessage[]> },
                    target: 'catchingUp',
                    reenter: true,
                    actions: { type: 'mergeCaughtUp', params: outputOf<ChatMessage[]> },
                  },
                  {
                    target: 'online',
                    actions: { type: 'mergeCaughtUp', params: outputOf<ChatMessage[]> },
                  },
                ],
                onError: { target: 'stalled' },
              },
            },
            online: { entry: 'markConnected', exit: 'markDisconnected' },
            offline: { on: { 'live.subscribed': { target: 'catchingUp' } } },
            stalled: { after: { catchUpDelay: { target: 'catchingUp' } } },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'canSendNext', target: 'sending' }, on: failedOutgoing },
            sending: {
              entry: 'markSending',
              on: failedOutgoing,
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => {
                  const o = context.outbox.find((x) => x.status === 'sending')!;
                  return {
                    conversationId: context.conversationId,
                    clientId: o.clientId,
                    body: o.body,
                    replyTo: o.replyTo,
                    imagePath: o.imagePath,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'confirmSent', params: outputOf<ChatMessage> },
                },
                onError: [
                  {
                    guard: { type: 'isNetworkError', params: errorOf },
                    target: 'waiting',
                    actions: 'requeue',
                  },
                  { target: 'idle', actions: { type: 'markFailed', params: errorOf } },
                ],
              },
            },
            waiting: { after: { resendDelay: { target: 'idle' } }, on: failedOutgoing },
          },
        },
        composer: {
          initial: 'writing',
          states: {
            writing: {
              on: {
                'draft.change': {
                  actions: [{ type: 'storeDraft', params: ({ event }) => event }, 'announceTyping'],
                },
                'message.send': {
                  guard: 'canSend',
                  actions: [{ type: 'enqueue', params: ({ event }) => event }, 'announceTyping'],
                },
                'reply.start': {
                  guard: { type: 'isReplyable', params: ({ event }) => event },
                  actions: { type: 'startReply', params: ({ event }) => event },
                },
                'composer.cancel': { guard: 'hasReply', actions: 'cancelReply' },
                'message.edit': {
                  guard: { type: 'isOwnMessage', params: ({ event }) => event },
                  target: 'editing',
                  actions: [
                    { type: 'startEditing', params: ({ event }) => event },
                    'announceTyping',
                  ],
                },
              },
            },
            editing: {
              on: {
                'draft.change': { actions: { type: 'storeDraft', params: ({ event }) => event } },
                'message.send': { guard: 'draftIsValid', target: 'saving' },
                'composer.cancel': { target: 'writing', actions: 'stopEditing' },
              },
            },
            saving: {
              invoke: {
                id: 'editMessage',
                src: 'editMessage',
                input: ({ context }) => ({
                  messageId: context.editing!.messageId,
                  body: context.draft,
                }),
                onDone: {
                  target: 'writing',
                  actions: [
                    { type: 'replaceMessage', params: outputOf<ChatMessage> },
                    'stopEditing',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'storeEditError', params: errorOf },
                },
              },
            },
          },
        },
        /**
         * A picture for the next message: uploaded as soon as it is chosen (so sending waits for
         * nothing), previewed, sent with the message; a picture that fails leaves the draft as it
         * was. Choosing another replaces it.
         */
        attachment: {
          initial: 'empty',
          states: {
            empty: {
              on: {
                'image.attach': {
                  guard: 'mayAttach',
                  target: 'uploading',
                  actions: { type: 'attachFile', params: ({ event }) => event },
                },
              },
            },
            uploading: {
              invoke: {
                id: 'attachImage',
                src: 'attachImage',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  userId: context.userId,
                  file: context.attachment!.file,
                }),
                onDone: {
                  target: 'attached',
                  actions: { type: 'storeAttached', params: outputOf<AttachedImage> },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'storeAttachError', params: errorOf },
                },
              },
              on: {
                'image.attach': {
                  guard: 'mayAttach',
                  target: 'uploading',
                  reenter: true,
                  actions: { type: 'attachFile', params: ({ event }) => event },
                },
                'image.remove': { target: 'empty', actions: 'dropAttachment' },
              },
            },
            attached: {
              on: {
                ...settledAttachment,
                'image.attach': {
                  ...settledAttachment['image.attach'],
                  actions: ['discardUploaded', settledAttachment['image.attach'].actions],
                },
                'image.remove': { target: 'empty', actions: ['discardUploaded', 'dropAttachment'] },
              },
            },
            failed: { on: settledAttachment },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'message.delete': {
                  guard: { type: 'mayDeleteMessage', params: ({ event }) => event },
                  target: 'confirming',
                  actions: { type: 'keepRemoval', params: ({ event }) => event },
                },
              },
            },
            confirming: {
              on: {
                'removal.confirm': { target: 'removing' },
                'removal.cancel': { target: 'idle', actions: 'dropRemoval' },
              },
            },
            removing: {
              invoke: {
                id: 'removeMessage',
                src: 'removeMessage',
                input: ({ context }) => ({ messageId: context.removal! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'replaceMessage', params: outputOf<ChatMessage> },
                    'dropRemoval',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'storeActionError', params: errorOf },
                },
              },
            },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasUnmarked', target: 'marking' }, on: seen },
            marking: {
              entry: 'beginMarking',
              on: seen,
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({
                  messageId: context.messages.find((m) => m.seq === context.markingSeq)!.id,
                }),
                onDone: { target: 'idle', actions: 'storeRead' },
                // The position stays where it was; the next message seen moves it.
                onError: { target: 'idle', actions: 'dropUnmarked' },
              },
            },
          },
        },
      },
    },
  },
});
