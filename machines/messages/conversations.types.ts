/**
 * The conversation list (/messages) and what the direct conversation page and the settings' blocked
 * list work with (issue 16). `src/services/messages.ts` answers in these shapes (services may
 * import machines, never the other way round).
 */
import type { ChatFailure, Person } from './chat.types';

export type ConversationKind = 'group' | 'event' | 'direct';

/** One line of /messages. */
export interface ConversationSummary {
  id: string;
  kind: ConversationKind;
  groupId: string | null;
  eventId: string | null;
  /** The other person of a direct conversation. */
  peerId: string | null;
  /** The other person deleted their account: the line reads «Удалённый пользователь». */
  peerDeleted?: boolean;
  /** The group's name, the event's title or the other person's name. */
  title: string | null;
  pictureUrl: string | null;
  lastActivityAt: string;
  /** The conversation's latest seq, and where the viewer has read to. */
  lastSeq: number;
  lastReadSeq: number;
  /** Messages of others after the read position, up to 1,000. */
  unreadCount: number;
  lastMessage: {
    id: string;
    authorId: string | null;
    body: string | null;
    hasImage: boolean;
    deleted: boolean;
    createdAt: string;
  } | null;
}

/** Where the next page of the list starts (keyset: latest activity, then id). */
export interface ConversationCursor {
  lastActivityAt: string;
  id: string;
}

export interface ConversationsPage {
  items: ConversationSummary[];
  /** Null when this page was the last. */
  next: ConversationCursor | null;
}

export interface ConversationsQuery {
  /** Null: the first page. */
  after: ConversationCursor | null;
}

/** A person the viewer has blocked (settings). */
export interface BlockedPerson extends Person {
  blockedAt: string;
}

export type { ChatFailure as MessagingFailure };
