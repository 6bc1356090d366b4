import type { EventFrom } from 'xstate';
import { chatMachine, clientIdOf } from '../../../machines/messages/chat.machine';
import type {
  ChatMessage,
  ChatOpening,
  Outgoing,
  Person,
  Present,
} from '../../../machines/messages/chat.types';
import { type Snap, createModel } from '../../support/model';

export const CONVERSATION_ID = 'c1000000-0000-4000-8000-000000000001';
export const SEED = 'a1b2c3d4-e5f6-4789-8abc-def012345678';
export const AT = '2030-03-10T12:00:00.000Z';

export const ANNA: Person = {
  id: 'a0000000-0000-4000-8000-000000000001',
  fullName: 'Анна Смирнова',
  avatarUrl: null,
};
export const DMITRY: Person = {
  id: 'a0000000-0000-4000-8000-000000000002',
  fullName: 'Дмитрий Орлов',
  avatarUrl: null,
};

const hex = (n: number) => n.toString(16).padStart(12, '0');

/** The seq-th message of the conversation, by `author`, a minute apart on 9 March 2030. */
export function message(
  seq: number,
  author: Person,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id: `b0000000-0000-4000-8000-${hex(seq)}`,
    conversationId: CONVERSATION_ID,
    seq,
    authorId: author.id,
    clientId: `d0000000-0000-4000-8000-${hex(seq)}`,
    body: `Сообщение ${seq}: https://example.com/${seq}`,
    imagePath: null,
    replyTo: null,
    createdAt: new Date(Date.UTC(2030, 2, 9, 10, seq)).toISOString(),
    editedAt: null,
    deleted: false,
    author,
    ...extra,
  };
}

/** Дмитрий wrote the first, Анна (the viewer) the second, Дмитрий the third. */
export const FIRST = message(1, DMITRY);
export const MINE = message(2, ANNA);
export const THEIRS = message(3, DMITRY, { replyTo: MINE.id });
export const GONE = message(4, DMITRY, { deleted: true, body: null });
export const NEWER = message(5, DMITRY);
export const EDITED_MINE = { ...MINE, body: 'Исправлено', editedAt: '2030-03-10T11:00:00.000Z' };
export const THEIRS_DELETED = { ...THEIRS, body: null, deleted: true };
export const THEIRS_EDITED = { ...THEIRS, body: 'Поправил', editedAt: '2030-03-10T11:30:00.000Z' };

/** The newest page: three messages, older ones above; Анна had read the first. */
export const OPENING: ChatOpening = { messages: [FIRST, MINE, THEIRS], before: 1, readSeq: 1 };
/** The whole conversation on one page. */
export const WHOLE: ChatOpening = {
  messages: [FIRST, MINE, THEIRS, GONE],
  before: null,
  readSeq: 1,
};
export const OLDER = { messages: [message(0, DMITRY)], before: null };

/** A catch-up that fills its answer: more may wait. */
export const FULL_CATCH_UP = Array.from({ length: 200 }, (_, i) => message(10 + i, DMITRY));

export const PRESENT: Present[] = [
  { userId: ANNA.id, name: ANNA.fullName, typing: false },
  { userId: DMITRY.id, name: DMITRY.fullName, typing: true },
];

export const NETWORK = { code: 'network', message: 'Failed to fetch' };
export const RATE_LIMITED = { code: 'rate_limited', message: 'message_rate_limited' };
export const FORBIDDEN = { code: 'forbidden', message: 'message_forbidden' };
export const TOO_LARGE = { code: 'too_large', message: '' };

/** A picture chosen for a message, its local copy, and where it is uploaded (800×600). */
export const PICTURE = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
export const PREVIEW_URL = 'blob:preview';
export const IMAGE_PATH = `${CONVERSATION_ID}/${ANNA.id}/1-800x600.webp`;

export const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as ChatEvent;
export const error = (id: string, err: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: err }) as unknown as ChatEvent;

