/** The settings' blocked people with their real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import { blockedListMachine } from '../../../machines/messages/blocked-list.machine';
import type { BlockedPerson } from '../../../machines/messages/conversations.types';
import { messagesService } from '../messages/service';

export const blockedListLogic = blockedListMachine.provide({
  actors: {
    loadBlocked: fromPromise<BlockedPerson[], void>(async () =>
      (await messagesService()).listBlocked(),
    ),
    unblockPerson: fromPromise<void, { userId: string }>(async ({ input }) =>
      (await messagesService()).unblock(input.userId),
    ),
  },
});
