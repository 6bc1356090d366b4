import type { SnapshotFrom } from 'xstate';
import {
  type BodyProblem,
  bodyProblem,
  canSendDraft,
  type chatMachine,
  isOwn,
  mayDelete,
} from './chat.machine';
import {
  type AttachErrorCode,
  type ChatMessage,
  imageSizeOf,
  type MessagesErrorCode,
  type OutgoingStatus,
  type Person,
} from './chat.types';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

export type ChatStatus = 'loading' | 'unavailable' | 'failed' | 'ready';
export type HistoryStatus = 'more' | 'loading' | 'failed' | 'exhausted';
/** What the connection banner says: joining, live, or away (messages wait). */
export type ConnectionStatus = 'connecting' | 'online' | 'offline';
export type DeliveryStatus = OutgoingStatus | 'sent';

export interface ReplyPreview {
  id: string;
  author: Person | null;
  /** Null when that message was deleted, or is older than what is loaded. */
  body: string | null;
  /** It carries a picture («Фото» stands for it when it has no words). */
  image: boolean;
  deleted: boolean;
}

/** A message's picture: where to load it from (null: it could not be signed) and its size. */
export interface MessageImage {
  url: string | null;
  width: number | null;
  height: number | null;
}

export type AttachmentStatus = 'uploading' | 'attached';

export interface MessageRow {
  kind: 'message';
  /** The message's id once the database has it, else its client id: stable across the send. */
  key: string;
  id: string | null;
  /** Null until the database has it. */
  seq: number | null;
  clientId: string;
  author: Person | null;
  mine: boolean;
  body: string | null;
  image: MessageImage | null;
  deleted: boolean;
  edited: boolean;
  createdAt: string;
  delivery: DeliveryStatus;
  /** Why it was not sent (failed only). */
  error: MessagesErrorCode | null;
  replyTo: ReplyPreview | null;
  canReply: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The first of a run by one author: the name shows above it. */
  firstOfRun: boolean;
}

export type ChatRow =
  { kind: 'day'; key: string; date: string } | { kind: 'unread'; key: 'unread' } | MessageRow;

export interface ChatView {
  status: ChatStatus;
  errorCode: MessagesErrorCode | null;
  rows: ChatRow[];
  history: HistoryStatus;
  olderError: MessagesErrorCode | null;
  connection: ConnectionStatus;
  /** Messages written that wait for the connection or the database. */
  waiting: number;
  /** The newest message the database has: read positions point at it. */
  lastSeq: number;
  /** Messages of others after where the viewer had read when the chat opened. */
  unread: number;
  draft: string;
  draftProblem: BodyProblem | null;
  /** The composer has something to send (a body, or a picture that has finished uploading). */
  canSend: boolean;
  /** The picture chosen for the next message, shown from its local copy. */
  attachment: { previewUrl: string; status: AttachmentStatus } | null;
  attachmentError: AttachErrorCode | null;
  replyTo: ReplyPreview | null;
  editing: { messageId: string; saving: boolean } | null;
  editError: MessagesErrorCode | null;
  removal: { messageId: string; removing: boolean } | null;
  actionError: MessagesErrorCode | null;
  /** Others with the chat open now. */
  onlineCount: number;
  /** Others typing now, by name (null: no name). */
  typing: (string | null)[];
}

const statusOf = (s: ChatSnapshot): ChatStatus =>
  (['unavailable', 'failed', 'ready'] as const).find((k) => s.matches(k)) ?? 'loading';

const historyOf = (s: ChatSnapshot): HistoryStatus => {
  if (s.matches({ ready: { history: 'loadingOlder' } })) return 'loading';
  if (s.matches({ ready: { history: 'olderFailed' } })) return 'failed';
  if (s.matches({ ready: { history: 'exhausted' } })) return 'exhausted';
  return 'more';
};

const connectionOf = (s: ChatSnapshot): ConnectionStatus => {
  if (s.matches({ ready: { connection: 'online' } })) return 'online';
  if (s.matches({ ready: { connection: 'offline' } })) return 'offline';
  // Joined but not yet caught up (or catching up again soon): on its way.
  return 'connecting';
};

/** The calendar day in the viewer's time zone: separators fall where their day changes. */
export const dayOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};

const imageOf = (path: string | null, url: string | null | undefined): MessageImage | null => {
  if (path === null) return null;
  const size = imageSizeOf(path);
  return { url: url ?? null, width: size?.width ?? null, height: size?.height ?? null };
};