export const CATCH_UP_AGAIN = 'xstate.after.catchUpDelay.chat.ready.connection.stalled';
export const RESEND = 'xstate.after.resendDelay.chat.ready.outbox.waiting';

/** What the database answers to the send of a written message. */
export function sentOf(
  o: Pick<Outgoing, 'clientId' | 'body' | 'replyTo'> & Partial<Pick<Outgoing, 'imagePath'>>,
  seq = 6,
): ChatMessage {
  return message(seq, ANNA, {
    clientId: o.clientId,
    body: o.body,
    replyTo: o.replyTo,
    imagePath: o.imagePath ?? null,
    imageUrl: o.imagePath ? 'https://storage.example/signed.webp' : undefined,
    createdAt: AT,
  });
}

export type ChatEvent = EventFrom<typeof chatMachine>;
export type ChatSnap = Snap<typeof chatMachine>;

export const INPUT = {
  conversationId: CONVERSATION_ID,
  userId: ANNA.id,
  canModerate: false,
  clientSeed: SEED,
};
export const MODERATOR_INPUT = { ...INPUT, canModerate: true };

const serializeState = (s: ChatSnap) => {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.messages.length > 10 ? `${c.messages.length}` : c.messages.map((m) => [m.seq, m.body]),
    c.before,
    c.outbox.map((o) => [o.clientId.slice(-2), o.status, o.error, o.imagePath]),
    c.attachment?.path,
    c.attachmentError,
    c.written,
    c.draft,
    c.replyTo,
    c.editing?.messageId,
    c.removal,
    c.present.length,
    c.readSeq,
    c.seenSeq,
    c.markingSeq,
    c.error?.code,
    c.olderError?.code,
    c.editError?.code,
    c.actionError?.code,
  ]);
};

/** A model of the chat machine walking `events`, each snapshot told apart by serializeState. */
const chatModel = (
  events: ChatEvent[] | ((s: ChatSnap) => ChatEvent[]),
  input: typeof INPUT = INPUT,
) => createModel(chatMachine, { input, events, serializeState });

const events =
  (list: ChatEvent[], more: (s: ChatSnap) => ChatEvent[] = () => []) =>
  (s: ChatSnap) => [...list, ...more(s)];

/** Opened on the whole conversation, joined, caught up: ready to send. */
const JOINED: ChatEvent[] = [
  done('loadChat', WHOLE),
  { type: 'live.subscribed' },
  done('catchUp', []),
];

/** A refused message is tried again or thrown away. */
const retryOrDiscard = (outbox: Outgoing[]): ChatEvent[] =>
  outbox
    .filter((o) => o.status === 'failed')
    .slice(0, 1)
    .flatMap((o) => [
      { type: 'message.retry', clientId: o.clientId },
      { type: 'message.discard', clientId: o.clientId },
    ]);

/** The chat opens (or does not), and older pages load up to the conversation's start. */
const OPENING_EVENTS: ChatEvent[] = [
  done('loadChat', OPENING),
  error('loadChat', NETWORK),
  error('loadChat', FORBIDDEN),
  { type: 'retry' },
  { type: 'history.older' },
  done('loadOlder', OLDER),
  error('loadOlder', NETWORK),
];

export const openingModel = chatModel([...OPENING_EVENTS, { type: 'error.dismiss' }]);

/** An id no conversation can have: nothing is asked. */
export const malformedModel = chatModel([{ type: 'retry' }], {
  ...INPUT,
  conversationId: 'not-a-uuid',
});

/** The channel joins, drops and comes back; what it missed is read; live messages merge by seq. */
export const liveModel = chatModel([
  done('loadChat', WHOLE),
  { type: 'live.subscribed' },
  { type: 'live.lost' },
  done('catchUp', [NEWER]),
  done('catchUp', FULL_CATCH_UP),
  error('catchUp', NETWORK),
  { type: CATCH_UP_AGAIN } as never,
  { type: 'live.message', message: NEWER },
  { type: 'live.presence', present: PRESENT },
]);

