import type { EventFrom } from 'xstate';
import { unreadMachine } from '../../../machines/messages/unread.machine';
import { createModel } from '../../support/model';

export const unreadEvents: EventFrom<typeof unreadMachine>[] = [
  { type: 'xstate.done.actor.loadUnread', output: 5 } as never,
  { type: 'xstate.done.actor.loadUnread', output: 0 } as never,
  { type: 'xstate.error.actor.loadUnread', error: new Error('offline') } as never,
  { type: 'refresh' },
];

export const unreadModel = createModel(unreadMachine, {
  events: unreadEvents,
  serializeState: (s) => JSON.stringify([s.value, s.context.count]),
});
