/**
 * The notifications service over the app's supabase-js client, loaded with the first request
 * that needs it: neither the bell's count nor the page carries the client in its chunk.
 */
import type { NotificationsService } from '../../services/notifications';

let service: Promise<NotificationsService> | null = null;

export function notificationsService(): Promise<NotificationsService> {
  service ??= Promise.all([
    import('../../services/notifications'),
    import('../../services/supabase'),
  ]).then(
    ([notifications, { supabase }]) => notifications.createNotificationsService(supabase),
    (error: unknown) => {
      // The next request asks again (a chunk that failed to load on a flaky connection).
      service = null;
      throw error;
    },
  );
  return service;
}

/**
 * The signed-in person's live channel, for as long as the answer is not called: `onCount` with
 * each count the database broadcasts, `onJoined` on every (re)join. Nothing when nobody is signed in.
 */
export function watchViewer(onCount: (count: number) => void, onJoined: () => void): () => void {
  let leave: (() => void) | null = null;
  let stopped = false;
  void notificationsService().then(async (s) => {
    const userId = await s.viewerId();
    if (stopped || !userId) return;
    leave = s.watchCount(userId, onCount, onJoined);
  });
  return () => {
    stopped = true;
    leave?.();
  };
}
