import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { unreadMachine } from '../../../machines/messages/unread.machine';
import { selectUnreadCount } from '../../../machines/messages/unread.selectors';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { inTurn, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('unread');

/** The header's badge on a fake total that grows by two at each read; «Обновить» reads again. */
function Live() {
  const [logic] = useState(() =>
    unreadMachine.provide({
      actors: {
        loadUnread: slow(
          inTurn<number, void>(
            () => 3,
            () => 5,
          ),
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect });
  const count = useSelector(actor, selectUnreadCount);
  return (
    <PageFrame
      session={{ status: 'signedIn', isAdmin: false, fullName: 'Дмитрий Соколов' }}
      unreadCount={count}
    >
      <p style={{ padding: '2rem' }}>
        <button type="button" onClick={() => actor.send({ type: 'refresh' })}>
          refresh
        </button>
      </p>
    </PageFrame>
  );
}

/**
 * The header's unread badge running its machine: the total read once the member is known, and
 * again on `refresh` (the app sends it on every page change, on coming back to the tab and every
 * minute).
 */
const meta = {
  title: 'Machines/Live/Unread badge',
  parameters: liveParameters('unread', '/'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadAgain: Story = {
  play: livePlay(async ({ canvas, userEvent }, live) => {
    const badge = () => canvas.findAllByTestId('unread-badge', {}, { timeout: 5000 });
    await expect((await badge())[0]).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'refresh' }));
    await live.lastTold({
      id: 'unread',
      at: 'idle',
      lastEvent: 'xstate.done.actor.loadUnread',
    });
    await expect(
      within(canvas.getByRole('banner')).getAllByTestId('unread-badge')[0],
    ).toHaveTextContent('5');
  }),
};
