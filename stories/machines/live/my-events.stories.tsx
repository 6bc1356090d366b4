import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { myEventsMachine } from '../../../machines/profile/my-events.machine';
import type { MyEvents as MyEventsData } from '../../../machines/profile/my-events.types';
import { MyEvents } from '../../../src/features/profile/my-events';
import { myEventsMessages as m } from '../../../src/features/profile/my-events.messages';
import { MY_EVENTS_USER, NOW, everything } from '../../../tests/machines/profile/my-events.model';
import { textStart } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const logic = myEventsMachine.provide({
  actors: { loadMyEvents: slow<MyEventsData, { userId: string }>(() => everything) },
});
const inspect = liveInspector('myEvents');

/**
 * The profile's «My events» running its machine on a fake service (events organised and
 * attended), for the «Machine» panel to follow live as the tabs change.
 */
const meta = {
  title: 'Machines/Live/My events',
  parameters: liveParameters('myEvents', '/profile'),
  render: () => <MyEvents logic={logic} userId={MY_EVENTS_USER} now={NOW} inspect={inspect} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAttending: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(textStart(m.attending), 'tab');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: textStart(m.attending) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await live.lastTold({
      id: 'myEvents',
      at: 'loaded.attending',
      lastEvent: 'tab.select',
      lastTransition: 'loaded.organizing --tab.select#0--> loaded.attending',
    });
  }),
};