/**
 * Writing and sending: in order, only while connected; a send with no answer waits and goes
 * again, a refused one fails and may be retried (same id) or thrown away; the viewer's own
 * message coming back over the channel first shows once. One message (the order of several:
 * chat.machine.test.ts).
 */
const OUTBOX_EVENTS = events(
  [
    ...JOINED,
    { type: 'live.lost' },
    { type: 'draft.change', value: 'Привет!' },
    error('sendMessage', NETWORK),
    error('sendMessage', RATE_LIMITED),
    { type: RESEND } as never,
  ],
  (s) => {
    const c = s.context;
    const sending = c.outbox.find((o) => o.status === 'sending');
    const first = c.outbox[0];
    return [
      ...(c.written < 1 ? [{ type: 'message.send', at: AT } as const] : []),
      ...(sending ? [done('sendMessage', sentOf(sending, 5 + c.written))] : []),
      ...(first && first.status !== 'failed'
        ? [{ type: 'live.message', message: sentOf(first, 6) } as const]
        : []),
      ...retryOrDiscard(c.outbox),
    ];
  },
);

export const outboxModel = chatModel(OUTBOX_EVENTS);

/**
 * Two messages: the first refused, the second sent or waiting for the network, while the first
 * is tried again or thrown away.
 */
const SECOND_MESSAGE_EVENTS = events(
  [...JOINED, { type: 'draft.change', value: 'Привет!' }, { type: RESEND } as never],
  (s) => {
    const c = s.context;
    const sending = c.outbox.find((o) => o.status === 'sending');
    const firstId = clientIdOf(SEED, 1);
    return [
      ...(c.written < 2 ? [{ type: 'message.send', at: AT } as const] : []),
      ...(sending?.clientId === firstId ? [error('sendMessage', RATE_LIMITED)] : []),
      ...(sending && sending.clientId !== firstId
        ? [error('sendMessage', NETWORK), done('sendMessage', sentOf(sending, 7))]
        : []),
      ...retryOrDiscard(c.outbox),
    ];
  },
);

export const secondMessageModel = chatModel(SECOND_MESSAGE_EVENTS);

/** Replying to a message, editing one's own (the draft put aside comes back). */
const COMPOSER_EVENTS = events(
  [
    done('loadChat', WHOLE),
    { type: 'draft.change', value: 'Ответ' },
    { type: 'draft.change', value: ' ' },
    { type: 'reply.start', messageId: THEIRS.id },
    { type: 'reply.start', messageId: GONE.id },
    { type: 'composer.cancel' },
    { type: 'message.edit', messageId: MINE.id },
    { type: 'message.edit', messageId: THEIRS.id },
    done('editMessage', EDITED_MINE),
    error('editMessage', NETWORK),
    { type: 'error.dismiss' },
  ],
  (s) => (s.context.written < 1 ? [{ type: 'message.send', at: AT }] : []),
);

export const composerModel = chatModel(COMPOSER_EVENTS);

/** A moderator deletes someone else's message, after confirming. */
const REMOVAL_EVENTS: ChatEvent[] = [
  done('loadChat', WHOLE),
  { type: 'message.delete', messageId: THEIRS.id },
  { type: 'message.delete', messageId: GONE.id },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  done('removeMessage', THEIRS_DELETED),
  error('removeMessage', FORBIDDEN),
  { type: 'error.dismiss' },
];

export const removalModel = chatModel(REMOVAL_EVENTS, MODERATOR_INPUT);

/**
 * A picture for the next message: uploaded when chosen, replaced or taken away, sent with the
 * words (or alone); one that fails leaves the draft as it was.
 */
