/** Conversations, people and refusals the messaging list, direct page and settings tests share. */
import type {
  BlockedPerson,
  ConversationSummary,
  ConversationsPage,
} from '../../../machines/messages/conversations.types';

export const VIEWER = '00000000-0000-4000-8000-0000000000aa';
export const PEER = '00000000-0000-4000-8000-0000000000bb';
export const OTHER = '00000000-0000-4000-8000-0000000000cc';

const at = (minutes: number) =>
  new Date(Date.UTC(2026, 10, 27, 12, 0) - minutes * 60_000).toISOString();
const id = (n: number) => `f1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const message = (
  n: number,
  body: string | null,
  extra: Partial<ConversationSummary['lastMessage']> = {},
) => ({
  id: `a1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  authorId: PEER,
  body,
  hasImage: false,
  deleted: false,
  createdAt: at(n),
  ...extra,
});

/** A direct conversation with three unread, a group chat whose last message was deleted, an event chat ending on a photo. */
export const FIRST_PAGE_ITEMS: ConversationSummary[] = [
  {
    id: id(1),
    kind: 'direct',
    groupId: null,
    eventId: null,
    peerId: PEER,
    title: 'Екатерина Смирнова',
    pictureUrl: null,
    lastActivityAt: at(1),
    lastSeq: 10,
    lastReadSeq: 7,
    unreadCount: 3,
    lastMessage: message(1, 'Привет! Идёшь завтра на митап?'),
  },
  {
    id: id(2),
    kind: 'group',
    groupId: 'c1000000-0000-4000-8000-000000000001',
    eventId: null,
    peerId: null,
    title: 'Фронтенд Москва',
    pictureUrl: null,
    lastActivityAt: at(2),
    lastSeq: 40,
    lastReadSeq: 40,
    unreadCount: 0,
    lastMessage: message(2, null, { deleted: true }),
  },
  {
    id: id(3),
    kind: 'event',
    groupId: null,
    eventId: 'e1000000-0000-4000-8000-000000000001',
    peerId: null,
    title: 'React митап',
    pictureUrl: null,
    lastActivityAt: at(3),
    lastSeq: 5,
    lastReadSeq: 4,
    unreadCount: 1,
    lastMessage: message(3, '', { hasImage: true }),
  },
];

/** A conversation started and never written in. */
export const QUIET: ConversationSummary = {
  id: id(4),
  kind: 'direct',
  groupId: null,
  eventId: null,
  peerId: OTHER,
  title: 'Анна Иванова',
  pictureUrl: null,
  lastActivityAt: at(60),
  lastSeq: 0,
  lastReadSeq: 0,
  unreadCount: 0,
  lastMessage: null,
};

const last = FIRST_PAGE_ITEMS[2]!;
export const FIRST_PAGE: ConversationsPage = {
  items: FIRST_PAGE_ITEMS,
  next: { lastActivityAt: last.lastActivityAt, id: last.id },
};
export const LAST_PAGE: ConversationsPage = { items: [QUIET], next: null };
export const NO_CONVERSATIONS: ConversationsPage = { items: [], next: null };
/** The first page read again: the event chat got a new message and moved to the top. */
export const REFRESHED: ConversationsPage = {
  items: [
    {
      ...last,
      lastActivityAt: at(0),
      lastSeq: 6,
      unreadCount: 2,
      lastMessage: message(0, 'Начинаем!'),
    },
    FIRST_PAGE_ITEMS[0]!,
    FIRST_PAGE_ITEMS[1]!,
  ],
  next: { lastActivityAt: FIRST_PAGE_ITEMS[1]!.lastActivityAt, id: FIRST_PAGE_ITEMS[1]!.id },
};

export const PEER_PERSON = { id: PEER, fullName: 'Екатерина Смирнова', avatarUrl: null };
export const DIRECT_OPEN = { conversationId: id(1), peer: PEER_PERSON, blockedByMe: false };
export const DIRECT_BLOCKED = { ...DIRECT_OPEN, blockedByMe: true };
/** They deleted their account: the history opens, nobody writes. */
export const DIRECT_PEER_DELETED = {
  ...DIRECT_OPEN,
  peer: { id: PEER, fullName: null, avatarUrl: null, deleted: true },
};

export const BLOCKED_PEOPLE: BlockedPerson[] = [
  { ...PEER_PERSON, blockedAt: at(30) },
  { id: OTHER, fullName: 'Анна Иванова', avatarUrl: null, blockedAt: at(90) },
];

export const NETWORK = { code: 'network', message: 'Failed to fetch' };
export const BLOCKED = { code: 'blocked', message: 'message_blocked' };
export const PEER_DELETED = { code: 'peer_deleted', message: 'message_peer_deleted' };
export const UNKNOWN_PERSON = { code: 'not_found', message: 'message_user_not_found' };
