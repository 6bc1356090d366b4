import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { myGroupsMachine } from '../../../machines/profile/my-groups.machine';
import type { MyGroups as MyGroupsData } from '../../../machines/profile/my-groups.types';
import { MyGroups } from '../../../src/features/profile/my-groups';
import { myGroupsMessages as m } from '../../../src/features/profile/my-groups.messages';
import { profileMessages } from '../../../src/features/profile/profile.messages';
import { MY_GROUPS_USER, everything } from '../../../tests/machines/profile/my-groups.model';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('myGroups');

/** The section on a fake service whose first read fails; made on mount, so a remount fails again. */
function Live() {
  const [logic] = useState(() =>
    myGroupsMachine.provide({
      actors: {
        loadMyGroups: slow(inTurn<MyGroupsData, { userId: string }>(refuse(), () => everything)),
      },
    }),
  );
  return <MyGroups logic={logic} userId={MY_GROUPS_USER} inspect={inspect} />;
}

/**
 * The profile's «My groups» running its machine on a fake service (eight groups, two requests)
 * that fails once, for the «Machine» panel to follow live through the retry and «show more».
 */
const meta = {
  title: 'Machines/Live/My groups',
  parameters: liveParameters('myGroups', '/profile'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryThenShowMore: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(profileMessages.retry));
    await live.press(text(m.more, { count: 2 }));
    const list = canvas.getByRole('list', { name: text(m.title) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await live.lastTold({
      id: 'myGroups',
      at: 'loaded',
      lastEvent: 'list.more',
      lastTransition: 'loaded --list.more#0--> (self)',
    });
  }),
};
