import { assign, setup } from 'xstate';
import { isEventId } from '../events/event-limits';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type ChatFailure, toChatFailure } from './chat.types';

/** Whose chat: a group's (its members) or an event's (its organiser and the people going). */
export type RoomKind = 'group' | 'event';

export interface RoomQuery {
  kind: RoomKind;
  /** The group's or the event's id. */
  id: string;
  userId: string;
}

export interface Room {
  /** The group's name or the event's title. */
  title: string;
  /** The chat's conversation; null when the viewer takes no part in it. */
  conversationId: string | null;
  /** A group's owner or moderator, the event's organiser: may delete any message. */
  canModerate: boolean;
}

export interface RoomContext extends RoomQuery {
  room: Room | null;
  error: ChatFailure | null;
}

export type RoomEvent = { type: 'retry' };

/**
 * The page of a group's or an event's chat (issue 16): who may read it is the database's rule;
 * this finds the chat and whether the viewer is in it, so an outsider reads why, and the way in
 * (the group's page to join it, the event's to go), instead of an empty chat.
 */
export const chatRoomMachine = setup({
  types: {
    context: {} as RoomContext,
    events: {} as RoomEvent,
    input: {} as RoomQuery,
  },
  actors: {
    loadRoom: notProvided<Room, RoomQuery>('loadRoom'),
  },
  actions: {
    storeRoom: assign({ room: (_, { output }: { output: Room }) => output, error: null }),
    storeError: assign({ error: (_, { error }: { error: unknown }) => toChatFailure(error) }),
  },
  guards: {
    isMalformedId: ({ context }) => !isEventId(context.id),
    isNotFound: (_, { error }: { error: unknown }) => toChatFailure(error).code === 'not_found',
    isParticipant: (_, { output }: { output: Room }) => output.conversationId !== null,
  },
}).createMachine({
  id: 'chatRoom',
  context: ({ input }) => ({ ...input, room: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isMalformedId', target: 'notFound' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadRoom',
        src: 'loadRoom',
        input: ({ context }) => ({ kind: context.kind, id: context.id, userId: context.userId }),
        onDone: [
          {
            guard: { type: 'isParticipant', params: outputOf<Room> },
            target: 'open',
            actions: { type: 'storeRoom', params: outputOf<Room> },
          },
          { target: 'closed', actions: { type: 'storeRoom', params: outputOf<Room> } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          { target: 'failed', actions: { type: 'storeError', params: errorOf } },
        ],
      },
    },
    open: {},
    closed: {},
    notFound: {},
    failed: { on: { retry: { target: 'loading' } } },
  },
});
