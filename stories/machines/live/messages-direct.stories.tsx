import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type DirectConversation, directMachine } from '../../../machines/messages/direct.machine';
import { directMessages as m } from '../../../src/features/messages/conversations.messages';
import { DirectPage } from '../../../src/features/messages/direct-page';
import { DIRECT_OPEN, PEER, VIEWER } from '../../../tests/machines/messages/conversations.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('direct');

/** The direct page on a fake service that opens the conversation and blocks and unblocks. */
function Live() {
  const [logic] = useState(() =>
    directMachine.provide({
      actors: {
        openDirect: slow<DirectConversation, { peerId: string }>(() => DIRECT_OPEN),
        blockPerson: slow<void, { userId: string }>(() => undefined),
        unblockPerson: slow<void, { userId: string }>(() => undefined),
      },
    }),
  );
  return (
    <DirectPage
      logic={logic}
      peerId={PEER}
      viewerId={VIEWER}
      chat={(id) => <p data-testid="chat">{id}</p>}
      notify={fn()}
      inspect={inspect}
    />
  );
}

/**
 * /messages/:userId running its machine, for the «Machine» panel to follow live: the conversation
 * opens, the person is blocked (after the dialog) and unblocked again.
 */
const meta = {
  title: 'Machines/Live/Direct conversation',
  parameters: liveParameters('direct', `/messages/${PEER}`),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlockThenUnblock: Story = {
  play: livePlay(async ({ canvasElement }, live) => {
    await live.press(text(m.block));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text(m.block) }));
    await live.press(text(m.unblock));
    await expect(await live.find('button', text(m.block))).toBeEnabled();
    await live.lastTold({
      id: 'direct',
      at: 'open.idle',
      lastEvent: 'xstate.done.actor.unblockPerson',
    });
  }),
};
