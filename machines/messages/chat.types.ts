/**
 * What one conversation's chat works with (issue 16). Shapes as `src/services/messages.ts`
 * answers them (it takes its message and error codes from here: services may import machines,
 * never the other way round).
 */

import type { UploadErrorCode } from '../upload/image-upload.machine';

/** The codes `src/services/messages-errors.ts` turns refusals into; the views translate them. */
export const MESSAGES_ERROR_CODES = [
  'not_signed_in',
  'not_found',
  'forbidden',
  'blocked',
  'peer_deleted',
  'group_closed',
  'rate_limited',
  'self',
  'client_id_reused',
  'invalid',
  'network',
  'unknown',
] as const;

export type MessagesErrorCode = (typeof MESSAGES_ERROR_CODES)[number];

export interface ChatFailure {
  code: MessagesErrorCode;
  /** The backend's own words, for logs; never the main text. */
  message: string;
}

export function toChatFailure(error: unknown): ChatFailure {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as Partial<ChatFailure>;
    if ((MESSAGES_ERROR_CODES as readonly unknown[]).includes(code) && typeof message === 'string')
      return { code: code!, message };
  }
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** A message as the database keeps it. */
export interface Message {
  id: string;
  conversationId: string;
  /** The conversation's number for it: gapless, the order every participant sees. */
  seq: number;
  authorId: string | null;
  clientId: string;
  /** Null once deleted («Сообщение удалено»). */
  body: string | null;
  imagePath: string | null;
  replyTo: string | null;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
}

/** A message's picture as the chat shows it: the wiring signs a URL (the bucket is private). */
export interface ChatMessageImage {
  imageUrl?: string | null;
}

export interface Person {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** They deleted their account: shown as «Удалённый пользователь», with no page to link to. */
  deleted?: boolean;
}

/** A message with who wrote it, as the chat shows it (the wiring looks the author up). */
export interface ChatMessage extends Message, ChatMessageImage {
  author: Person | null;
}

/** The newest page of a conversation as the chat opens it. */
export interface ChatOpening {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The seq to ask before for the page above; null when this page starts the conversation. */
  before: number | null;
  /** Where the viewer had read to (0: nothing yet). */
  readSeq: number;
  /** People the viewer blocked: their messages do not show (the database does not filter them). */
  blocked?: string[];
}

export interface OlderPage {
  /** Oldest first. */
  messages: ChatMessage[];
  before: number | null;
}

export type OutgoingStatus = 'queued' | 'sending' | 'failed';

/** A message the viewer wrote that the database has not answered yet. */
export interface Outgoing {
  /** Sent with every try: the database answers a retry with the first message. */
  clientId: string;
  body: string;
  replyTo: string | null;
  /** The picture it carries, uploaded before it was written, and the local copy shown meanwhile. */
  imagePath: string | null;
  previewUrl: string | null;
  createdAt: string;
  status: OutgoingStatus;
  error: MessagesErrorCode | null;
}

/** Someone with the conversation open, from the channel's presence. */
export interface Present {
  userId: string;
  name: string | null;
  typing: boolean;
}

export interface HistoryQuery {
  conversationId: string;
  /** Older than this seq. */
  before: number;
}
export interface CatchUpQuery {
  conversationId: string;
  afterSeq: number;
}
export interface SendQuery {
  conversationId: string;
  clientId: string;
  body: string;
  replyTo: string | null;
  imagePath: string | null;
}

/** A picture chosen for the next message: uploaded at once, sent with the message. */
export interface AttachQuery {
  conversationId: string;
  userId: string;
  file: Blob;
}
/** Where the picture lies in the message-images bucket. */
export interface AttachedImage {
  path: string;
}

/** The image-upload machine's codes: why a picture was not taken. */
export const ATTACH_ERROR_CODES = [
  'too_large',
  'not_image',
  'upload_failed',
  'unexpected',
] as const satisfies readonly UploadErrorCode[];
export type AttachErrorCode = UploadErrorCode;

export function toAttachError(error: unknown): AttachErrorCode {
  const code = (error as { code?: unknown } | null)?.code;
  return (ATTACH_ERROR_CODES as readonly unknown[]).includes(code)
    ? (code as AttachErrorCode)
    : 'unexpected';
}

/**
 * A picture's size, carried in its file name (`…-<width>x<height>.<ext>`, written at upload) so the
 * log keeps its place before the picture loads; null for a name without it.
 */
export function imageSizeOf(path: string): { width: number; height: number } | null {
  const found = /-(\d{1,5})x(\d{1,5})\.[a-z0-9]+$/i.exec(path);
  return found ? { width: Number(found[1]), height: Number(found[2]) } : null;
}
export interface EditQuery {
  messageId: string;
  body: string;
}
export interface ReadQuery {
  messageId: string;
}
export interface LiveQuery {
  conversationId: string;
  userId: string;
}

/** What the live channel reports to the chat. */
export type LiveEvent =
  | { type: 'live.subscribed' }
  /** The channel or the network dropped; realtime-js (or the wiring) rejoins. */
  | { type: 'live.lost' }
  | { type: 'live.message'; message: ChatMessage }
  | { type: 'live.presence'; present: Present[] };

/** What the chat tells the live channel: whether the viewer is typing. */
export type LiveCommand = { type: 'typing'; typing: boolean };

export const MAX_BODY = 4000;
/** Catching up asks for this many at a time; a full answer means there may be more. */
export const CATCH_UP_LIMIT = 200;
