import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fromCallback } from 'xstate';
import { expect, userEvent, within } from 'storybook/test';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import type {
  MarkReadInput,
  NotificationsPage as Page,
  NotificationsQuery,
} from '../../../machines/notifications/notifications.types';
import { NotificationsPage } from '../../../src/features/notifications/notifications-page';
import { notificationsMessages as m } from '../../../src/features/notifications/notifications.messages';
import {
  FIRST_PAGE,
  LAST_PAGE,
} from '../../../tests/machines/notifications/notifications.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('notifications');

/** The page on a fake service whose first read fails; made on mount, so a remount fails again. */
function Live() {
  const [logic] = useState(() =>
    notificationsMachine.provide({
      actors: {
        loadNotifications: slow(
          inTurn<Page, NotificationsQuery>(
            refuse(),
            () => FIRST_PAGE,
            () => LAST_PAGE,
          ),
        ),
        markRead: slow<number, MarkReadInput>(({ ids }) => ids?.length ?? 3),
        refreshNotifications: slow<Page, NotificationsQuery>(() => FIRST_PAGE),
        // Nothing is broadcast here: the page's own reads and marks are what the panel follows.
        watchChanges: fromCallback(() => {}),
      },
    }),
  );
  return <NotificationsPage logic={logic} inspect={inspect} />;
}

/**
 * /notifications running its machine on a fake service (four notifications, then two older) that
 * fails once, for the «Machine» panel to follow through the retry, «show more» and marking read.
 */
const meta = {
  title: 'Machines/Live/Notifications',
  parameters: liveParameters('notifications', '/notifications'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryShowMoreMarkRead: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(
      await canvas.findByRole('button', { name: text(m.retry) }, { timeout: 5000 }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: text(m.more) }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText(text(m.allShown), {}, { timeout: 5000 })).toBeVisible();
    const list = canvas.getByRole('list', { name: text(m.list) });
    await expect(within(list).getAllByTestId('notification')).toHaveLength(6);
    await userEvent.click(canvas.getAllByRole('button', { name: text(m.markRead) })[0]!);
    await expectPanelLastTold(seen, {
      id: 'notifications',
      lastEvent: 'xstate.done.actor.markOne',
    });
  },
};
