import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { blockedListMachine } from '../../../machines/messages/blocked-list.machine';
import type { BlockedPerson } from '../../../machines/messages/conversations.types';
import { BlockedSection } from '../../../src/features/settings/blocked-section';
import { blockedMessages as m } from '../../../src/features/settings/settings.messages';
import { SettingsView } from '../../../src/features/settings/settings-view';
import { BLOCKED_PEOPLE } from '../../../tests/machines/messages/conversations.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('blockedList');

/** The blocked people on a fake service whose first read fails; made on mount. */
function Live() {
  const [logic] = useState(() =>
    blockedListMachine.provide({
      actors: {
        loadBlocked: slow(inTurn<BlockedPerson[], void>(refuse(), () => BLOCKED_PEOPLE)),
        unblockPerson: slow<void, { userId: string }>(() => undefined),
      },
    }),
  );
  return (
    <SettingsView>
      <BlockedSection logic={logic} inspect={inspect} />
    </SettingsView>
  );
}

/** /settings' blocked people running their machine: retry, then unblock both to the empty list. */
const meta = {
  title: 'Machines/Live/Blocked people',
  parameters: liveParameters('blockedList', '/settings'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryThenUnblockAll: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(m.retry));
    for (const person of BLOCKED_PEOPLE) {
      const button = await live.find('button', `${text(m.unblock)}: ${person.fullName}`);
      // One at a time: the next waits until the one before is through.
      await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
      await userEvent.click(button);
    }
    await expect(await canvas.findByText(text(m.empty), {}, { timeout: 5000 })).toBeVisible();
    await live.lastTold({
      id: 'blockedList',
      at: 'empty',
      lastEvent: 'xstate.done.actor.unblockPerson',
    });
  }),
};
