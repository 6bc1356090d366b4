import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { dashboardMachine } from '../../../machines/admin/dashboard.machine';
import type { OverviewInput, StatsOverview } from '../../../machines/admin/dashboard.types';
import { DashboardPage } from '../../../src/features/admin/dashboard/dashboard-page';
import {
  dashboardMessages as m,
  periodMessage,
  trendTitles,
} from '../../../src/features/admin/dashboard/dashboard.messages';
import { overviewOf } from '../../../tests/machines/admin/dashboard.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('dashboard');

/** The dashboard on a fake `admin-stats` whose first read fails; made on mount, so a remount fails again. */
function Live() {
  const [logic] = useState(() =>
    dashboardMachine.provide({
      actors: {
        loadOverview: slow(
          inTurn<StatsOverview, OverviewInput>(refuse(), ({ days }) => overviewOf(days)),
        ),
      },
    }),
  );
  return <DashboardPage logic={logic} inspect={inspect} />;
}

/**
 * /admin's dashboard running its machine on a fake service that fails once, for the «Machine»
 * panel to follow through the retry and a switch to 90 days.
 */
const meta = {
  title: 'Machines/Live/Admin dashboard',
  parameters: liveParameters('dashboard', '/admin'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryAndSwitch: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(
      await canvas.findByRole('button', { name: text(m.retry) }, { timeout: 5000 }),
    );
    await canvas.findByRole('figure', { name: text(trendTitles.users) }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: text(periodMessage, { days: 90 }) }));
    await expectPanelLastTold(seen, {
      id: 'dashboard',
      lastEvent: 'xstate.done.actor.switchOverview',
    });
    await expect(
      canvas.getByRole('button', { name: text(periodMessage, { days: 90 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
