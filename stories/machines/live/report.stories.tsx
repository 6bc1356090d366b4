import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { reportMachine } from '../../../machines/reports/report.machine';
import type { ReportRequest } from '../../../machines/reports/report.types';
import { ReportButton } from '../../../src/components/report/report-button';
import {
  reportMessages as m,
  reportReasonMessages,
  reportTargetMessages,
} from '../../../src/components/report/report.messages';
import { ReportProvider } from '../../../src/components/report/report-provider';
import { REPORTED_EVENT } from '../../../tests/machines/reports/report.model';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('report');

/** The «Пожаловаться» dialog on a fake `report()`: the first sending fails, the next is taken. */
function Live() {
  const [logic] = useState(() =>
    reportMachine.provide({
      actors: { sendReport: slow(inTurn<void, ReportRequest>(refuse(), () => undefined)) },
    }),
  );
  return (
    <ReportProvider signedIn loadLogic={async () => logic} inspect={inspect}>
      <ReportButton target={REPORTED_EVENT} />
    </ReportProvider>
  );
}

/** An event's report, for the «Machine» panel to follow a failed sending and its retry. */
const meta = {
  title: 'Machines/Live/Report',
  parameters: liveParameters('report', '/events/1'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailThenSend: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(canvas.getByRole('button', { name: text(reportTargetMessages.event) }));
    const body = within(document.body);
    const dialog = within(
      await body.findByRole(
        'dialog',
        { name: text(reportTargetMessages.event) },
        { timeout: 5000 },
      ),
    );
    await userEvent.click(dialog.getByRole('radio', { name: text(reportReasonMessages.spam) }));
    await userEvent.click(dialog.getByRole('button', { name: text(m.submit) }));
    await expectPanelLastTold(seen, { id: 'report', lastEvent: 'xstate.error.actor.sendReport' });
    await userEvent.click(await dialog.findByRole('button', { name: text(m.retry) }));
    await expectPanelLastTold(seen, { id: 'report', lastEvent: 'xstate.done.actor.sendReport' });
    await expect(await dialog.findByText(text(m.sent))).toBeVisible();
  },
};
