// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Comment, Viewer } from '../../../machines/groups/group-page.types';
import { commentProblem, threadMachine } from '../../../machines/groups/thread.machine';
import { selectThreadView } from '../../../machines/groups/thread.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { GROUP_ID, MEMBER_ID, THREAD_ID } from './page.fixtures';
import { FIRST, MINE, MODERATED_PAGE, MODERATOR, THREAD_MODELS, threadFakes } from './thread.model';

type Sut = SystemUnderTest<typeof threadMachine>;

function setup(viewer: Viewer, threadId = THREAD_ID) {
  const fakes = threadFakes();
  const notes: string[] = [];
  const actor = createActor(
    threadMachine.provide({
      actors: logicOf(fakes),
      actions: {
        goToGroup: () => void notes.push('group'),
        notifyFailed: (_, { failure }) => void notes.push(`failed:${failure.code}`),
      },
    }),
    { input: { groupId: GROUP_ID, threadId, viewer } },
  ).start();
  const view = () => selectThreadView(actor.getSnapshot());
  const ready = (expected: any) => {
    expect(view().status).toBe('ready');
    // The model tells comment counts apart up to four (posting could add them forever).
    const ids = (items: { id: string }[]) => [
      items.slice(0, 3).map((c) => c.id),
      Math.min(items.length, 4),
    ];
    expect(ids(view().comments)).toEqual(ids(expected.context.page.comments.items));
    const { id, title, pinned } = expected.context.page.thread;
    expect(view().thread).toMatchObject({ id, title, pinned });
    expect(view().postError).toBe(expected.context.postError?.code ?? null);
    expect(view().actionError).toBe(expected.context.actionError?.code ?? null);
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(fakes.loadThread.lastInput).toEqual({ groupId: GROUP_ID, threadId });
      },
      notFound: () => {
        expect(view().status).toBe('notFound');
        if (threadId !== THREAD_ID) expect(fakes.loadThread.calls).toHaveLength(0);
      },
      failed: () => expect(view().errorCode).toBe('network'),
      removed: () => {
        expect(view().status).toBe('removed');
        expect(notes).toContain('group');
        expect(fakes.removeItem.lastInput).toEqual({ kind: 'thread', id: THREAD_ID });
      },
      'ready.comments.idle': (s) => {
        ready(s);
        expect(view().loadingMore).toBe(false);
        expect(view().hasMore).toBe(!!s.context.page!.comments.next);
      },
      'ready.comments.loadingMore': (s) => {
        ready(s);
        expect(view().loadingMore).toBe(true);
        expect(fakes.loadComments.lastInput).toEqual({
          threadId,
          after: s.context.page!.comments.next,
        });
      },
      'ready.composer.idle': (s) => {
        ready(s);
        expect(view().posting).toBe(false);
        expect(view().draft).toBe(s.context.draft);
        expect(view().draftProblem).toBe(s.context.draftProblem);
        expect(view().replyTo?.id ?? null).toBe(s.context.replyTo);
      },
      'ready.composer.posting': (s) => {
        ready(s);
        expect(view().posting).toBe(true);
        expect(fakes.postComment.lastInput).toEqual({
          threadId,
          authorId: MEMBER_ID,
          body: s.context.draft,
          replyTo: s.context.replyTo,
        });
      },
      'ready.editor.idle': (s) => {
        ready(s);
        expect(view().editing).toBeNull();
        expect(view().comments.find((c) => c.id === MINE.id)?.body).toBe(
          s.context.page!.comments.items.find((c: Comment) => c.id === MINE.id)?.body,
        );
      },
      'ready.editor.editing': (s) => {
        ready(s);
        expect(view().editing).toEqual({ ...s.context.editing, saving: false });
        expect(view().comments.find((c) => c.id === MINE.id)?.editing).toBe(true);
        expect(view().editProblem).toBe(s.context.editProblem);
        expect(view().editError).toBe(s.context.editError?.code ?? null);
      },
      'ready.editor.saving': (s) => {
        ready(s);
        expect(view().editing?.saving).toBe(true);
        expect(fakes.updateComment.lastInput).toEqual(s.context.editing);
      },
      'ready.moderation.idle': (s) => {
        ready(s);
        expect(view().removal).toBeNull();
        expect(view().pinning).toBe(false);
      },
      'ready.moderation.confirming': (s) => {
        ready(s);
        expect(view().removal).toEqual({ ...s.context.removal, removing: false });
      },
      'ready.moderation.removing': (s) => {
        ready(s);
        expect(view().removal?.removing).toBe(true);
        expect(fakes.removeItem.lastInput).toEqual(s.context.removal);
      },
      'ready.moderation.pinning': (s) => {
        ready(s);
        expect(view().pinning).toBe(true);
        expect(fakes.pinThread.lastInput).toEqual({
          threadId,
          pinned: !s.context.page!.thread.pinned,
        });
      },
    },
    events: {
      ...sentTo(
        actor,
        'retry',
        'comments.more',
        'draft.change',
        'reply.start',
        'reply.clear',
        'comment.submit',
        'comment.edit',
        'edit.change',
        'edit.save',
        'edit.cancel',
        'comment.delete',
        'thread.delete',
        'removal.confirm',
        'removal.dismiss',
        'thread.pin',
        'error.dismiss',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut, notes, load: fakes.loadThread };
}

describe('thread machine (model-based)', () => {
  machineStartsTests(
    threadMachine,
    THREAD_MODELS.map(
      ([name, model, viewer, threadId]) => [name, model, () => setup(viewer, threadId)] as const,
    ),
  );
});

describe('thread (rules)', () => {
  it('takes a comment the database would take', () => {
    expect(commentProblem('   ')).toBe('required');
    expect(commentProblem('я'.repeat(4001))).toBe('tooLong');
    expect(commentProblem('я'.repeat(4000))).toBeNull();
  });

  it('lets a moderator delete anyone’s comment but edit none but their own', async () => {
    const { actor, load } = setup(MODERATOR);
    await load.resolve(MODERATED_PAGE);
    const view = selectThreadView(actor.getSnapshot());
    expect(view.comments.map((c) => [c.id, c.canRemove, c.mine])).toEqual([
      [FIRST.id, true, true],
      [MINE.id, true, false],
    ]);
    actor.send({ type: 'comment.edit', commentId: MINE.id });
    expect(selectThreadView(actor.getSnapshot()).editing).toBeNull();
  });

  it('shows which comment a reply answers', async () => {
    const { actor, load } = setup(MODERATOR);
    await load.resolve(MODERATED_PAGE);
    const reply = selectThreadView(actor.getSnapshot()).comments.find((c) => c.id === MINE.id);
    expect(reply?.replyToAuthor).toEqual(FIRST.author);
  });
});
