/**
 * The viewer's notifications (issue 17): pages of them, the unread count, marking read, the
 * per-type preferences and the live count. The rules are the database's
 * (supabase/migrations/20261128010100_notifications.sql): rows are made by triggers only, each
 * person reads and marks their own, and the count is broadcast on their private topic.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  NOTIFICATIONS_ERROR_CODES,
  type NotificationItem,
  type NotificationPreference,
  type NotificationType,
  type NotificationsErrorCode,
  type NotificationsPage,
  type NotificationsQuery,
} from '../../machines/notifications/notifications.types';
import { type AreaFailure, areaFailures } from './backend-failure';
import type { Database } from './database.types';

type Db = SupabaseClient<Database>;
type Row = Database['public']['Tables']['notifications']['Row'];

export type NotificationsFailure = AreaFailure<NotificationsErrorCode, never>;

const failures = areaFailures<NotificationsErrorCode, never>({
  codes: NOTIFICATIONS_ERROR_CODES,
  raised: { not_authenticated: 'not_signed_in', notification_preference_invalid: 'invalid' },
  constraintFields: {},
});
export const toNotificationsFailure = failures.toFailure;

/** The private topic the database broadcasts a person's unread count on. */
export const notificationsTopic = (userId: string) => `notifications:${userId}`;

const toItem = (r: Row): NotificationItem => ({
  id: Number(r.id),
  type: r.type as NotificationType,
  params: (r.params ?? {}) as NotificationItem['params'],
  actorId: r.actor_id,
  actorName: r.actor_name,
  actorDeleted: r.actor_deleted,
  othersCount: r.others_count,
  readAt: r.read_at,
  createdAt: r.created_at,
});

function ok<T>({ data, error }: { data: T | null; error: unknown }): T {
  if (error) throw toNotificationsFailure(error);
  return data as T;
}

interface Watcher {
  onCount: (count: number) => void;
  onJoined: () => void;
}

/** A topic's one channel and everyone watching it. */
interface Live {
  watchers: Set<Watcher>;
  joined: boolean;
  leave: () => void;
}

export function createNotificationsService(db: Db) {
  const channels = new Map<string, Live>();
  return {
    /** Newest first, older than `before` (keyset by id); one more row asked says whether more follow. */
    async page({ before, unreadOnly, limit }: NotificationsQuery): Promise<NotificationsPage> {
      const rows = ok(
        await db.rpc('notifications_page', {
          p_limit: limit + 1,
          p_unread_only: unreadOnly,
          ...(before !== null && { p_before: before }),
        }),
      );
      const items = rows.slice(0, limit).map(toItem);
      return { items, next: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
    },

    async unreadCount(): Promise<number> {
      return ok(await db.rpc('notifications_unread_count'));
    },

    /** Marks these read, or all of the viewer's (null); answers how many were unread. */
    async markRead(ids: number[] | null): Promise<number> {
      return ok(await db.rpc('mark_notifications_read', ids ? { p_ids: ids } : {}));
    },

    async preferences(): Promise<NotificationPreference[]> {
      const rows = ok(await db.rpc('notification_preferences'));
      return rows.map((r) => ({
        type: r.type as NotificationType,
        inApp: r.in_app === true,
        email: r.email === true,
      }));
    },

    async setPreference({ type, inApp, email }: NotificationPreference): Promise<void> {
      ok(
        await db.rpc('set_notification_preference', {
          p_type: type,
          p_in_app: inApp,
          p_email: email,
        }),
      );
    },

    /**
     * The viewer's unread count as the database broadcasts it. `onJoined` runs on each (re)join
     * (at once for a watcher who comes after the join): what changed while the channel was away is
     * read then. The bell and the page watch together over one channel, since the client keeps
     * one channel per topic. Answers the leave.
     */
    watchCount(userId: string, onCount: (count: number) => void, onJoined: () => void): () => void {
      const topic = notificationsTopic(userId);
      let live = channels.get(topic);
      if (!live) {
        const watchers = new Set<Watcher>();
        const made: Live = { watchers, joined: false, leave: () => {} };
        const channel = db
          .channel(topic, { config: { private: true } })
          .on('broadcast', { event: 'changed' }, ({ payload }) => {
            const unread = (payload as { unread?: unknown } | undefined)?.unread;
            if (typeof unread === 'number') for (const w of watchers) w.onCount(unread);
          });
        let left = false;
        made.leave = () => {
          left = true;
          void db.removeChannel(channel);
        };
        // The join carries the member's token, for the topic's policy to see them.
        void db.realtime
          .setAuth()
          .catch(() => {})
          .then(() => {
            if (!left)
              channel.subscribe((status) => {
                if (status !== 'SUBSCRIBED') return;
                made.joined = true;
                for (const w of watchers) w.onJoined();
              });
          });
        channels.set(topic, made);
        live = made;
      }
      const watcher: Watcher = { onCount, onJoined };
      live.watchers.add(watcher);
      if (live.joined) onJoined();
      const shared = live;
      return () => {
        shared.watchers.delete(watcher);
        if (shared.watchers.size > 0 || channels.get(topic) !== shared) return;
        channels.delete(topic);
        shared.leave();
      };
    },

    /** The signed-in person's id, for their topic. */
    async viewerId(): Promise<string | null> {
      const { data } = await db.auth.getSession();
      return data.session?.user.id ?? null;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
