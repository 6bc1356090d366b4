import { and, assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { readingStates } from '../shared/reading';
import type { GroupHead } from './group-page.machine';
import {
  type Comment,
  type Cursor,
  DISCUSSION_LIMITS,
  type GroupFailure,
  type Page,
  type Thread,
  type Viewer,
  charLength,
  isManager,
  isUuid,
  keptAndNotified,
  loadingMore,
  toGroupFailure,
  userIdOf,
  withMore,
} from './group-page.types';

export interface ThreadInput {
  groupId: string;
  threadId: string;
  viewer: Viewer;
}

export interface ThreadPage extends GroupHead {
  thread: Thread;
  comments: Page<Comment>;
}

export interface ThreadQuery {
  groupId: string;
  threadId: string;
}
export interface CommentsQuery {
  threadId: string;
  after: Cursor;
}
export interface NewComment {
  threadId: string;
  authorId: string;
  body: string;
  replyTo: string | null;
}
export interface CommentEdit {
  commentId: string;
  body: string;
}
/** What a removal is about: a comment, or the thread itself. */
export interface Removal {
  kind: 'comment' | 'thread';
  id: string;
}
export interface PinQuery {
  threadId: string;
  pinned: boolean;
}

export type CommentProblem = 'required' | 'tooLong';

export interface ThreadContext extends ThreadInput {
  page: ThreadPage | null;
  error: GroupFailure | null;
  moreError: GroupFailure | null;
  draft: string;
  replyTo: string | null;
  draftProblem: CommentProblem | null;
  postError: GroupFailure | null;
  editing: CommentEdit | null;
  editProblem: CommentProblem | null;
  editError: GroupFailure | null;
  removal: Removal | null;
  actionError: GroupFailure | null;
}

export type ThreadEvent =
  | { type: 'retry' }
  | { type: 'comments.more' }
  | { type: 'draft.change'; value: string }
  | { type: 'reply.start'; commentId: string }
  | { type: 'reply.clear' }
  | { type: 'comment.submit' }
  | { type: 'comment.edit'; commentId: string }
  | { type: 'edit.change'; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'comment.delete'; commentId: string }
  | { type: 'thread.delete' }
  | { type: 'removal.confirm' }
  | { type: 'removal.dismiss' }
  | { type: 'thread.pin' }
  | { type: 'error.dismiss' };

/** A comment as the database takes it: not blank, at most 4,000 characters. */
export function commentProblem(body: string): CommentProblem | null {
  if (body.trim() === '') return 'required';
  if (charLength(body) > DISCUSSION_LIMITS.comment.max) return 'tooLong';
  return null;
}

const viewerRole = (context: ThreadContext) => context.page?.standing.role ?? null;
const isMine = (context: ThreadContext, authorId: string | undefined) =>
  !!authorId && authorId === userIdOf(context.viewer);

/** The viewer may delete it: their own, or anything when they run the group. */
export const mayRemove = (context: ThreadContext, authorId: string | undefined) =>
  isMine(context, authorId) || isManager(viewerRole(context));

const commentOf = (context: ThreadContext, id: string) =>
  context.page?.comments.items.find((c) => c.id === id);

/**
 * A discussion of a group (issue 15, `/groups/{id}/threads/{threadId}`): the thread and its
 * comments, oldest first, paged by keyset; side by side once read:
 * - `comments`: the next page on demand;
 * - `composer`: a member writes a comment, perhaps in reply to another;
 * - `editor`: the author edits their own comment;
 * - `moderation`: deleting a comment or the thread (their authors, the owner, moderators),
 *   confirmed first, and pinning the thread (owner, moderators).
 * Text is plain: the view shows it as written, with its links clickable.
 */
export const threadMachine = setup({
  types: {
    context: {} as ThreadContext,
    events: {} as ThreadEvent,
    input: {} as ThreadInput,
  },
  actors: {
    loadThread: notProvided<ThreadPage, ThreadQuery>('loadThread'),
    loadComments: notProvided<Page<Comment>, CommentsQuery>('loadComments'),
    postComment: notProvided<Comment, NewComment>('postComment'),
    updateComment: notProvided<Comment, CommentEdit>('updateComment'),
    removeItem: notProvided<void, Removal>('removeItem'),
    pinThread: notProvided<void, PinQuery>('pinThread'),
  },
  actions: {
    storePage: assign({ page: (_, { output }: { output: ThreadPage }) => output, error: null }),
    storeError: assign({ error: (_, { error }: { error: unknown }) => toGroupFailure(error) }),
    appendComments: assign({
      page: ({ context }, { output }: { output: Page<Comment> }) => ({
        ...context.page!,
        comments: withMore(context.page!.comments, output),
      }),
      moreError: null,
    }),
    storeMoreError: assign({
      moreError: (_, { error }: { error: unknown }) => toGroupFailure(error),
    }),
    storeDraft: assign({ draft: (_, { value }: { value: string }) => value, draftProblem: null }),
    storeReplyTo: assign({ replyTo: (_, { commentId }: { commentId: string }) => commentId }),
    clearReplyTo: assign({ replyTo: null }),
    checkDraft: assign({ draftProblem: ({ context }) => commentProblem(context.draft) }),
    /** Posted: the comment joins the end of what is shown, the box empties. */
    addComment: assign({
      page: ({ context }, { output }: { output: Comment }) => ({
        ...context.page!,
        thread: { ...context.page!.thread, commentCount: context.page!.thread.commentCount + 1 },
        comments: {
          ...context.page!.comments,
          items: [...context.page!.comments.items, output],
        },
      }),
      draft: '',
      replyTo: null,
      postError: null,
    }),
    storePostError: assign({
      postError: (_, { error }: { error: unknown }) => toGroupFailure(error),
    }),
    startEditing: assign({
      editing: ({ context }, { commentId }: { commentId: string }) => ({
        commentId,
        body: commentOf(context, commentId)?.body ?? '',
      }),
      editProblem: null,
      editError: null,
    }),
    storeEdit: assign({
      editing: ({ context }, { value }: { value: string }) => ({
        ...context.editing!,
        body: value,
      }),
      editProblem: null,
    }),
    checkEdit: assign({ editProblem: ({ context }) => commentProblem(context.editing!.body) }),
    replaceComment: assign({
      page: ({ context }, { output }: { output: Comment }) => ({
        ...context.page!,
        comments: {
          ...context.page!.comments,
          items: context.page!.comments.items.map((c) => (c.id === output.id ? output : c)),
        },
      }),
      editing: null,
    }),
    stopEditing: assign({ editing: null, editProblem: null, editError: null }),
    storeEditError: assign({
      editError: (_, { error }: { error: unknown }) => toGroupFailure(error),
    }),
    keepRemoval: assign({ removal: (_, removal: Removal) => removal, actionError: null }),
    clearActionError: assign({ actionError: null }),
    dropRemoval: assign({ removal: null }),
    dropComment: assign({
      page: ({ context }) => ({
        ...context.page!,
        thread: {
          ...context.page!.thread,
          commentCount: Math.max(0, context.page!.thread.commentCount - 1),
        },
        comments: {
          ...context.page!.comments,
          items: context.page!.comments.items.filter((c) => c.id !== context.removal!.id),
        },
      }),
      removal: null,
    }),
    togglePinned: assign({
      page: ({ context }) => ({
        ...context.page!,
        thread: { ...context.page!.thread, pinned: !context.page!.thread.pinned },
      }),
    }),
    storeActionError: assign({
      actionError: (_, { error }: { error: unknown }) => toGroupFailure(error),
      removal: null,
    }),
    clearErrors: assign({ postError: null, editError: null, actionError: null, moreError: null }),
    /** The thread is gone: back to its group. */
    goToGroup: () => {},
    notifyFailed: (_, _params: { failure: GroupFailure }) => {},
  },
  guards: {
    isMalformedId: ({ context }) => !isUuid(context.groupId) || !isUuid(context.threadId),
    isNotFound: (_, { error }: { error: unknown }) => toGroupFailure(error).code === 'not_found',
    hasMore: ({ context }) => !!context.page?.comments.next,
    isMember: ({ context }) => viewerRole(context) !== null,
    draftIsValid: ({ context }) => commentProblem(context.draft) === null,
    editIsValid: ({ context }) => commentProblem(context.editing?.body ?? '') === null,
    isOwnComment: ({ context, event }) =>
      event.type === 'comment.edit' &&
      isMine(context, commentOf(context, event.commentId)?.author.id),
    mayRemoveComment: ({ context, event }) =>
      event.type === 'comment.delete' &&
      mayRemove(context, commentOf(context, event.commentId)?.author.id),
    mayRemoveThread: ({ context }) => mayRemove(context, context.page?.thread.author.id),
    isManager: ({ context }) => isManager(viewerRole(context)),
    isThreadRemoval: ({ context }) => context.removal?.kind === 'thread',
    hasError: ({ context }) =>
      context.postError !== null ||
      context.editError !== null ||
      context.actionError !== null ||
      context.moreError !== null,
  },
}).createMachine({
  id: 'thread',
  context: ({ input }) => ({
    ...input,
    page: null,
    error: null,
    moreError: null,
    draft: '',
    replyTo: null,
    draftProblem: null,
    postError: null,
    editing: null,
    editProblem: null,
    editError: null,
    removal: null,
    actionError: null,
  }),
  initial: 'starting',
  states: {
    ...readingStates({
      loader: 'loadThread',
      input: ({ context }: { context: ThreadContext }) => ({
        groupId: context.groupId,
        threadId: context.threadId,
      }),
      store: 'storePage',
      storeError: 'storeError',
      then: 'ready',
    }),
    removed: { entry: 'goToGroup' },
    ready: {
      type: 'parallel',
      on: { 'error.dismiss': { guard: 'hasError', actions: 'clearErrors' } },
      states: {
        comments: {
          initial: 'idle',
          states: {
            idle: { on: { 'comments.more': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: loadingMore({
              loader: 'loadComments',
              input: ({ context }: { context: ThreadContext }) => ({
                threadId: context.threadId,
                after: context.page!.comments.next!,
              }),
              append: 'appendComments',
              then: 'idle',
            }),
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'draft.change': { actions: { type: 'storeDraft', params: ({ event }) => event } },
                'reply.start': {
                  guard: 'isMember',
                  actions: { type: 'storeReplyTo', params: ({ event }) => event },
                },
                'reply.clear': { actions: 'clearReplyTo' },
                'comment.submit': [
                  { guard: and(['isMember', 'draftIsValid']), target: 'posting' },
                  { guard: 'isMember', actions: 'checkDraft' },
                ],
              },
            },
            posting: {
              invoke: {
                id: 'postComment',
                src: 'postComment',
                input: ({ context }) => ({
                  threadId: context.threadId,
                  authorId: userIdOf(context.viewer)!,
                  body: context.draft,
                  replyTo: context.replyTo,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'addComment', params: outputOf<Comment> },
                },
                onError: { target: 'idle', actions: { type: 'storePostError', params: errorOf } },
              },
            },
          },
        },
        editor: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'comment.edit': {
                  guard: 'isOwnComment',
                  target: 'editing',
                  actions: { type: 'startEditing', params: ({ event }) => event },
                },
              },
            },
            editing: {
              on: {
                'edit.change': { actions: { type: 'storeEdit', params: ({ event }) => event } },
                'edit.save': [{ guard: 'editIsValid', target: 'saving' }, { actions: 'checkEdit' }],
                'edit.cancel': { target: 'idle', actions: 'stopEditing' },
              },
            },
            saving: {
              invoke: {
                id: 'updateComment',
                src: 'updateComment',
                input: ({ context }) => context.editing!,
                onDone: {
                  target: 'idle',
                  actions: { type: 'replaceComment', params: outputOf<Comment> },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'storeEditError', params: errorOf },
                },
              },
            },
          },
        },
        moderation: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'comment.delete': {
                  guard: 'mayRemoveComment',
                  target: 'confirming',
                  actions: {
                    type: 'keepRemoval',
                    params: ({ event }) => ({ kind: 'comment', id: event.commentId }),
                  },
                },
                'thread.delete': {
                  guard: 'mayRemoveThread',
                  target: 'confirming',
                  actions: {
                    type: 'keepRemoval',
                    params: ({ context }) => ({ kind: 'thread', id: context.threadId }),
                  },
                },
                // A new try: the last one's failure no longer stands, as with a removal.
                'thread.pin': {
                  guard: 'isManager',
                  target: 'pinning',
                  actions: 'clearActionError',
                },
              },
            },
            confirming: {
              on: {
                'removal.confirm': { target: 'removing' },
                'removal.dismiss': { target: 'idle', actions: 'dropRemoval' },
              },
            },
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context }) => context.removal!,
                onDone: [
                  { guard: 'isThreadRemoval', target: '#thread.removed' },
                  { target: 'idle', actions: 'dropComment' },
                ],
                onError: {
                  target: 'idle',
                  actions: keptAndNotified('storeActionError'),
                },
              },
            },
            pinning: {
              invoke: {
                id: 'pinThread',
                src: 'pinThread',
                input: ({ context }) => ({
                  threadId: context.threadId,
                  pinned: !context.page!.thread.pinned,
                }),
                onDone: { target: 'idle', actions: 'togglePinned' },
                onError: {
                  target: 'idle',
                  actions: keptAndNotified('storeActionError'),
                },
              },
            },
          },
        },
      },
    },
  },
});
