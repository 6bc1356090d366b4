import type { EventFrom } from 'xstate';
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
import { selectThreadView } from '../../../machines/groups/thread.selectors';
import { controllable } from '../../support/controllable';
import { type ModelOptions, type Snap, createModel, offeredOnly } from '../../support/model';
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

const READER_EVENTS = [
  { type: 'retry' },
  ...loaded,
  error('loadThread', NOT_FOUND),
  error('loadThread', NETWORK),
  { type: 'comments.more' },
  done('loadComments', { items: [LATER], next: null }),
  error('loadComments', NETWORK),
  { type: 'error.dismiss' },
] as ThreadEvent[];

/** The thread's model as `viewer` reads it, walking `events`. */
const threadModel = (viewer: typeof AUTHOR, events: ModelOptions<typeof threadMachine>['events']) =>
  createModel(threadMachine, {
    input: { groupId: GROUP_ID, threadId: THREAD_ID, viewer },
    events,
    serializeState,
  });

/** A member reads: the thread loads (or not), its comments page by page. */
export const readerModel = threadModel(AUTHOR, READER_EVENTS);

const WRITER_EVENTS = [
  ...loaded,
  { type: 'draft.change', value: 'Спасибо! https://example.com' },
  { type: 'reply.start', commentId: FIRST.id },
  { type: 'reply.clear' },
  { type: 'comment.submit' },
  done('postComment', POSTED),
  error('postComment', NETWORK),
  { type: 'error.dismiss' },
] as ThreadEvent[];

/** A member writes a comment, perhaps in reply to another; blank is refused before sending. */
export const writerModel = threadModel(AUTHOR, WRITER_EVENTS);

const EDITOR_EVENTS = [
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
] as ThreadEvent[];

/** The author edits their own comment. */
export const editorModel = threadModel(AUTHOR, EDITOR_EVENTS);

const MODERATOR_EVENTS = [
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
] as ThreadEvent[];

/** A moderator deletes someone else's comment or the thread, and pins it. */
export const moderatorModel = threadModel(MODERATOR, MODERATOR_EVENTS);

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

type ThreadEvent = EventFrom<typeof threadMachine>;
type ThreadSnap = Snap<typeof threadMachine>;

/**
 * Whether the rendered page lets the viewer send the event in this snapshot. The machine takes
 * more than the page offers (clearing a reply that was never started, deleting a comment already
 * gone, which a manager's guard allows), so the page's walks take the models' events where the
 * page shows the control that sends them.
 */
export function offeredByThreadPage(s: ThreadSnap, e: ThreadEvent): boolean {
  const view = selectThreadView(s as never);
  const shown = (id: string) => view.comments.find((c) => c.id === id && !c.editing);
  switch (e.type) {
    case 'reply.start':
      return view.reader === 'member' && !!shown(e.commentId);
    case 'reply.clear':
      return view.replyTo !== null;
    case 'comment.edit':
      return !!shown(e.commentId)?.mine && view.editing === null;
    case 'comment.delete':
      return !!shown(e.commentId)?.canRemove;
    case 'error.dismiss':
      return (
        (view.reader === 'member' && view.postError !== null) ||
        (view.editing !== null && view.editError !== null) ||
        view.actionError !== null ||
        view.moreError !== null
      );
    default:
      return true;
  }
}

const onPage = offeredOnly<typeof threadMachine>(offeredByThreadPage);

export const readerPageModel = threadModel(AUTHOR, onPage(READER_EVENTS));

export const writerPageModel = threadModel(AUTHOR, onPage(WRITER_EVENTS));

export const editorPageModel = threadModel(AUTHOR, onPage(EDITOR_EVENTS));

export const moderatorPageModel = threadModel(MODERATOR, onPage(MODERATOR_EVENTS));

/** The visitor's and the malformed id's models send nothing the page does not offer. */
export const THREAD_PAGE_MODELS = [
  ['reader', readerPageModel, AUTHOR, THREAD_ID],
  ['writer', writerPageModel, AUTHOR, THREAD_ID],
  ['editor', editorPageModel, AUTHOR, THREAD_ID],
  ['moderator', moderatorPageModel, MODERATOR, THREAD_ID],
  ['visitor', visitorModel, VISITOR, THREAD_ID],
  ['malformed id', malformedModel, AUTHOR, 'not-a-uuid'],
] as const;

/**
 * The thread machine's actors as fakes the test settles, by the names it invokes them under: the
 * machine test and the page test provide the same ones.
 */
export const threadFakes = () => ({
  loadThread: controllable<ThreadPage, ThreadQuery>(),
  loadComments: controllable<Page<Comment>, CommentsQuery>(),
  postComment: controllable<Comment, NewComment>(),
  updateComment: controllable<Comment, CommentEdit>(),
  removeItem: controllable<void, Removal>(),
  pinThread: controllable<void, PinQuery>(),
});
