import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { adminReportsMachine } from '../../../machines/admin/reports.machine';
import type { QueueInput, QueuePage, ResolveInput } from '../../../machines/admin/reports.types';
import { ReportsPage } from '../../../src/features/admin/reports/reports-page';
import {
  actionOn,
  adminReportsMessages as m,
  outcomeMessages,
  resolvedNotice,
} from '../../../src/features/admin/reports/reports.messages';
import { OPEN_QUEUE, REPORTED_EVENT_GROUP } from '../../../tests/machines/admin/reports.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('adminReports');

/** The queue on a fake `admin-reports`: the first read fails, then the open queue; resolving closes three. */
function Live() {
  const [logic] = useState(() =>
    adminReportsMachine.provide({
      actors: {
        loadQueue: slow(inTurn<QueuePage, QueueInput>(refuse(), () => OPEN_QUEUE)),
        resolveReports: slow<{ resolved: number }, ResolveInput>(() => ({ resolved: 3 })),
      },
    }),
  );
  return <ReportsPage logic={logic} inspect={inspect} />;
}

/** /admin/reports running its machine, for the «Machine» panel to follow a retry and a removal. */
const meta = {
  title: 'Machines/Live/Admin reports',
  parameters: liveParameters('adminReports', '/admin/reports'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };

export const RetryAndRemove: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(await canvas.findByRole('button', { name: text(m.retry) }, LONG));
    const action = text(outcomeMessages.remove);
    const label = text(actionOn, { action, label: REPORTED_EVENT_GROUP.targetLabel! });
    await userEvent.click(await canvas.findByRole('button', { name: label }, LONG));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: label }));
    await userEvent.click(dialog.getByRole('button', { name: action }));
    await expectPanelLastTold(seen, {
      id: 'adminReports',
      lastEvent: 'xstate.done.actor.resolveReports',
    });
    await expect(
      await canvas.findByText(text(resolvedNotice, { count: 3 }), {}, LONG),
    ).toBeVisible();
  },
};
