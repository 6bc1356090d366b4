import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { loadGroupTools } from '../../../src/features/groups/page/group-page';
import {
  groupPageMessages as m,
  memberActionMessages,
  roleMessages,
} from '../../../src/features/groups/page/group-page.messages';
import {
  GROUP_ID,
  MEMBERS,
  MEMBER_ID,
  OWNER_ID,
  head,
  viewerOf,
} from '../../../tests/machines/groups/page.fixtures';
import { text, textPattern } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { liveGroupPage } from '../support/live-groups';
import { liveParameters, livePlay } from '../support/live-story';

const GroupPage = liveGroupPage(
  head({}, { role: 'owner', joinedAt: MEMBERS[0]!.joinedAt }),
  viewerOf(OWNER_ID),
);
const inspect = liveInspector('groupPage');
const anna = MEMBERS.find((p) => p.id === MEMBER_ID)!.fullName!;

/**
 * A group's page seen by its owner, running its machine on a fake groups service, for the
 * «Machine» panel to follow live: the group read, then its content beside the owner's tools
 * (members' actions, a new discussion), each region lit on its own.
 */
const meta = {
  title: 'Machines/Live/Group page',
  loaders: [loadGroupTools],
  parameters: liveParameters('groupPage', `/groups/${GROUP_ID}`),
  // The machines are not args: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => <GroupPage notify={notify} inspect={inspect} />,
} satisfies Meta<{ notify: (toast: ToastRequest) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PromoteMember: Story = {
  play: livePlay(async ({ canvas, args }, live) => {
    await live.press(`${text(m.memberActions)}: ${anna}`);
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: text(memberActionMessages.promote),
      }),
    );
    const row = canvas.getAllByTestId('member').find((li) => li.textContent?.includes(anna))!;
    await waitFor(() => expect(row).toHaveTextContent(textPattern(roleMessages.moderator)), {
      timeout: 5000,
    });
    await expect(args.notify).toHaveBeenCalledWith({
      variant: 'default',
      title: { id: memberActionMessages.promoteDone.id },
    });
    await waitFor(() =>
      expect(live.seen.map((s) => s.active)).toContainEqual(
        expect.arrayContaining(['ready.manage.changing']),
      ),
    );
    await live.lastTold({
      id: 'groupPage',
      active: expect.arrayContaining(['ready.content.shown', 'ready.manage.idle']),
      lastEvent: 'xstate.done.actor.changeMember',
    });
  }),
};
