import { threadMachine } from '../../../machines/groups/thread.machine';
import { createModel } from '../../support/model';
import {
  GROUP_ID,
  MEMBER_ID,
  MODERATOR_ID,
  NETWORK,
  NOT_FOUND,
  THREAD_ID,
  VISITOR,
  comment,
  done,
  error,
  head,
  thread,
  viewerOf,
} from './page.fixtures';

/** Анна wrote the thread and the second comment; Екатерина moderates and wrote the first. */
export const FIRST = comment(1, MODERATOR_ID);
export const MINE = comment(2, MEMBER_ID, FIRST.id);
export const LATER = comment(3, MODERATOR_ID);
export const THREAD_PAGE = {
  ...head({}, { role: 'member' }),
  thread: thread(),
  comments: { items: [FIRST, MINE], next: { createdAt: MINE.createdAt, id: MINE.id } },
};
export const MODERATED_PAGE = {
  ...THREAD_PAGE,
  standing: { ...THREAD_PAGE.standing, role: 'moderator' as const },
};
export const POSTED = comment(4, MEMBER_ID, FIRST.id);
export const EDITED = { ...MINE, body: 'Исправлено', updatedAt: '2030-03-09T12:00:00.000Z' };
export const AUTHOR = viewerOf(MEMBER_ID);
export const MODERATOR = viewerOf(MODERATOR_ID);

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    // Posting adds a comment each time: the count is told apart up to one more than the start.
    Math.min(s.context.page?.comments.items.length ?? 0, 4),
    s.context.page?.comments.items.find((c: any) => c.id === MINE.id)?.body,
    s.context.page?.thread.pinned,
    s.context.draft,
    s.context.replyTo,
    s.context.draftProblem,
    s.context.postError?.code,
    s.context.editing,
    s.context.editProblem,
    s.context.editError?.code,
    s.context.removal,
    s.context.actionError?.code,
    s.context.moreError?.code,
  ]);

const loaded = [done('loadThread', THREAD_PAGE)];

/** A member reads: the thread loads (or not), its comments page by page. */
export const readerModel = createModel(threadMachine, {
  input: { groupId: GROUP_ID, threadId: THREAD_ID, viewer: AUTHOR },
  events: [
    { type: 'retry' },
    ...loaded,
    error('loadThread', NOT_FOUND),
    error('loadThread', NETWORK),
    { type: 'comments.more' },
    done('loadComments', { items: [LATER], next: null }),
    error('loadComments', NETWORK),
    { type: 'error.dismiss' },
  ] as never,
  serializeState,
});

/** A member writes a comment, perhaps in reply to another; blank is refused before sending. */
export const writerModel = createModel(threadMachine, {
  input: { groupId: GROUP_ID, threadId: THREAD_ID, viewer: AUTHOR },
  events: [
    ...loaded,
    { type: 'draft.change', value: 'Спасибо! https://example.com' },
    { type: 'reply.start', commentId: FIRST.id },
    { type: 'reply.clear' },
    { type: 'comment.submit' },
    done('postComment', POSTED),
    error('postComment', NETWORK),
    { type: 'error.dismiss' },
  ] as never,
  serializeState,
});

/** The author edits their own comment. */
export const editorModel = createModel(threadMachine, {
  input: { groupId: GROUP_ID, threadId: THREAD_ID, viewer: AUTHOR },
  events: [
    ...loaded,
    { type: 'comment.edit', commentId: MINE.id },
    { type: 'comment.edit', commentId: FIRST.id },
    { type: 'edit.change', value: '' },
    { type: 'edit.change', value: 'Исправлено' },
    { type: 'edit.save' },
    { type: 'edit.cancel' },
    done('updateComment', EDITED),
    error('updateComment', NETWORK),
    { type: 'error.dismiss' },
  ] as never,
  serializeState,
});

/** A moderator deletes someone else's comment or the thread, and pins it. */
export const moderatorModel = createModel(threadMachine, {
  input: { groupId: GROUP_ID, threadId: THREAD_ID, viewer: MODERATOR },
  events: [
    done('loadThread', MODERATED_PAGE),
    { type: 'comment.delete', commentId: MINE.id },
    { type: 'thread.delete' },
    { type: 'removal.confirm' },
    { type: 'removal.dismiss' },
    { type: 'thread.pin' },
    done('removeItem', undefined),
    error('removeItem', NETWORK),
    done('pinThread', undefined),
    error('pinThread', NETWORK),
    { type: 'error.dismiss' },
  ] as never,
  serializeState,
});

/** A visitor reads; writing asks them to sign in, and nothing is sent. */
export const visitorModel = createModel(threadMachine, {
  input: { groupId: GROUP_ID, threadId: THREAD_ID, viewer: VISITOR },
  events: [
    done('loadThread', { ...THREAD_PAGE, standing: { ...THREAD_PAGE.standing, role: null } }),
    { type: 'comment.submit' },
  ] as never,
  serializeState,
});

export const malformedModel = createModel(threadMachine, {
  input: { groupId: GROUP_ID, threadId: 'not-a-uuid', viewer: AUTHOR },
  events: [{ type: 'retry' }] as never,
  serializeState,
});

export const THREAD_MODELS = [
  ['reader', readerModel, AUTHOR, THREAD_ID],
  ['writer', writerModel, AUTHOR, THREAD_ID],
  ['editor', editorModel, AUTHOR, THREAD_ID],
  ['moderator', moderatorModel, MODERATOR, THREAD_ID],
  ['visitor', visitorModel, VISITOR, THREAD_ID],
  ['malformed id', malformedModel, AUTHOR, 'not-a-uuid'],
] as const;
