import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromCallback } from 'xstate';
import { type BellEvent, bellMachine } from '../../../machines/notifications/bell.machine';
import type {
  MarkReadInput,
  NotificationsPage as Page,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { Bell } from '../../../src/app/notifications/bell';
import {
  notificationsMessages as m,
  unreadCountMessage,
} from '../../../src/features/notifications/notifications.messages';
import { FIRST_PAGE } from '../../../tests/machines/notifications/notifications.fixtures';
import { text } from '../../../tests/support/messages';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('notificationsBell');

/**
 * The bell on fakes: three unread, and a «live» button that plays the database's broadcast of a
 * new RSVP (the count goes up by one each press).
 */
function Live() {
  const [logic] = useState(() => {
    let unread = 3;
    return bellMachine.provide({
      actors: {
        loadCount: slow<number, void>(() => unread),
        loadLatest: slow<Page, NotificationsQuery>(() => FIRST_PAGE),
        markAllRead: slow<number, MarkReadInput>(() => {
          const marked = unread;
          unread = 0;
          return marked;
        }),
        watchCount: fromCallback<BellEvent>(({ sendBack }) => {
          const deliver = () => sendBack({ type: 'count.changed', count: ++unread });
          window.addEventListener('live-notification', deliver);
          return () => window.removeEventListener('live-notification', deliver);
        }),
      },
    });
  });
  return (
    <PageFrame
      session={{ status: 'signedIn', isAdmin: false, fullName: 'Дмитрий Иванов' }}
      bell={<Bell logic={logic} inspect={inspect} />}
    >
      <p style={{ padding: '2rem' }}>
        <button type="button" onClick={() => window.dispatchEvent(new Event('live-notification'))}>
          live
        </button>
      </p>
    </PageFrame>
  );
}

/**
 * The header's bell running its machine: the count read once, then kept by the live channel; the
 * popover of the newest five opened from the bell, and «mark all read».
 */
const meta = {
  title: 'Machines/Live/Notifications bell',
  parameters: liveParameters('notificationsBell', '/'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bellNamed = (count: number) => `${text(m.title)}, ${text(unreadCountMessage, { count })}`;

export const LiveThenMarkAll: Story = {
  play: async ({ canvas, canvasElement }) => {
    const seen = recordPanel();
    const banner = within(await canvas.findByRole('banner'));
    await banner.findByRole('button', { name: bellNamed(3) }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'live' }));
    await userEvent.click(await banner.findByRole('button', { name: bellNamed(4) }));
    const popover = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: text(m.title) }),
    );
    await userEvent.click(
      await popover.findByRole('button', { name: text(m.markAll) }, { timeout: 5000 }),
    );
    await expectPanelLastTold(seen, {
      id: 'notificationsBell',
      lastEvent: 'xstate.done.actor.markAllRead',
    });
    await expect(await banner.findByRole('button', { name: text(m.title) })).toBeVisible();
  },
};