const ATTACHMENT_EVENTS = events(
  [
    ...JOINED,
    { type: 'draft.change', value: 'Смотрите' },
    { type: 'image.attach', file: PICTURE, previewUrl: PREVIEW_URL },
    done('attachImage', { path: IMAGE_PATH }),
    error('attachImage', TOO_LARGE),
    { type: 'image.remove' },
    // A removal nobody waits for fails: the chat goes on as it was.
    error('discardImage', NETWORK),
    { type: 'message.edit', messageId: MINE.id },
    { type: 'composer.cancel' },
  ],
  (s) => {
    const c = s.context;
    const sending = c.outbox.find((o) => o.status === 'sending');
    return [
      ...(c.written < 1 ? [{ type: 'message.send', at: AT } as const] : []),
      ...(sending ? [done('sendMessage', sentOf(sending, 5))] : []),
    ];
  },
);

export const attachmentModel = chatModel(ATTACHMENT_EVENTS);

/** The read position follows the newest message seen, one write at a time. */
export const readingModel = chatModel([
  done('loadChat', WHOLE),
  { type: 'read.seen', seq: 3 },
  { type: 'read.seen', seq: 4 },
  { type: 'read.seen', seq: 99 },
  done('markRead', 0),
  error('markRead', NETWORK),
]);

export const CHAT_MODELS = [
  ['opening', openingModel, INPUT],
  ['malformed id', malformedModel, { ...INPUT, conversationId: 'not-a-uuid' }],
  ['live', liveModel, INPUT],
  ['outbox', outboxModel, INPUT],
  ['second message', secondMessageModel, INPUT],
  ['composer', composerModel, INPUT],
  ['removal', removalModel, MODERATOR_INPUT],
  ['reading', readingModel, INPUT],
  ['attachment', attachmentModel, INPUT],
] as const;

/**
 * Whether the rendered chat offers this event in this snapshot. The page sends no timer's event
 * (the machine test walks the delays) and writes the read position by itself, as the newest
 * message shows (its answer settles at once there; the machine test walks the reading region);
 * an older page's failure has no dismiss of its own (the next try clears it).
 */
export function offeredByChatPage(s: ChatSnap, e: ChatEvent): boolean {
  const c = s.context;
  switch (e.type as string) {
    case CATCH_UP_AGAIN:
    case RESEND:
    case 'read.seen':
    case 'xstate.done.actor.markRead':
    case 'xstate.error.actor.markRead':
    case 'xstate.error.actor.discardImage':
      return false;
    case 'error.dismiss':
      return c.actionError !== null || (c.editError !== null && c.editing !== null);
    default:
      return true;
  }
}

const onPage =
  (list: ChatEvent[] | ((s: ChatSnap) => ChatEvent[])) =>
  (s: ChatSnap): ChatEvent[] =>
    (typeof list === 'function' ? list(s) : list).filter((e) => offeredByChatPage(s, e));

export const openingPageModel = chatModel(onPage(OPENING_EVENTS));

export const livePageModel = chatModel(
  onPage([
    done('loadChat', WHOLE),
    { type: 'live.subscribed' },
    { type: 'live.lost' },
    done('catchUp', [NEWER]),
    error('catchUp', NETWORK),
    { type: 'live.message', message: NEWER },
    { type: 'live.presence', present: PRESENT },
  ]),
);

export const outboxPageModel = chatModel(onPage(OUTBOX_EVENTS));

export const secondMessagePageModel = chatModel(onPage(SECOND_MESSAGE_EVENTS));

export const composerPageModel = chatModel(onPage(COMPOSER_EVENTS));

export const removalPageModel = chatModel(onPage(REMOVAL_EVENTS), MODERATOR_INPUT);

export const attachmentPageModel = chatModel(onPage(ATTACHMENT_EVENTS));

export const CHAT_PAGE_MODELS = [
  ['opening', openingPageModel, INPUT],
  ['live', livePageModel, INPUT],
  ['outbox', outboxPageModel, INPUT],
  ['second message', secondMessagePageModel, INPUT],
  ['composer', composerPageModel, INPUT],
  ['removal', removalPageModel, MODERATOR_INPUT],
  ['attachment', attachmentPageModel, INPUT],
] as const;
