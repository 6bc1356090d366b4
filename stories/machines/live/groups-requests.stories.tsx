import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { requestsMessages as m } from '../../../src/features/groups/page/group-page.messages';
import { RequestsPage } from '../../../src/features/groups/page/requests-page';
import { GROUP_ID, REQUESTS } from '../../../tests/machines/groups/page.fixtures';
import { text } from '../../../tests/support/messages';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { liveJoinRequestsLogic } from '../support/live-fakes-groups';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('joinRequests');
const first = REQUESTS[0]!.person.fullName!;

/**
 * The owner's queue of requests to join a private group, running its machine on a fake groups
 * service that takes every decision, for the «Machine» panel to follow live: the queue read and
 * checked (only managers see it), then one decision at a time.
 */
const meta = {
  title: 'Machines/Live/Group join requests',
  parameters: liveParameters('joinRequests', `/groups/${GROUP_ID}/requests`),
  // The machine is not an arg: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => (
    <PageFrame>
      <RequestsPage
        logic={liveJoinRequestsLogic}
        groupId={GROUP_ID}
        notify={notify}
        inspect={inspect}
      />
    </PageFrame>
  ),
} satisfies Meta<{ notify: (toast: ToastRequest) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approve: Story = {
  play: livePlay(async ({ canvas, args }, live) => {
    await live.press(`${text(m.approve)}: ${first}`);
    await waitFor(() => expect(canvas.getAllByTestId('request')).toHaveLength(1), {
      timeout: 5000,
    });
    await expect(canvas.queryByText(first)).toBeNull();
    await expect(args.notify).toHaveBeenCalledWith({
      variant: 'default',
      title: { id: m.approvedToast.id },
    });
    await live.told('lastTransition', ['ready.idle --request.decide#0--> ready.deciding']);
    await live.lastTold({
      id: 'joinRequests',
      at: 'ready.idle',
      lastEvent: 'xstate.done.actor.decideRequest',
    });
  }),
};
