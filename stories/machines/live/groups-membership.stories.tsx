import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { loadGroupTools } from '../../../src/features/groups/page/group-page';
import {
  groupPageMessages as g,
  membershipMessages as m,
} from '../../../src/features/groups/page/group-page.messages';
import { GROUP_ID, OTHER_ID, head, viewerOf } from '../../../tests/machines/groups/page.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { liveGroupPage } from '../support/live-groups';
import { liveParameters, livePlay } from '../support/live-story';

const viewer = viewerOf(OTHER_ID);
const PublicGroup = liveGroupPage(head(), viewer);
const PrivateGroup = liveGroupPage(head({ privacy: 'private' }), viewer);
const inspect = liveInspector('membership');

/**
 * The join button of a group's page, seen by someone not in the group, running its machine on a
 * fake groups service that accepts every request, for the «Machine» panel to follow live. Each
 * change remounts the button with the new standing (the page keys it so): the panel then shows
 * the new button's first state.
 */
const meta = {
  title: 'Machines/Live/Group join button',
  loaders: [loadGroupTools],
  parameters: liveParameters('membership', `/groups/${GROUP_ID}`),
  // The machines are not args: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => <PublicGroup notify={notify} inspect={inspect} />,
} satisfies Meta<{ notify: (toast: ToastRequest) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JoinPublicGroup: Story = {
  play: livePlay(async ({ args }, live) => {
    await live.press(text(m.join));
    await expect(await live.find('button', text(m.leave))).toBeVisible();
    await expect(args.notify).toHaveBeenCalledWith({
      variant: 'default',
      title: { id: m.joinedToast.id },
    });
    await live.told('lastTransition', [
      'open --join#0--> joining',
      'joining --xstate.done.actor.joinGroup#0--> settling',
    ]);
    await live.lastTold({ id: 'membership', at: 'member' });
  }),
};

export const AskThenCancel: Story = {
  render: ({ notify }) => <PrivateGroup notify={notify} inspect={inspect} />,
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(m.request));
    await userEvent.type(canvas.getByRole('textbox', { name: text(m.requestMessage) }), 'Привет!');
    await userEvent.click(canvas.getByRole('button', { name: text(m.requestSend) }));
    await live.press(text(m.cancelRequest));
    await expect(await live.find('button', text(m.request))).toBeVisible();
    // A private group stays locked to someone who only asked.
    await expect(canvas.getByText(text(g.lockedTitle))).toBeVisible();
    await live.told('lastEvent', [
      'request.send',
      'xstate.done.actor.requestToJoin',
      'request.cancel',
      'xstate.done.actor.cancelRequest',
    ]);
    await live.lastTold({ id: 'membership', at: 'closed' });
  }),
};
