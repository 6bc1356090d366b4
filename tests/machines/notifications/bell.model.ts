import type { EventFrom, SnapshotFrom } from 'xstate';
import { bellMachine } from '../../../machines/notifications/bell.machine';
import { createModel } from '../../support/model';
import { FIRST_PAGE, FRESH_PAGE, NETWORK } from './notifications.fixtures';

type Snap = SnapshotFrom<typeof bellMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: NETWORK }) as never;

/** The newest five as the popover lists them: the first page's four. */
export const LATEST = { items: FIRST_PAGE.items, next: null };
/** The newest read again while the popover is open: someone new is going. */
export const REFRESHED = { items: FRESH_PAGE.items, next: null };

export const bellEvents: EventFrom<typeof bellMachine>[] = [
  done('loadCount', 3),
  error('loadCount'),
  { type: 'count.changed', count: 4 },
  { type: 'refresh' },
  { type: 'popover.open' },
  { type: 'popover.close' },
  { type: 'popover.retry' },
  done('loadLatest', LATEST),
  error('loadLatest'),
  { type: 'all.read' },
  done('markAllRead', 3),
  error('markAllRead'),
  done('refreshLatest', REFRESHED),
  error('refreshLatest'),
];

export const bellState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.count,
    s.context.latest.map((n) => `${n.id}${n.readAt ? 'r' : ''}`).join(),
    s.context.error !== null,
  ]);

export const bellModel = createModel(bellMachine, {
  events: bellEvents,
  serializeState: bellState,
});
