/**
 * The chat room machine with its real actor: a group's chat is its members', an event's its
 * organiser's and the people going (the database's rule; read here only to say why not).
 */
import { fromPromise } from 'xstate';
import {
  type Room,
  type RoomQuery,
  chatRoomMachine,
} from '../../../machines/messages/chat-room.machine';
import { groupsService } from '../groups/service';
import { messagesService } from './service';

async function groupRoom({ id }: RoomQuery): Promise<Room> {
  const { group, standing } = await (await groupsService()).getGroup(id);
  const role = standing.role;
  if (role === null) return { title: group.name, conversationId: null, canModerate: false };
  return {
    title: group.name,
    conversationId: await (await messagesService()).chatOf({ groupId: id }),
    canModerate: role === 'owner' || role === 'moderator',
  };
}

async function eventRoom({ id, userId }: RoomQuery): Promise<Room> {
  const { getEventPage } = await import('../../services/events');
  const { event, myRsvp } = await getEventPage(id, userId);
  const organiser = event.organizer.id === userId;
  if (!organiser && myRsvp !== 'going')
    return { title: event.title, conversationId: null, canModerate: false };
  return {
    title: event.title,
    conversationId: await (await messagesService()).chatOf({ eventId: id }),
    canModerate: organiser,
  };
}

export const chatRoomLogic = chatRoomMachine.provide({
  actors: {
    loadRoom: fromPromise<Room, RoomQuery>(({ input }) =>
      input.kind === 'group' ? groupRoom(input) : eventRoom(input),
    ),
  },
});
