import type { SnapshotFrom } from 'xstate';
import { listEndOf, pagedStatus } from '../shared/paging';
import type { conversationsMachine } from './conversations.machine';
import type { ConversationSummary } from './conversations.types';

type Snapshot = SnapshotFrom<typeof conversationsMachine>;

/** What a line says of the latest message. */
export type Preview =
  | { kind: 'text'; text: string }
  | { kind: 'photo'; caption: string | null }
  | { kind: 'deleted' }
  | { kind: 'none' };

export const previewOf = (c: ConversationSummary): Preview => {
  const m = c.lastMessage;
  if (!m) return { kind: 'none' };
  if (m.deleted) return { kind: 'deleted' };
  if (m.hasImage) return { kind: 'photo', caption: m.body || null };
  return { kind: 'text', text: m.body ?? '' };
};

export interface ConversationLine {
  id: string;
  kind: ConversationSummary['kind'];
  title: string | null;
  /** A direct conversation whose other person deleted their account. */
  deleted: boolean;
  pictureUrl: string | null;
  /** Where the line leads: the direct conversation with the other person, else the group's or
   * the event's chat. */
  href: string | null;
  at: string;
  unread: number;
  preview: Preview;
}

export const hrefOf = (c: ConversationSummary): string | null => {
  if (c.kind === 'direct') return c.peerId && `/messages/${c.peerId}`;
  if (c.kind === 'group') return c.groupId && `/groups/${c.groupId}/chat`;
  return c.eventId && `/events/${c.eventId}/chat`;
};

export const selectConversationsView = (s: Snapshot) => {
  // A quiet refresh is 'loaded': the list stays as it is.
  const status = pagedStatus(s as never);
  return {
    status,
    conversations: s.context.items.map((c): ConversationLine => ({
      id: c.id,
      kind: c.kind,
      title: c.title,
      deleted: c.peerDeleted === true,
      pictureUrl: c.pictureUrl,
      href: hrefOf(c),
      at: c.lastMessage?.createdAt ?? c.lastActivityAt,
      unread: c.unreadCount,
      preview: previewOf(c),
    })),
    listEnd: listEndOf(status, s.context.next !== null),
    errorCode: s.context.error?.code ?? null,
  };
};

export type ConversationsView = ReturnType<typeof selectConversationsView>;
