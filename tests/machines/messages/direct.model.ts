import type { EventFrom, SnapshotFrom } from 'xstate';
import { directMachine } from '../../../machines/messages/direct.machine';
import { createModel } from '../../support/model';
import {
  BLOCKED,
  DIRECT_BLOCKED,
  DIRECT_OPEN,
  DIRECT_PEER_DELETED,
  NETWORK,
  PEER,
  PEER_DELETED,
  UNKNOWN_PERSON,
  VIEWER,
} from './conversations.fixtures';

type Snap = SnapshotFrom<typeof directMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, e: unknown) => ({ type: `xstate.error.actor.${id}`, error: e }) as never;

export const directEvents: EventFrom<typeof directMachine>[] = [
  done('openDirect', DIRECT_OPEN),
  done('openDirect', DIRECT_BLOCKED),
  done('openDirect', DIRECT_PEER_DELETED),
  error('openDirect', BLOCKED),
  error('openDirect', PEER_DELETED),
  error('openDirect', UNKNOWN_PERSON),
  error('openDirect', NETWORK),
  { type: 'retry' },
  { type: 'block.ask' },
  { type: 'block.cancel' },
  { type: 'block.confirm' },
  { type: 'unblock' },
  { type: 'error.dismiss' },
  done('blockPerson', undefined),
  error('blockPerson', NETWORK),
  done('unblockPerson', undefined),
  error('unblockPerson', NETWORK),
];

export const directState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.conversation?.blockedByMe,
    s.context.conversation?.peer.deleted,
    s.context.error?.code,
  ]);

export const directModel = createModel(directMachine, {
  input: { peerId: PEER, viewerId: VIEWER },
  events: directEvents,
  serializeState: directState,
});

/** Writing to oneself: refused without asking. */
export const directSelfModel = createModel(directMachine, {
  input: { peerId: VIEWER, viewerId: VIEWER },
  events: directEvents,
  serializeState: directState,
});

/** An address no person can have: refused without asking. */
export const directMalformedModel = createModel(directMachine, {
  input: { peerId: 'not-a-uuid', viewerId: VIEWER },
  events: directEvents,
  serializeState: directState,
});
