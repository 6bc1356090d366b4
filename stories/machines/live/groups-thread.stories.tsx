import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { ThreadPage, loadThreadTools } from '../../../src/features/groups/discussions/thread-page';
import { threadMessages as m } from '../../../src/features/groups/discussions/thread.messages';
import {
  GROUP_ID,
  MEMBERS,
  MEMBER_ID,
  MODERATOR_ID,
  THREAD_ID,
  viewerOf,
} from '../../../tests/machines/groups/page.fixtures';
import { text } from '../../../tests/support/messages';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { liveThreadLogic } from '../support/live-fakes-groups';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('thread');
const moderator = MEMBERS.find((p) => p.id === MODERATOR_ID)!.fullName!;
const ANSWER = 'Спасибо, прочитаю!';

/**
 * A discussion of a group read by one of its members, running its machine on a fake groups
 * service, for the «Machine» panel to follow live: the thread read, then its regions (comments,
 * composer, editor, moderation) side by side as she replies to a comment.
 */
const meta = {
  title: 'Machines/Live/Group discussion',
  loaders: [loadThreadTools],
  parameters: liveParameters('thread', `/groups/${GROUP_ID}/threads/${THREAD_ID}`),
  // The machine is not an arg: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => (
    <PageFrame>
      <ThreadPage
        logic={liveThreadLogic}
        groupId={GROUP_ID}
        threadId={THREAD_ID}
        viewer={viewerOf(MEMBER_ID)}
        notify={notify}
        inspect={inspect}
      />
    </PageFrame>
  ),
} satisfies Meta<{ notify: (toast: ToastRequest) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReplyToComment: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(`${text(m.reply)}: ${moderator}`);
    await userEvent.type(canvas.getByRole('textbox', { name: text(m.write) }), ANSWER);
    await userEvent.click(canvas.getByRole('button', { name: text(m.send) }));
    await waitFor(() => expect(canvas.getAllByTestId('comment')).toHaveLength(3), {
      timeout: 5000,
    });
    const posted = within(canvas.getAllByTestId('comment').at(-1)!);
    await expect(posted.getByText(ANSWER)).toBeVisible();
    await expect(
      posted.getByRole('link', { name: text(m.inReplyTo, { name: moderator }) }),
    ).toBeVisible();
    await live.told('lastTransition', [
      'ready.composer.idle --comment.submit#0--> ready.composer.posting',
    ]);
    await live.lastTold({
      id: 'thread',
      active: expect.arrayContaining(['ready.composer.idle', 'ready.comments.idle']),
      lastEvent: 'xstate.done.actor.postComment',
    });
  }),
};
