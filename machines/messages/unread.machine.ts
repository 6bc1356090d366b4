import { assign, setup } from 'xstate';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';

export interface UnreadContext {
  /** Unread messages over all the viewer's conversations; null until first known. */
  count: number | null;
}

/** Something may have changed: the viewer moved to another page, came back to the tab, or the poll ticked. */
export type UnreadEvent = { type: 'refresh' };

/**
 * The header's unread badge for a signed-in person: the total, read once the session is known and
 * again on `refresh`. A failed read keeps what the badge showed: it is a hint, never an error.
 */
export const unreadMachine = setup({
  types: {
    context: {} as UnreadContext,
    events: {} as UnreadEvent,
  },
  actors: {
    loadUnread: notProvided<number>('loadUnread'),
  },
  actions: {
    storeCount: assign((_, { output }: { output: number }) => ({ count: output })),
  },
}).createMachine({
  id: 'unread',
  context: { count: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        onDone: { target: 'idle', actions: { type: 'storeCount', params: outputOf } },
        onError: { target: 'idle' },
      },
    },
    idle: {
      on: { refresh: 'loading' },
    },
  },
});
