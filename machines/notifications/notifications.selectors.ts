import type { SnapshotFrom } from 'xstate';
import { type ListEnd, type PagedStatus, listEndOf } from '../shared/paging';
import type { notificationsMachine } from './notifications.machine';
import { type NotificationItem, hrefOf } from './notifications.types';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

/** One notification as a line shows it: rendered in the viewer's language from type and params. */
export interface NotificationLine {
  id: number;
  type: NotificationItem['type'];
  params: NotificationItem['params'];
  actorName: string | null;
  /** The person named deleted their account. */
  actorDeleted: boolean;
  othersCount: number;
  unread: boolean;
  at: string;
  /** Where it leads; null when it is about nothing one can open. */
  href: string | null;
}

export const lineOf = (n: NotificationItem): NotificationLine => ({
  id: n.id,
  type: n.type,
  params: n.params,
  actorName: n.actorName,
  actorDeleted: n.actorDeleted === true,
  othersCount: n.othersCount,
  unread: !n.readAt,
  at: n.createdAt,
  href: hrefOf(n),
});

/** Where marking stands: nothing on its way, one or all being marked, or a refusal shown. */
export type MarkingStatus = 'idle' | 'one' | 'all' | 'failed';

const statusOf = (s: Snapshot): PagedStatus => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('empty')) return 'empty';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ loaded: { list: 'loadingMore' } })) return 'loadingMore';
  if (s.matches({ loaded: { list: 'moreFailed' } })) return 'moreFailed';
  return 'loaded';
};

const markingOf = (s: Snapshot): MarkingStatus => {
  if (s.matches({ loaded: { marking: 'one' } })) return 'one';
  if (s.matches({ loaded: { marking: 'all' } })) return 'all';
  if (s.matches({ loaded: { marking: 'failed' } })) return 'failed';
  return 'idle';
};

export const selectNotificationsView = (s: Snapshot) => {
  const status = statusOf(s);
  const marking = markingOf(s);
  const listEnd: ListEnd = listEndOf(status, s.context.next !== null);
  return {
    status,
    unreadOnly: s.context.unreadOnly,
    notifications: s.context.items.map(lineOf),
    listEnd,
    errorCode: s.context.error?.code ?? null,
    marking,
    /** The notification being marked (or that failed to be); null while marking them all. */
    markingId: marking === 'idle' ? null : s.context.marking,
    markErrorCode: s.context.markError?.code ?? null,
    /** The first page is being read again after a change; the list stays as it is meanwhile. */
    refreshing: s.matches({ loaded: { live: 'refreshing' } }),
    /** «Mark all read» is offered while something listed is unread and no mark is on its way. */
    canMarkAll:
      (marking === 'idle' || marking === 'failed') && s.context.items.some((n) => !n.readAt),
  };
};

export type NotificationsView = ReturnType<typeof selectNotificationsView>;
