import { chatRoomMachine } from '../../../machines/messages/chat-room.machine';
import { createModel } from '../../support/model';
import { ANNA, FORBIDDEN, NETWORK, done, error } from './chat.model';

export const GROUP_ID = 'e0000000-0000-4000-8000-000000000001';
export const OPEN_ROOM = {
  title: 'Фронтенд Москва',
  conversationId: 'c1000000-0000-4000-8000-000000000001',
  canModerate: false,
};
export const CLOSED_ROOM = { ...OPEN_ROOM, conversationId: null };
export const NOT_FOUND = { code: 'not_found', message: 'No group' };

export const ROOM_INPUT = { kind: 'group' as const, id: GROUP_ID, userId: ANNA.id };

/** A member opens the chat; an outsider reads why; no group, or no answer. */
export const roomModel = createModel(chatRoomMachine, {
  input: ROOM_INPUT,
  events: [
    done('loadRoom', OPEN_ROOM),
    done('loadRoom', CLOSED_ROOM),
    error('loadRoom', NOT_FOUND),
    error('loadRoom', NETWORK),
    error('loadRoom', FORBIDDEN),
    { type: 'retry' },
  ] as never,
});

export const roomMalformedModel = createModel(chatRoomMachine, {
  input: { ...ROOM_INPUT, id: 'not-a-uuid' },
  events: [{ type: 'retry' }],
});

export const ROOM_MODELS = [
  ['group chat', roomModel, ROOM_INPUT],
  ['malformed id', roomMalformedModel, { ...ROOM_INPUT, id: 'not-a-uuid' }],
] as const;
