/** A thread's machine with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import type { Comment, Page } from '../../../machines/groups/group-page.types';
import {
  type CommentEdit,
  type CommentsQuery,
  type NewComment,
  type PinQuery,
  type Removal,
  type ThreadPage,
  type ThreadQuery,
  threadMachine,
} from '../../../machines/groups/thread.machine';
import { getPublicThreadPage } from '../../services/groups-public';
import { groupsService } from './service';

export const threadLogic = threadMachine.provide({
  actors: {
    loadThread: fromPromise<ThreadPage, ThreadQuery>(async ({ input }) =>
      (await groupsService()).getThreadPage(input.groupId, input.threadId),
    ),
    loadComments: fromPromise<Page<Comment>, CommentsQuery>(async ({ input }) =>
      (await groupsService()).listComments(input.threadId, { after: input.after }),
    ),
    postComment: fromPromise<Comment, NewComment>(async ({ input }) =>
      (await groupsService()).createComment(
        input.threadId,
        input.authorId,
        input.body,
        input.replyTo,
      ),
    ),
    updateComment: fromPromise<Comment, CommentEdit>(async ({ input }) =>
      (await groupsService()).updateComment(input.commentId, input.body),
    ),
    removeItem: fromPromise<void, Removal>(async ({ input }) => {
      const s = await groupsService();
      await (input.kind === 'thread' ? s.deleteThread(input.id) : s.deleteComment(input.id));
    }),
    pinThread: fromPromise<void, PinQuery>(async ({ input }) =>
      (await groupsService()).pinThread(input.threadId, input.pinned),
    ),
  },
});

/**
 * A visitor's discussion: public data over plain fetch, so the page shows without supabase-js.
 * A visitor cannot change anything; more comments load it then.
 */
export const visitorThreadLogic = threadLogic.provide({
  actors: {
    loadThread: fromPromise<ThreadPage, ThreadQuery>(({ input }) =>
      getPublicThreadPage(input.groupId, input.threadId),
    ),
  },
});
