import type { EventFrom, SnapshotFrom } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { createModel } from '../../support/model';
import { FIRST_PAGE, LAST_PAGE, NETWORK, NO_NOTIFICATIONS } from './notifications.fixtures';

type Snap = SnapshotFrom<typeof notificationsMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: NETWORK }) as never;

/** The unread one the model marks by itself (the first page's newest). */
export const MARKED_ID = FIRST_PAGE.items[0]!.id;

export const notificationsEvents: EventFrom<typeof notificationsMachine>[] = [
  done('loadNotifications', FIRST_PAGE),
  done('loadNotifications', NO_NOTIFICATIONS),
  error('loadNotifications'),
  { type: 'retry' },
  { type: 'more.load' },
  done('loadMore', LAST_PAGE),
  error('loadMore'),
  { type: 'filter.set', unreadOnly: true },
  { type: 'filter.set', unreadOnly: false },
  { type: 'item.read', id: MARKED_ID },
  { type: 'all.read' },
  done('markOne', 1),
  error('markOne'),
  done('markAll', 3),
  error('markAll'),
  { type: 'error.dismiss' },
  { type: 'changed' },
  // The first page as it was: the list the model walks stays the one it knows (what a fresh page
  // adds is the machine test's own case), so the live region adds states, not lists.
  done('refresh', FIRST_PAGE),
  done('refresh', NO_NOTIFICATIONS),
  error('refresh'),
];

/** How the model tells states apart: where it is, what is listed and read, the filter, the errors. */
export const notificationsState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.items.map((n) => `${n.id}${n.readAt ? 'r' : ''}`).join(),
    s.context.next !== null,
    s.context.unreadOnly,
    s.context.marking,
    s.context.error !== null,
    s.context.markError !== null,
  ]);

export const notificationsModel = createModel(notificationsMachine, {
  events: notificationsEvents,
  serializeState: notificationsState,
});
