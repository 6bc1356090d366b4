/**
 * What the notifications page and the header's bell work with (issue 17). `src/services/notifications.ts`
 * answers in these shapes (services may import machines, never the other way round); the rows and
 * their types are the database's (supabase/migrations/2026112801*_notifications*.sql).
 */

/** Every kind of notification the database creates; each is rendered from its own message. */
export const NOTIFICATION_TYPES = [
  'rsvp.created',
  'rsvp.cancelled',
  'waitlist.promoted',
  'event.changed',
  'event.cancelled',
  'event.reminder',
  'group.join_requested',
  'group.join_approved',
  'group.join_declined',
  'group.role_changed',
  'group.event_created',
  'discussion.reply',
  'message.unread',
  'admin.action',
  'report.resolved',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Ids and display values the screens need to render and link a notification in the viewer's
 * language; never text to show as it is (the database stores no sentences).
 */
export interface NotificationParams {
  eventId?: string;
  eventTitle?: string;
  startsAt?: string;
  groupId?: string;
  groupName?: string;
  threadId?: string;
  threadTitle?: string;
  conversationUserId?: string;
  role?: string;
  changed?: string[];
  /** admin.action: what an admin did (an audit kind: event.unpublish, group.close, …). */
  action?: string;
  /** report.resolved: dismiss, remove or ban. */
  outcome?: string;
}

export interface NotificationItem {
  id: number;
  type: NotificationType;
  params: NotificationParams;
  /** The latest person who did it; null for what nobody did (a reminder). */
  actorId: string | null;
  actorName: string | null;
  /** The person named deleted their account: «Удалённый пользователь» instead of a name. */
  actorDeleted?: boolean;
  /** Repeats folded into this one: «Анна и ещё 12 человек». */
  othersCount: number;
  readAt: string | null;
  /** When it happened, or when the latest repeat folded in. */
  createdAt: string;
}

export interface NotificationsQuery {
  /** Keyset: the page after (older than) this id; null for the newest. */
  before: number | null;
  unreadOnly: boolean;
  limit: number;
}

export interface NotificationsPage {
  items: NotificationItem[];
  /** The id to ask before for the next (older) page; null when this page was the last. */
  next: number | null;
}

/** Which notifications to mark read: these ids, or every one of the viewer's (null). */
export type MarkReadInput = { ids: number[] | null };

/** One type's channels as the settings show them: in the app (the bell, the page) and by email. */
export interface NotificationPreference {
  type: NotificationType;
  inApp: boolean;
  email: boolean;
}

export const NOTIFICATIONS_ERROR_CODES = ['not_signed_in', 'network', 'unknown'] as const;

export type NotificationsErrorCode = (typeof NOTIFICATIONS_ERROR_CODES)[number];

export interface NotificationsFailure {
  code: NotificationsErrorCode;
  /** The backend's own words, for logs; never the text shown. */
  message: string;
}

export function toNotificationsFailure(error: unknown): NotificationsFailure {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as Partial<NotificationsFailure>;
    if (
      (NOTIFICATIONS_ERROR_CODES as readonly unknown[]).includes(code) &&
      typeof message === 'string'
    )
      return { code: code!, message };
  }
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** Where a notification leads: the event, the group, the discussion or the conversation. */
export function hrefOf(n: Pick<NotificationItem, 'type' | 'params'>): string | null {
  const p = n.params;
  if (n.type === 'message.unread')
    return p.conversationUserId ? `/messages/${p.conversationUserId}` : '/messages';
  if (n.type === 'discussion.reply' && p.groupId && p.threadId)
    return `/groups/${p.groupId}/threads/${p.threadId}`;
  if (n.type === 'group.join_requested' && p.groupId) return `/groups/${p.groupId}/requests`;
  if (p.eventId) return `/events/${p.eventId}`;
  if (p.groupId) return `/groups/${p.groupId}`;
  return null;
}
