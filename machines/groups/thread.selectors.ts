import type { SnapshotFrom } from 'xstate';
import type { Comment, GroupInfo, Person, Thread } from './group-page.types';
import {
  type CommentEdit,
  type CommentProblem,
  type Removal,
  mayRemove,
  type threadMachine,
} from './thread.machine';

type ThreadSnapshot = SnapshotFrom<typeof threadMachine>;

export type ThreadStatus = 'loading' | 'notFound' | 'failed' | 'removed' | 'ready';

export interface CommentRow extends Comment {
  /** The comment it answers, as shown above it; null when it answers none or that one is gone. */
  replyToAuthor: Person | null;
  mine: boolean;
  canRemove: boolean;
  /** Being edited by its author right now. */
  editing: boolean;
}

export interface ThreadView {
  status: ThreadStatus;
  group: GroupInfo | null;
  thread: Thread | null;
  comments: CommentRow[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Who is reading: a visitor signs in, an outsider joins, a member writes. */
  /** `closed`: an admin closed the group, so nobody comments or replies, members included. */
  reader: 'visitor' | 'outsider' | 'member' | 'closed';
  isManager: boolean;
  canRemoveThread: boolean;
  draft: string;
  replyTo: { id: string; author: Person | null } | null;
  draftProblem: CommentProblem | null;
  posting: boolean;
  editing: (CommentEdit & { saving: boolean }) | null;
  editProblem: CommentProblem | null;
  removal: (Removal & { removing: boolean }) | null;
  pinning: boolean;
  errorCode: string | null;
  postError: string | null;
  editError: string | null;
  actionError: string | null;
  moreError: string | null;
}

const statusOf = (s: ThreadSnapshot): ThreadStatus =>
  (['notFound', 'failed', 'removed', 'ready'] as const).find((k) => s.matches(k)) ?? 'loading';

export const selectThreadView = (s: ThreadSnapshot): ThreadView => {
  const { context } = s;
  const page = context.page;
  const role = page?.standing.role ?? null;
  const viewerId = context.viewer.status === 'member' ? context.viewer.userId : null;
  const items = page?.comments.items ?? [];
  const authorOf = (id: string | null): Person | null =>
    (id ? items.find((x) => x.id === id)?.author : undefined) ?? null;
  const editing = context.editing;
  return {
    status: statusOf(s),
    group: page?.group ?? null,
    thread: page?.thread ?? null,
    comments: items.map((c) => ({
      ...c,
      replyToAuthor: authorOf(c.replyTo),
      mine: c.author.id === viewerId,
      canRemove: mayRemove(context, c.author.id),
      editing: editing?.commentId === c.id,
    })),
    hasMore: !!page?.comments.next,
    loadingMore: s.matches({ ready: { comments: 'loadingMore' } }),
    reader: page?.group.closed
      ? 'closed'
      : context.viewer.status === 'visitor'
        ? 'visitor'
        : role
          ? 'member'
          : 'outsider',
    isManager: role === 'owner' || role === 'moderator',
    canRemoveThread: !!page && mayRemove(context, page.thread.author.id),
    draft: context.draft,
    replyTo: context.replyTo ? { id: context.replyTo, author: authorOf(context.replyTo) } : null,
    draftProblem: context.draftProblem,
    posting: s.matches({ ready: { composer: 'posting' } }),
    editing: editing && { ...editing, saving: s.matches({ ready: { editor: 'saving' } }) },
    editProblem: context.editProblem,
    removal: context.removal && {
      ...context.removal,
      removing: s.matches({ ready: { moderation: 'removing' } }),
    },
    pinning: s.matches({ ready: { moderation: 'pinning' } }),
    errorCode: context.error?.code ?? null,
    postError: context.postError?.code ?? null,
    editError: context.editError?.code ?? null,
    actionError: context.actionError?.code ?? null,
    moreError: context.moreError?.code ?? null,
  };
};
