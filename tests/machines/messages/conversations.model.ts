import type { EventFrom, SnapshotFrom } from 'xstate';
import { conversationsMachine } from '../../../machines/messages/conversations.machine';
import { createModel } from '../../support/model';
import {
  FIRST_PAGE,
  LAST_PAGE,
  NETWORK,
  NO_CONVERSATIONS,
  REFRESHED,
} from './conversations.fixtures';

type Snap = SnapshotFrom<typeof conversationsMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: NETWORK }) as never;

export const conversationsEvents: EventFrom<typeof conversationsMachine>[] = [
  done('loadConversations', FIRST_PAGE),
  done('loadConversations', NO_CONVERSATIONS),
  error('loadConversations'),
  { type: 'retry' },
  { type: 'more.load' },
  done('loadMore', LAST_PAGE),
  error('loadMore'),
  { type: 'refresh' },
  done('refreshList', REFRESHED),
  error('refreshList'),
  done('refreshEmpty', FIRST_PAGE),
  done('refreshEmpty', NO_CONVERSATIONS),
  error('refreshEmpty'),
];

/** How the model tells states apart: where it is, how much is listed, whether more may follow. */
export const conversationsState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.items.map((c) => c.id).join(),
    s.context.next !== null,
    s.context.error !== null,
  ]);

export const conversationsModel = createModel(conversationsMachine, {
  events: conversationsEvents,
  serializeState: conversationsState,
});
