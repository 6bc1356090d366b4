/** The conversation list's machine with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import { conversationsMachine } from '../../../machines/messages/conversations.machine';
import type {
  ConversationsPage,
  ConversationsQuery,
} from '../../../machines/messages/conversations.types';
import { messagesService } from './service';

/** Conversations a page of the list holds. */
export const CONVERSATIONS_PAGE = 20;

export const conversationsLogic = conversationsMachine.provide({
  actors: {
    loadConversations: fromPromise<ConversationsPage, ConversationsQuery>(async ({ input }) =>
      (await messagesService()).listConversations({
        after: input.after,
        limit: CONVERSATIONS_PAGE,
      }),
    ),
  },
});
