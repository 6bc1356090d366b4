import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Viewer } from '../../machines/groups/group-page.types';
import { threadMachine } from '../../machines/groups/thread.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { ThreadPage, loadThreadTools } from '../../src/features/groups/discussions/thread-page';
import { threadMessages as m } from '../../src/features/groups/discussions/thread.messages';
import {
  errorMessageOf,
  groupPageMessages as g,
} from '../../src/features/groups/page/group-page.messages';
import { GROUP_ID, MEMBER_ID, NETWORK, THREAD_ID } from '../machines/groups/page.fixtures';
import {
  MODERATED_PAGE,
  MODERATOR,
  THREAD_PAGE_MODELS,
  threadFakes,
} from '../machines/groups/thread.model';
import { logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';

// A member's tools are a chunk of their own; loaded first, each state shows as it settles.
beforeAll(loadThreadTools);

type Sut = SystemUnderTest<typeof threadMachine>;

/** A discussion with every answer the test's to give. */
function setup(viewer: Viewer, threadId: string) {
  const user = setupUser();
  const fakes = threadFakes();
  const toasts: ToastRequest[] = [];
  const path = `/groups/${GROUP_ID}/threads/${threadId}`;
  const page = renderPage(
    <ThreadPage
      logic={threadMachine.provide({ actors: logicOf(fakes) })}
      groupId={GROUP_ID}
      threadId={threadId}
      viewer={viewer}
      notify={(t) => void toasts.push(t)}
    />,
    { path },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const click = (
    name: string | RegExp,
    within_: typeof screen | ReturnType<typeof within> = screen,
  ) => user.click(within_.getByRole('button', { name }));

  type S = Parameters<Sut['states'][string]>[0];
  const ctx = (s: S) => s.context;
  /**
   * Role queries skip the costly visibility check (jsdom computes styles for every element):
   * whether the page behind the modal confirmation is hidden is asserted once, in its state.
   */
  const all = { hidden: true } as const;
  const article = () => within(screen.getByTestId('thread-page'));
  const commentItem = (id: string) => within(document.getElementById(`comment-${id}`)!);
  const nameOf = (s: S, id: string) =>
    ctx(s).page!.comments.items.find((c) => c.id === id)!.author.fullName!;
  const editorForm = () => within(screen.getByLabelText(textPattern(m.edit)).closest('form')!);
  const composerForm = () => within(screen.getByLabelText(textPattern(m.write)).closest('form')!);

  /**
   * The thread, its comments in order, and what the viewer may do with it; once a step, from the
   * comments region's states (every ready snapshot is in one), as role queries cost in jsdom.
   */
  const ready = (s: S) => {
    const { page: data, actionError } = ctx(s);
    const { thread, standing } = data!;
    expect(screen.getByRole('heading', { level: 1, ...all })).toHaveTextContent(thread.title);
    expect(screen.getAllByTestId('comment').map((li) => li.id)).toEqual(
      data!.comments.items.map((c) => `comment-${c.id}`),
    );
    // A reply links to the comment it answers, by that one's author.
    for (const c of data!.comments.items.filter((x) => x.replyTo))
      expect(
        commentItem(c.id).getByRole('link', {
          name: text(m.inReplyTo, { name: nameOf(s, c.replyTo!) }),
          ...all,
        }),
      ).toHaveAttribute('href', `#comment-${c.replyTo}`);
    expect(article().queryByText(text(m.pinned)) !== null).toBe(thread.pinned);
    const manager = standing.role === 'owner' || standing.role === 'moderator';
    const pinButton = article().queryByRole('button', {
      name: text(thread.pinned ? m.unpin : m.pin),
      ...all,
    });
    if (!s.matches({ ready: { moderation: 'pinning' } })) expect(pinButton !== null).toBe(manager);
    const mine = viewer.status === 'member' && thread.author.id === viewer.userId;
    expect(article().queryByRole('button', { name: text(m.deleteThread), ...all }) !== null).toBe(
      manager || mine,
    );
    if (actionError)
      expect(article().getByRole('alert', all)).toHaveTextContent(
        text(errorMessageOf(actionError.code)),
      );
    else expect(article().queryByRole('alert', all)).toBeNull();
  };

  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        expect(fakes.loadThread.lastInput).toEqual({ groupId: GROUP_ID, threadId });
      },
      notFound: () => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.notFound));
        expect(screen.getByText(text(m.notFoundText))).toBeInTheDocument();
        if (threadId !== THREAD_ID) expect(fakes.loadThread.calls).toHaveLength(0);
      },
      failed: (s) => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.errorTitle));
        expect(screen.getByText(text(errorMessageOf(ctx(s).error!.code)))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(g.retry) })).toBeEnabled();
      },
      removed: async () => {
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.removed));
        expect(page.location()).toBe(`/groups/${GROUP_ID}`);
        expect(fakes.removeItem.lastInput).toEqual({ kind: 'thread', id: THREAD_ID });
      },
      'ready.comments.idle': (s) => {
        ready(s);
        const moreButton = screen.queryByRole('button', { name: text(m.more), ...all });
        if (ctx(s).page!.comments.next) expect(moreButton).toBeEnabled();
        else expect(moreButton).toBeNull();
        const moreError = ctx(s).moreError;
        const section = within(document.getElementById('thread-comments')!.parentElement!);
        if (moreError)
          expect(
            section.getByText(text(errorMessageOf(moreError.code)), { ignore: 'form *' }),
          ).toBeInTheDocument();
      },
      'ready.comments.loadingMore': (s) => {
        ready(s);
        expect(
          screen.getByRole('button', { name: textPattern(m.loadingMore), ...all }),
        ).toBeDisabled();
        expect(fakes.loadComments.lastInput).toEqual({
          threadId,
          after: ctx(s).page!.comments.next,
        });
      },
      'ready.composer.idle': (s) => {
        const { draft, draftProblem, postError, replyTo } = ctx(s);
        if (viewer.status === 'visitor') {
          expect(screen.getByText(text(m.signIn))).toBeInTheDocument();
          expect(screen.queryByLabelText(textPattern(m.write))).toBeNull();
          expect(screen.queryByRole('button', { name: textPattern(m.reply), ...all })).toBeNull();
          return;
        }
        const form = composerForm();
        expect(form.getByLabelText(textPattern(m.write))).toHaveValue(draft);
        if (draftProblem) expect(form.getByText(text(m.required))).toBeInTheDocument();
        else expect(form.queryByText(text(m.required))).toBeNull();
        if (postError)
          expect(form.getByRole('alert', all)).toHaveTextContent(
            text(errorMessageOf(postError.code)),
          );
        else expect(form.queryByRole('alert', all)).toBeNull();
        const replying = form.queryByText(
          textPattern(m.replyingTo, { name: replyTo ? nameOf(s, replyTo) : '' }),
        );
        if (replyTo) expect(replying).toBeInTheDocument();
        else expect(form.queryByRole('button', { name: text(m.cancelReply), ...all })).toBeNull();
        expect(form.getByRole('button', { name: text(m.send), ...all })).toBeEnabled();
      },
      'ready.composer.posting': (s) => {
        expect(
          composerForm().getByRole('button', { name: textPattern(m.sending), ...all }),
        ).toBeDisabled();
        expect(fakes.postComment.lastInput).toEqual({
          threadId,
          authorId: MEMBER_ID,
          body: ctx(s).draft,
          replyTo: ctx(s).replyTo,
        });
      },
      'ready.editor.idle': (s) => {
        expect(screen.queryByLabelText(textPattern(m.edit))).toBeNull();
        for (const c of ctx(s).page!.comments.items) {
          const item = commentItem(c.id);
          expect(item.getByText(c.body.split(':')[0]!, { exact: false })).toBeInTheDocument();
          expect(item.queryByRole('button', { name: text(m.edit), ...all }) !== null).toBe(
            viewer.status === 'member' && c.author.id === viewer.userId,
          );
        }
      },
      'ready.editor.editing': (s) => {
        const { editing, editProblem, editError } = ctx(s);
        const form = editorForm();
        expect(form.getByLabelText(textPattern(m.edit))).toHaveValue(editing!.body);
        if (editProblem) expect(form.getByText(text(m.required))).toBeInTheDocument();
        else expect(form.queryByText(text(m.required))).toBeNull();
        if (editError)
          expect(form.getByRole('alert')).toHaveTextContent(text(errorMessageOf(editError.code)));
        else expect(form.queryByRole('alert')).toBeNull();
        expect(form.getByRole('button', { name: text(m.save) })).toBeEnabled();
        // Only one comment is edited at a time.
        expect(screen.queryByRole('button', { name: text(m.edit), ...all })).toBeNull();
      },
      'ready.editor.saving': (s) => {
        const form = editorForm();
        expect(form.getByRole('button', { name: textPattern(m.saving) })).toBeDisabled();
        expect(form.getByRole('button', { name: text(m.cancel) })).toBeDisabled();
        expect(fakes.updateComment.lastInput).toEqual(ctx(s).editing);
      },
      'ready.moderation.idle': async () => {
        // Unmounted on close, once its exit is over.
        await waitFor(() => expect(screen.queryByRole('alertdialog', all)).toBeNull());
      },
      'ready.moderation.confirming': async (s) => {
        const dialog = await screen.findByRole('alertdialog', {
          name: text(
            ctx(s).removal!.kind === 'thread' ? m.deleteThreadTitle : m.deleteCommentTitle,
          ),
        });
        // Modal: the page behind it is out of the accessibility tree meanwhile.
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        expect(dialog).toHaveTextContent(text(m.deleteText));
        expect(within(dialog).getByRole('button', { name: text(m.delete) })).toBeEnabled();
      },
      'ready.moderation.removing': (s) => {
        const dialog = within(screen.getByRole('alertdialog'));
        expect(dialog.getByRole('button', { name: textPattern(m.deleting) })).toBeDisabled();
        expect(dialog.getByRole('button', { name: text(m.cancel) })).toBeDisabled();
        expect(fakes.removeItem.lastInput).toEqual(ctx(s).removal);
      },
      'ready.moderation.pinning': (s) => {
        expect(article().getByRole('button', { name: textPattern(m.saving) })).toBeDisabled();
        expect(fakes.pinThread.lastInput).toEqual({
          threadId,
          pinned: !ctx(s).page!.thread.pinned,
        });
      },
    },
    events: {
      retry: () => click(text(g.retry)),
      'comments.more': () => click(text(m.more)),
      'draft.change': (e) =>
        fill(user, screen.getByRole('textbox', { name: textPattern(m.write) }), e.value),
      'reply.start': (e) => click(`${text(m.reply)}: ${commentAuthor(e.commentId)}`),
      'reply.clear': () => click(text(m.cancelReply)),
      'comment.submit': () => click(text(m.send), composerForm()),
      'comment.edit': (e) => click(text(m.edit), commentItem(e.commentId)),
      'edit.change': (e) => fill(user, editorForm().getByRole('textbox'), e.value),
      'edit.save': () => click(text(m.save), editorForm()),
      'edit.cancel': () => click(text(m.cancel), editorForm()),
      'comment.delete': (e) => click(`${text(m.delete)}: ${commentAuthor(e.commentId)}`),
      'thread.delete': () => click(text(m.deleteThread)),
      'removal.confirm': () => click(text(m.delete), within(screen.getByRole('alertdialog'))),
      'removal.dismiss': () => click(text(m.cancel), within(screen.getByRole('alertdialog'))),
      'thread.pin': () => click(new RegExp(`^(${text(m.pin)}|${text(m.unpin)})$`), article()),
      'error.dismiss': async () => {
        const buttons = screen.getAllByRole('button', { name: text(m.dismiss) });
        expect(buttons).toHaveLength(1);
        await user.click(buttons[0]!);
      },
      ...settlers(fakes, settle),
      'xstate.error.actor.removeItem': (e: any) =>
        failed(() => fakes.removeItem.reject(e.error), e.error),
      'xstate.error.actor.pinThread': (e: any) =>
        failed(() => fakes.pinThread.reject(e.error), e.error),
    } as Sut['events'],
  };

  /** Names are on the page; the comment's author read from its own row. */
  function commentAuthor(id: string) {
    const row = document.getElementById(`comment-${id}`)!;
    return row.querySelector('p span')!.textContent!;
  }

  /** A refused removal or pin is also told in a toast. */
  async function failed(reject: () => Promise<void>, error: { code: string }) {
    const before = toasts.length;
    await settle(reject);
    expect(toasts.slice(before)).toEqual([
      {
        variant: 'destructive',
        title: { id: m.failed.id },
        description: { id: errorMessageOf(error.code).id },
      },
    ]);
  }

  return { sut, user, load: fakes.loadThread, pin: fakes.pinThread };
}

