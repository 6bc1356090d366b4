/** The direct conversation page's machine with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import { type DirectConversation, directMachine } from '../../../machines/messages/direct.machine';
import { messagesService } from './service';

export const directLogic = directMachine.provide({
  actors: {
    openDirect: fromPromise<DirectConversation, { peerId: string }>(async ({ input }) => {
      const s = await messagesService();
      // Starting first: it is what refuses oneself, an unknown person and a block.
      const conversationId = await s.startDirect(input.peerId);
      const [[peer], blocked] = await Promise.all([s.people([input.peerId]), s.listBlocked()]);
      return {
        conversationId,
        // Started, so the person exists; their profile row is public.
        peer: peer ?? { id: input.peerId, fullName: null, avatarUrl: null },
        blockedByMe: blocked.some((p) => p.id === input.peerId),
      };
    }),
    blockPerson: fromPromise<void, { userId: string }>(async ({ input }) =>
      (await messagesService()).block(input.userId),
    ),
    unblockPerson: fromPromise<void, { userId: string }>(async ({ input }) =>
      (await messagesService()).unblock(input.userId),
    ),
  },
});