export const selectChatView = (s: ChatSnapshot): ChatView => {
  const { context } = s;
  const byId = new Map(context.messages.map((m) => [m.id, m]));
  const preview = (id: string | null): ReplyPreview | null => {
    if (!id) return null;
    const m = byId.get(id);
    return {
      id,
      author: m?.author ?? null,
      body: m?.body ?? null,
      image: !!m?.imagePath,
      deleted: m?.deleted ?? false,
    };
  };
  const me = context.messages.find((m) => m.authorId === context.userId)?.author ?? null;

  const blocked = new Set(context.blocked);
  const shown = context.messages.filter((m) => !m.authorId || !blocked.has(m.authorId));
  const messageRows: MessageRow[] = [
    ...shown.map((m: ChatMessage): MessageRow => ({
      kind: 'message',
      key: m.id,
      id: m.id,
      seq: m.seq,
      clientId: m.clientId,
      author: m.author,
      mine: m.authorId === context.userId,
      body: m.body,
      image: imageOf(m.imagePath, m.imageUrl),
      deleted: m.deleted,
      edited: m.editedAt !== null && !m.deleted,
      createdAt: m.createdAt,
      delivery: 'sent',
      error: null,
      replyTo: preview(m.replyTo),
      canReply: !m.deleted,
      canEdit: isOwn(context, m),
      canDelete: mayDelete(context, m),
      firstOfRun: true,
    })),
    ...context.outbox.map((o): MessageRow => ({
      kind: 'message',
      key: o.clientId,
      id: null,
      seq: null,
      clientId: o.clientId,
      author: me,
      mine: true,
      body: o.body,
      image: imageOf(o.imagePath, o.previewUrl),
      deleted: false,
      edited: false,
      createdAt: o.createdAt,
      delivery: o.status,
      error: o.error,
      replyTo: preview(o.replyTo),
      canReply: false,
      canEdit: false,
      canDelete: false,
      firstOfRun: true,
    })),
  ];

  const rows: ChatRow[] = [];
  let day = '';
  let previousAuthor: string | null | undefined;
  let markerPlaced = false;
  for (const row of messageRows) {
    const rowDay = dayOf(row.createdAt);
    if (rowDay !== day) {
      rows.push({ kind: 'day', key: `day:${rowDay}`, date: row.createdAt });
      day = rowDay;
      previousAuthor = undefined;
    }
    if (!markerPlaced && row.seq !== null && row.seq > context.unreadAfter && !row.mine) {
      rows.push({ kind: 'unread', key: 'unread' });
      markerPlaced = true;
      previousAuthor = undefined;
    }
    const authorId = row.mine ? context.userId : (row.author?.id ?? null);
    rows.push({ ...row, firstOfRun: authorId !== previousAuthor });
    previousAuthor = authorId;
  }

  const problem = bodyProblem(context.draft);
  const editing = context.editing;
  return {
    status: statusOf(s),
    errorCode: context.error?.code ?? null,
    rows,
    history: historyOf(s),
    olderError: context.olderError?.code ?? null,
    connection: connectionOf(s),
    waiting: context.outbox.filter((o) => o.status !== 'failed').length,
    lastSeq: context.messages.at(-1)?.seq ?? 0,
    unread: shown.filter(
      (m) => m.seq > context.unreadAfter && m.authorId !== context.userId && !m.deleted,
    ).length,
    draft: context.draft,
    // Blank is simply not sent; too long is worth saying.
    draftProblem: problem === 'tooLong' ? problem : null,
    canSend: canSendDraft(context),
    attachment: context.attachment && {
      previewUrl: context.attachment.previewUrl,
      status: context.attachment.path === null ? 'uploading' : 'attached',
    },
    attachmentError: context.attachmentError,
    replyTo: preview(context.replyTo),
    editing: editing && {
      messageId: editing.messageId,
      saving: s.matches({ ready: { composer: 'saving' } }),
    },
    editError: context.editError?.code ?? null,
    removal: context.removal
      ? {
          messageId: context.removal,
          removing: s.matches({ ready: { removal: 'removing' } }),
        }
      : null,
    actionError: context.actionError?.code ?? null,
    onlineCount: new Set(
      context.present.filter((p) => p.userId !== context.userId).map((p) => p.userId),
    ).size,
    typing: [
      ...new Map(
        context.present
          .filter((p) => p.typing && p.userId !== context.userId)
          .map((p) => [p.userId, p.name]),
      ).values(),
    ],
  };
};
