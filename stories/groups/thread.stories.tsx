import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, fn, userEvent, within } from 'storybook/test';
import { threadMachine } from '../../machines/groups/thread.machine';
import { threadMessages as m } from '../../src/features/groups/discussions/thread.messages';
import { groupErrorMessages } from '../../src/features/groups/groups.messages';
import { personMessages } from '../../src/components/person/person-name';
import { ThreadPage, loadThreadTools } from '../../src/features/groups/discussions/thread-page';
import { GROUP_ID, THREAD_ID, VISITOR } from '../../tests/machines/groups/page.fixtures';
import {
  AUTHOR,
  MINE,
  MODERATED_PAGE,
  MODERATOR,
  THREAD_PAGE,
} from '../../tests/machines/groups/thread.model';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inPageFrame } from '../pages/page-frame';
import { expectBusy, showsStatus, showsText } from '../support/plays';

/** Every answer but the page's is held, so a story stays in the state it shows. */
const logic = (
  load: AnyActorLogic = resolved(THREAD_PAGE),
  removal: AnyActorLogic = pending<void>(),
) =>
  threadMachine.provide({
    actors: {
      loadThread: load as never,
      loadComments: pending() as never,
      postComment: pending() as never,
      updateComment: pending() as never,
      removeItem: removal as never,
      pinThread: pending() as never,
    },
  });

const meta = {
  title: 'Groups/Thread',
  component: ThreadPage,
  parameters: { machine: { id: 'thread' }, layout: 'fullscreen' },
  // A member's tools are a chunk of their own: loaded first, so each state shows as it settles.
  loaders: [loadThreadTools],
  args: { logic: logic(), groupId: GROUP_ID, threadId: THREAD_ID, viewer: AUTHOR, notify: fn() },
  render: inPageFrame(ThreadPage),
} satisfies Meta<typeof ThreadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: showsStatus(m.loading),
};

/** A story of the page read, every part of it idle. */
const reading = (story: Omit<Story, 'parameters'>): Story => ({
  parameters: {
    machine: {
      state: [
        'ready.comments.idle',
        'ready.composer.idle',
        'ready.editor.idle',
        'ready.moderation.idle',
      ],
    },
  },
  ...story,
});

/** The thread, its comments with their links, a reply naming what it answers. */
export const Read: Story = reading({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      THREAD_PAGE.thread.title,
    );
    await expect(
      canvas.getByRole('link', { name: 'https://react.dev/reference/rsc' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.getByText(text(m.inReplyTo, { name: 'Екатерина Смирнова' }))).toBeVisible();
  },
});

/** The thread and the comment answered were written by someone who has since deleted their account. */
const GONE = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  fullName: null,
  avatarUrl: null,
  deleted: true,
};
const [answered, ...rest] = THREAD_PAGE.comments.items;
export const DeletedAuthor: Story = reading({
  args: {
    logic: logic(
      resolved({
        ...THREAD_PAGE,
        thread: { ...THREAD_PAGE.thread, author: GONE },
        comments: { ...THREAD_PAGE.comments, items: [{ ...answered!, author: GONE }, ...rest] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const deleted = text(personMessages.deleted);
    await expect(await canvas.findByText(text(m.inReplyTo, { name: deleted }))).toBeVisible();
    const [thread] = canvas.getAllByTestId('thread-page');
    await expect(thread).toHaveTextContent(deleted);
    await expect(canvas.getAllByTestId('comment')[0]).toHaveTextContent(deleted);
  },
});

export const LoadingMore: Story = {
  parameters: { machine: { state: ['ready.comments.idle', 'ready.comments.loadingMore'] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more) }));
    await expectBusy(canvas, m.loadingMore);
  },
};

export const Posting: Story = {
  parameters: { machine: { state: ['ready.composer.idle', 'ready.composer.posting'] } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text(m.reply)}: Екатерина Смирнова` }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: text(m.write) }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: text(m.send) }));
    await expectBusy(canvas, m.sending);
  },
};

export const Editing: Story = {
  parameters: { machine: { state: ['ready.editor.editing', 'ready.editor.saving'] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.edit) }));
    const box = canvas.getByRole('textbox', { name: text(m.edit) });
    await expect(box).toHaveValue(MINE.body);
    await userEvent.click(canvas.getByRole('button', { name: text(m.save) }));
    await expectBusy(canvas, m.saving);
  },
};

/** A moderator deletes someone else's comment: asked first, then on its way. */
export const ModeratorDeletes: Story = {
  parameters: { machine: { state: ['ready.moderation.confirming', 'ready.moderation.removing'] } },
  args: { viewer: MODERATOR, logic: logic(resolved(MODERATED_PAGE)) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text(m.delete)}: Анна Петрова` }),
    );
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text(m.delete) }));
    await expectBusy(dialog, m.deleting);
  },
};

export const Pinning: Story = {
  parameters: { machine: { state: 'ready.moderation.pinning' } },
  args: { viewer: MODERATOR, logic: logic(resolved(MODERATED_PAGE)) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.pin) }));
    await expectBusy(canvas, m.saving);
  },
};

export const ThreadRemoved: Story = {
  parameters: { machine: { state: 'removed' } },
  args: { logic: logic(resolved(THREAD_PAGE), resolved(undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.deleteThread) }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text(m.delete) }));
    await expect(await canvas.findByText(text(m.removed))).toBeVisible();
  },
};

export const VisitorReads: Story = {
  parameters: { machine: { state: 'ready.composer.idle' } },
  args: {
    viewer: VISITOR,
    logic: logic(resolved({ ...THREAD_PAGE, standing: { ...THREAD_PAGE.standing, role: null } })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.signIn))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A group an admin closed: its discussions read as before, with nothing to write or reply. */
export const ClosedGroup: Story = {
  parameters: { machine: { state: 'ready.composer.idle' } },
  args: {
    logic: logic(resolved({ ...THREAD_PAGE, group: { ...THREAD_PAGE.group, closed: true } })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(groupErrorMessages.closed))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(text(m.reply)) })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { machine: { state: 'notFound' } },
  args: { logic: logic(rejected('not_found')) },
  play: showsText(m.notFoundText),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: showsText(m.errorTitle),
};
