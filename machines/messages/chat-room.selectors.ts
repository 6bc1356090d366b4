import type { SnapshotFrom } from 'xstate';
import type { ChatFailure } from './chat.types';
import type { Room, RoomKind, chatRoomMachine } from './chat-room.machine';

type RoomSnapshot = SnapshotFrom<typeof chatRoomMachine>;

export type RoomStatus = 'loading' | 'open' | 'closed' | 'notFound' | 'failed';

export interface RoomView {
  status: RoomStatus;
  kind: RoomKind;
  id: string;
  room: Room | null;
  errorCode: ChatFailure['code'] | null;
}

export const selectRoomView = (s: RoomSnapshot): RoomView => ({
  status:
    (['open', 'closed', 'notFound', 'failed'] as const).find((k) => s.matches(k)) ?? 'loading',
  kind: s.context.kind,
  id: s.context.id,
  room: s.context.room,
  errorCode: s.context.error?.code ?? null,
});
