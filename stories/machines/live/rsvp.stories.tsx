import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EventPageData, RsvpAnswer } from '../../../machines/events/events.types';
import { type PageQuery, type RsvpQuery, rsvpMachine } from '../../../machines/events/rsvp.machine';
import { EventPage, type EventPageProps } from '../../../src/features/events/event-page';
import { pageMessages as m } from '../../../src/features/events/events.messages';
import {
  EVENT_ID,
  GOING,
  MEMBER,
  NOW,
  OPEN,
  answerFor,
} from '../../../tests/machines/events/rsvp.model';
import { text } from '../../../tests/support/messages';
import { reportingChannel } from '../../events/fakes';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import type { MachineStateMessage } from '../support/machine-channel-events';
import { slow } from '../support/live-fakes';
import { liveParameters, liveWalk, recordPanelFromStart } from '../support/live-story';

const logic = rsvpMachine.provide({
  actors: {
    loadEvent: slow<EventPageData, PageQuery>(() => OPEN),
    joinEvent: slow<RsvpAnswer, RsvpQuery>(() => answerFor(GOING)),
    leaveEvent: slow<RsvpAnswer, RsvpQuery>(() => answerFor(OPEN)),
    // Listens at once: the page is read again, then follows changes (none come).
    eventChannel: reportingChannel('channel.subscribed'),
  },
});
const inspect = liveInspector('rsvp');

/**
 * The event page running its machine on a fake service (an open event with seats left, seen by a
 * member), for the «Machine» panel to follow live: the page read, read again once its live
 * channel listens, then the member's RSVP. Its two regions (the RSVP, the live updates) light up
 * side by side.
 */
const meta = {
  title: 'Machines/Live/Event page (RSVP)',
  parameters: liveParameters('rsvp', `/events/${EVENT_ID}`),
  // The machine is not an arg: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => (
    <PageFrame>
      <EventPage
        logic={logic}
        eventId={EVENT_ID}
        viewer={MEMBER}
        now={NOW}
        notify={notify}
        inspect={inspect}
      />
    </PageFrame>
  ),
} satisfies Meta<Pick<EventPageProps, 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Join: Story = {
  loaders: [recordPanelFromStart],
  play: async ({ canvas, loaded }) => {
    const live = liveWalk(canvas, loaded.seen as MachineStateMessage[]);
    // Joined only once the page was read again: a later read would not undo the answer.
    await live.lastTold({
      id: 'rsvp',
      active: expect.arrayContaining(['ready.rsvp.open', 'ready.updates.on.live']),
    });
    await userEvent.click(await canvas.findByRole('button', { name: text(m.join) }));
    const panel = within(await canvas.findByTestId('rsvp-panel'));
    await expect(await panel.findByText(text(m.going), {}, { timeout: 5000 })).toBeVisible();
    await live.told('lastEvent', ['rsvp.join']);
    await live.lastTold({
      id: 'rsvp',
      active: expect.arrayContaining(['ready.rsvp.going', 'ready.updates.on.live']),
      lastEvent: 'xstate.done.actor.joinEvent',
    });
  },
};
