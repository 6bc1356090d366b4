import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { reportMachine } from '../../machines/reports/report.machine';
import { ReportButton } from '../../src/components/report/report-button';
import {
  reportFailureMessages,
  reportMessages as m,
  reportReasonMessages,
  reportTargetMessages,
} from '../../src/components/report/report.messages';
import { ReportProvider } from '../../src/components/report/report-provider';
import { REPORT_DETAILS, REPORTED_EVENT } from '../../tests/machines/reports/report.model';
import { text, textPattern } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';

const logic = (send: AnyActorLogic = resolved<void>(undefined)) =>
  reportMachine.provide({ actors: { sendReport: send as never } });

interface Args {
  send: AnyActorLogic;
  signedIn: boolean;
}

/** A page with one «Пожаловаться» button, as the event page offers it. */
function ReportDemo({ send, signedIn }: Args) {
  return (
    <ReportProvider signedIn={signedIn} loadLogic={async () => logic(send)}>
      <ReportButton target={REPORTED_EVENT} />
    </ReportProvider>
  );
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const body = () => within(document.body);
const reportButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: text(reportTargetMessages.event) });

async function openDialog(canvas: Canvas) {
  await userEvent.click(reportButton(canvas));
  return within(await body().findByRole('dialog', { name: text(reportTargetMessages.event) }));
}

async function fillAndSend(canvas: Canvas) {
  const dialog = await openDialog(canvas);
  await userEvent.click(dialog.getByRole('radio', { name: text(reportReasonMessages.spam) }));
  await userEvent.type(dialog.getByRole('textbox', { name: text(m.details) }), REPORT_DETAILS);
  await userEvent.click(dialog.getByRole('button', { name: text(m.submit) }));
  return dialog;
}

const meta = {
  title: 'Reports/Report dialog',
  component: ReportDemo,
  parameters: { machine: { id: 'report' } },
  args: { send: resolved<void>(undefined), signedIn: true },
} satisfies Meta<typeof ReportDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the button: the dialog's code loads with the first press. */
export const Closed: Story = {
  parameters: { machine: { state: 'closed' } },
  play: async ({ canvas }) => {
    await expect(reportButton(canvas)).toBeEnabled();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const SignInPrompt: Story = {
  parameters: { machine: { state: 'signInPrompt' }, route: '/events/1' },
  args: { signedIn: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText(text(m.signInPrompt))).toBeVisible();
    await expect(dialog.getByRole('link', { name: text(m.signIn) })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
  },
};

/** A reason is required; the details are optional, at most 1000 characters. */
export const Choosing: Story = {
  parameters: { machine: { state: 'choosing' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByRole('button', { name: text(m.submit) })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: text(reportReasonMessages.fake) }));
    await expect(dialog.getByRole('button', { name: text(m.submit) })).toBeEnabled();
  },
};

export const Sending: Story = {
  parameters: { machine: { state: 'sending' } },
  args: { send: pending<void>() },
  play: async ({ canvas }) => {
    const dialog = await fillAndSend(canvas);
    await expect(dialog.getByRole('button', { name: textPattern(m.sending) })).toBeDisabled();
  },
};

export const Sent: Story = {
  parameters: { machine: { state: 'sent' } },
  play: async ({ canvas }) => {
    const dialog = await fillAndSend(canvas);
    await expect(await dialog.findByText(text(m.sent))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text(m.done) }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reportButton(canvas)).toHaveFocus());
  },
};

export const AlreadyReported: Story = {
  parameters: { machine: { state: 'alreadyReported' } },
  args: { send: rejected<void>('already_reported') },
  play: async ({ canvas }) => {
    const dialog = await fillAndSend(canvas);
    await expect(await dialog.findByText(text(m.alreadyReported))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { send: rejected<void>() },
  play: async ({ canvas }) => {
    const dialog = await fillAndSend(canvas);
    await expect(await dialog.findByText(text(reportFailureMessages.network))).toBeVisible();
    await expect(dialog.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'choosing' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const content = dialog.getByRole('radio', { name: text(reportReasonMessages.spam) });
    await waitFor(() =>
      expect(content.closest('[role="dialog"]')!.scrollWidth).toBeLessThanOrEqual(
        window.innerWidth,
      ),
    );
  },
};
