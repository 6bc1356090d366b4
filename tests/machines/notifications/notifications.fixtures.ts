/** Notifications the page's and the bell's tests and stories share. */
import type {
  NotificationItem,
  NotificationPreference,
  NotificationsPage,
} from '../../../machines/notifications/notifications.types';

const at = (minutes: number) =>
  new Date(Date.UTC(2026, 10, 28, 6, 0) - minutes * 60_000).toISOString();

export const EVENT_ID = 'e1000000-0000-4000-8000-000000000001';
export const GROUP_ID = 'c1000000-0000-4000-8000-000000000001';
export const THREAD_ID = 'd1000000-0000-4000-8000-000000000001';
export const PEER_ID = '00000000-0000-4000-8000-0000000000bb';

const base = { actorId: null, actorName: null, othersCount: 0, readAt: null };

/**
 * The newest page: thirteen people said they come (one named, twelve folded in), a reply in a
 * discussion, a waitlist seat (read), a reminder from nobody.
 */
export const FIRST_ITEMS: NotificationItem[] = [
  {
    ...base,
    id: 40,
    type: 'rsvp.created',
    params: { eventId: EVENT_ID, eventTitle: 'React митап' },
    actorId: PEER_ID,
    actorName: 'Анна Смирнова',
    othersCount: 12,
    createdAt: at(2),
  },
  {
    ...base,
    id: 39,
    type: 'discussion.reply',
    params: { groupId: GROUP_ID, threadId: THREAD_ID, threadTitle: 'Где собираемся?' },
    actorId: PEER_ID,
    actorName: 'Дмитрий Иванов',
    createdAt: at(30),
  },
  {
    ...base,
    id: 38,
    type: 'waitlist.promoted',
    params: { eventId: EVENT_ID, eventTitle: 'React митап' },
    readAt: at(60),
    createdAt: at(90),
  },
  {
    ...base,
    id: 37,
    type: 'event.reminder',
    params: { eventId: EVENT_ID, eventTitle: 'React митап', startsAt: at(-1440) },
    createdAt: at(1500),
  },
];

/** The older page, the last: a group's decision and an unread direct message. */
export const OLDER_ITEMS: NotificationItem[] = [
  {
    ...base,
    id: 12,
    type: 'group.join_approved',
    params: { groupId: GROUP_ID, groupName: 'Фронтенд Москва' },
    createdAt: at(4000),
  },
  {
    ...base,
    id: 11,
    type: 'message.unread',
    params: { conversationUserId: PEER_ID },
    actorId: PEER_ID,
    actorName: 'Екатерина Петрова',
    readAt: at(3000),
    createdAt: at(5000),
  },
];

export const FIRST_PAGE: NotificationsPage = { items: FIRST_ITEMS, next: 37 };
export const LAST_PAGE: NotificationsPage = { items: OLDER_ITEMS, next: null };
/** Only what is unread, all of it on one page. */
export const UNREAD_PAGE: NotificationsPage = {
  items: [...FIRST_ITEMS, ...OLDER_ITEMS].filter((n) => !n.readAt),
  next: null,
};
export const NO_NOTIFICATIONS: NotificationsPage = { items: [], next: null };
/** Someone new is going, after the first page was read: the first page read again. */
export const NEWEST_ITEM: NotificationItem = {
  ...base,
  id: 41,
  type: 'rsvp.created',
  params: { eventId: EVENT_ID, eventTitle: 'Вечер настолок' },
  actorId: PEER_ID,
  actorName: 'Ольга Кузнецова',
  createdAt: at(1),
};
export const FRESH_PAGE: NotificationsPage = {
  items: [NEWEST_ITEM, ...FIRST_ITEMS.slice(0, 3)],
  next: FIRST_ITEMS[2]!.id,
};
/** Everything read: nothing for «mark all read» to do. */
export const ALL_READ_PAGE: NotificationsPage = {
  items: FIRST_ITEMS.map((n) => ({ ...n, readAt: n.readAt ?? at(1) })),
  next: null,
};

export const NETWORK = { code: 'network', message: 'Failed to fetch' };

/** Three types' channels as the database answers them (defaults filled). */
export const PREFERENCES: NotificationPreference[] = [
  { type: 'rsvp.created', inApp: true, email: false },
  { type: 'waitlist.promoted', inApp: true, email: true },
  { type: 'event.reminder', inApp: true, email: true },
];
/** Emails about new RSVPs turned on; in-app reminders turned off. */
export const EMAIL_RSVPS: NotificationPreference = { ...PREFERENCES[0]!, email: true };
export const NO_REMINDERS: NotificationPreference = { ...PREFERENCES[2]!, inApp: false };
