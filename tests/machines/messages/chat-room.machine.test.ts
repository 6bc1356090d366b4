// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import {
  type Room,
  type RoomQuery,
  chatRoomMachine,
} from '../../../machines/messages/chat-room.machine';
import { selectRoomView } from '../../../machines/messages/chat-room.selectors';
import { controllable } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { ROOM_MODELS } from './chat-room.model';

type Sut = SystemUnderTest<typeof chatRoomMachine>;

function setup(input: RoomQuery) {
  const load = controllable<Room, RoomQuery>();
  const actor = createActor(chatRoomMachine.provide({ actors: { loadRoom: load.logic } }), {
    input,
  }).start();
  const view = () => selectRoomView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual(input);
      },
      open: (s) => {
        expect(view().status).toBe('open');
        expect(view().room).toEqual(s.context.room);
      },
      closed: () => {
        expect(view().status).toBe('closed');
        expect(view().room?.conversationId).toBeNull();
      },
      notFound: () => {
        expect(view().status).toBe('notFound');
        if (input.id === 'not-a-uuid') expect(load.calls).toHaveLength(0);
      },
      failed: (s) => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe(s.context.error?.code);
      },
    },
    events: {
      'xstate.done.actor.loadRoom': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadRoom': (e: any) => load.reject(e.error),
      retry: (e) => void actor.send(e),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('chat room machine (model-based)', () => {
  machineStartsTests(
    chatRoomMachine,
    ROOM_MODELS.map(([name, model, input]) => [name, model, () => setup(input)] as const),
  );
});
