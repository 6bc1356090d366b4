/**
 * The header's unread badge: its machine with the real actor, started once the session is known to
 * be a member's. Loaded on its own (src/app/messages/unread.ts), so neither supabase-js nor this
 * code is in the first page's JS.
 */
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import { unreadMachine } from '../../../machines/messages/unread.machine';
import { selectUnreadCount } from '../../../machines/messages/unread.selectors';
import { MESSAGES_READ } from './read-event';
import { messagesService } from './service';

/** A signed-in person's badge asks again this often while the page is in view. */
const POLL_MS = 60_000;

export const unreadLogic = unreadMachine.provide({
  actors: {
    loadUnread: fromPromise<number, void>(async () => (await messagesService()).unreadTotal()),
  },
});

export interface UnreadWatch {
  /** Something may have changed (another page opened): read the total again. */
  refresh: () => void;
  stop: () => void;
}

/**
 * Runs the badge: the total now, again when a chat marks messages read, when the tab comes back
 * into view and every minute while it is: a cheap count (`unread_total`) instead of a live
 * channel per conversation.
 */
export function watchUnread(
  onCount: (count: number) => void,
  inspect?: (event: InspectionEvent) => void,
): UnreadWatch {
  const actor = createActor(unreadLogic, { inspect }).start();
  const subscription = actor.subscribe((s) => onCount(selectUnreadCount(s)));
  const refresh = () => actor.send({ type: 'refresh' });
  const onShow = () => document.visibilityState === 'visible' && refresh();
  document.addEventListener('visibilitychange', onShow);
  window.addEventListener('focus', onShow);
  window.addEventListener(MESSAGES_READ, refresh);
  const poll = window.setInterval(onShow, POLL_MS);
  return {
    refresh,
    stop: () => {
      window.clearInterval(poll);
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('focus', onShow);
      window.removeEventListener(MESSAGES_READ, refresh);
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
