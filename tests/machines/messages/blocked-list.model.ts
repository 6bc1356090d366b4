import type { EventFrom, SnapshotFrom } from 'xstate';
import { blockedListMachine } from '../../../machines/messages/blocked-list.machine';
import { createModel } from '../../support/model';
import { BLOCKED_PEOPLE, NETWORK } from './conversations.fixtures';

type Snap = SnapshotFrom<typeof blockedListMachine>;

export const blockedListEvents: EventFrom<typeof blockedListMachine>[] = [
  { type: 'xstate.done.actor.loadBlocked', output: BLOCKED_PEOPLE } as never,
  { type: 'xstate.done.actor.loadBlocked', output: [] } as never,
  { type: 'xstate.error.actor.loadBlocked', error: NETWORK } as never,
  { type: 'retry' },
  ...BLOCKED_PEOPLE.map((p) => ({ type: 'unblock', userId: p.id }) as const),
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.unblockPerson', output: undefined } as never,
  { type: 'xstate.error.actor.unblockPerson', error: NETWORK } as never,
];

export const blockedListState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.people.map((p) => p.id).join(),
    s.context.target,
    s.context.error?.code,
  ]);

export const blockedListModel = createModel(blockedListMachine, {
  events: blockedListEvents,
  serializeState: blockedListState,
});