const start = (viewer: Viewer, threadId: string) =>
  createActor(threadMachine, {
    input: { groupId: GROUP_ID, threadId, viewer },
  }).getSnapshot();

describe('discussion thread through the page (model-based)', () => {
  for (const [name, model, viewer, threadId] of THREAD_PAGE_MODELS) {
    describe(name, () => {
      modelTests(model, {
        setup: () => setup(viewer, threadId),
        initial: () => start(viewer, threadId),
        // The six starts together cover the machine (tests/machines/models.ts reports it).
        coverage: 'edges',
        cover: { by: 'transitions' },
      });
    });
  }
});

describe('discussion thread (page)', () => {
  it('takes a failed pin’s message away when pinning is tried again', async () => {
    const { user, load, pin } = setup(MODERATOR, THREAD_ID);
    await act(() => load.resolve(MODERATED_PAGE));
    const article = within(screen.getByTestId('thread-page'));
    await user.click(article.getByRole('button', { name: text(m.pin) }));
    await act(() => pin.reject(NETWORK));
    expect(article.getByRole('alert')).toHaveTextContent(text(errorMessageOf(NETWORK.code)));
    await user.click(article.getByRole('button', { name: text(m.pin) }));
    expect(article.queryByRole('alert')).toBeNull();
    await act(() => pin.resolve(undefined));
    expect(article.getByRole('button', { name: text(m.unpin) })).toBeEnabled();
    expect(article.queryByRole('alert')).toBeNull();
  });
});
