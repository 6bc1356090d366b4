import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { conversationsMachine } from '../../../machines/messages/conversations.machine';
import type {
  ConversationsPage as Page,
  ConversationsQuery,
} from '../../../machines/messages/conversations.types';
import { ConversationsPage } from '../../../src/features/messages/conversations-page';
import { conversationsMessages as m } from '../../../src/features/messages/conversations.messages';
import { FIRST_PAGE, LAST_PAGE } from '../../../tests/machines/messages/conversations.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('conversations');

/** The list on a fake service whose first read fails; made on mount, so a remount fails again. */
function Live() {
  const [logic] = useState(() =>
    conversationsMachine.provide({
      actors: {
        loadConversations: slow(
          inTurn<Page, ConversationsQuery>(
            refuse(),
            () => FIRST_PAGE,
            () => LAST_PAGE,
            () => FIRST_PAGE,
          ),
        ),
      },
    }),
  );
  return <ConversationsPage logic={logic} inspect={inspect} />;
}

/**
 * /messages running its machine on a fake service (three conversations, then one more) that fails
 * once, for the «Machine» panel to follow live through the retry and «show more».
 */
const meta = {
  title: 'Machines/Live/Conversations',
  parameters: liveParameters('conversations', '/messages'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryThenShowMore: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(m.retry));
    await live.press(text(m.more));
    await expect(await canvas.findByText(text(m.allShown), {}, { timeout: 5000 })).toBeVisible();
    const list = canvas.getByRole('list', { name: text(m.list) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await live.lastTold({
      id: 'conversations',
      at: 'loaded.idle',
      lastEvent: 'xstate.done.actor.loadMore',
    });
  }),
};
