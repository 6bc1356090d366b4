import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { adminReportsMachine } from '../../machines/admin/reports.machine';
import type { QueueInput, QueuePage } from '../../machines/admin/reports.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { ReportsPage } from '../../src/features/admin/reports/reports-page';
import {
  actionOn,
  adminReportsMessages as m,
  outcomeDoneMessages,
  outcomeMessages,
  resolvedNotice,
  statusMessages,
} from '../../src/features/admin/reports/reports.messages';
import {
  EMPTY_QUEUE,
  OPEN_QUEUE,
  REPORTED_EVENT_GROUP,
  RESOLVED_QUEUE,
} from '../../tests/machines/admin/reports.fixtures';
import { text } from '../../tests/support/messages';
import { answers } from '../support/answers';
import { pending, rejected, resolved } from '../events/fakes';
import { AdminFrame } from './admin-frame';

type Answer = QueuePage | 'pending' | 'error';

/** The queue on a fake `admin-reports`: its reads in turn, and how resolving answers. */
const logic = (
  reads: Answer[] = [OPEN_QUEUE],
  resolve: AnyActorLogic = resolved({ resolved: 3 }),
) =>
  adminReportsMachine.provide({
    actors: {
      loadQueue: answers<QueuePage, QueueInput>(...reads),
      resolveReports: resolve as never,
    },
  });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const body = () => within(document.body);
const eventLabel = REPORTED_EVENT_GROUP.targetLabel!;

async function startRemoval(canvas: Canvas) {
  const action = text(outcomeMessages.remove);
  await userEvent.click(
    await canvas.findByRole('button', { name: text(actionOn, { action, label: eventLabel }) }),
  );
  return within(
    await body().findByRole('alertdialog', { name: text(actionOn, { action, label: eventLabel }) }),
  );
}

const meta = {
  title: 'Admin/Reports',
  component: ReportsPage,
  parameters: { machine: { id: 'adminReports' }, layout: 'fullscreen', route: '/admin/reports' },
  args: { logic: logic() },
  render: (args) => (
    <AdminFrame tab="reports">
      <ReportsPage {...args} />
    </AdminFrame>
  ),
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(['pending']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

/** Most reported first: the target with its link, author, count, reasons and each report. */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    const groups = await canvas.findAllByTestId('report-group');
    await expect(groups).toHaveLength(2);
    const first = within(groups[0]!);
    await expect(first.getByRole('link', { name: eventLabel })).toHaveAttribute(
      'href',
      `/events/${REPORTED_EVENT_GROUP.targetId}`,
    );
    await userEvent.click(first.getByText(text(m.reportsList), { selector: 'summary' }));
    await expect(first.getByText('Зовут в телеграм-канал с «сигналами»')).toBeVisible();
    // A person is dismissed or banned, never «removed».
    await expect(within(groups[1]!).queryByText(text(outcomeMessages.remove))).toBeNull();
  },
};

export const Resolved: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: logic([OPEN_QUEUE, RESOLVED_QUEUE]) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text(statusMessages.resolved) }),
    );
    await expect(await canvas.findByText(text(outcomeDoneMessages.remove))).toBeVisible();
    await expect(canvas.queryByText(text(outcomeMessages.dismiss))).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic([EMPTY_QUEUE]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.emptyOpen))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(['error']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(adminErrorOf('network')))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

/** Asked first: what happens to whom. */
export const Confirming: Story = {
  parameters: { machine: { state: 'loaded.confirming' } },
  play: async ({ canvas }) => {
    const dialog = await startRemoval(canvas);
    await expect(dialog.getByRole('button', { name: text(m.cancel) })).toBeEnabled();
  },
};

export const Resolving: Story = {
  parameters: { machine: { state: 'loaded.resolving' } },
  args: { logic: logic([OPEN_QUEUE], pending()) },
  play: async ({ canvas }) => {
    const dialog = await startRemoval(canvas);
    await userEvent.click(dialog.getByRole('button', { name: text(outcomeMessages.remove) }));
    await expect(dialog.getByRole('button', { name: text(m.cancel) })).toBeDisabled();
  },
};

export const ResolveFailed: Story = {
  parameters: { machine: { state: 'loaded.confirming' } },
  args: { logic: logic([OPEN_QUEUE], rejected()) },
  play: async ({ canvas }) => {
    const dialog = await startRemoval(canvas);
    await userEvent.click(dialog.getByRole('button', { name: text(outcomeMessages.remove) }));
    await expect(await dialog.findByText(text(adminErrorOf('network')))).toBeVisible();
  },
};

/** Done: the target leaves the open queue, the notice says how many reports were closed. */
export const ResolvedOne: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    const dialog = await startRemoval(canvas);
    await userEvent.click(dialog.getByRole('button', { name: text(outcomeMessages.remove) }));
    await expect(await canvas.findByText(text(resolvedNotice, { count: 3 }))).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('report-group')).toHaveLength(1));
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('report-group');
    const main = canvasElement.querySelector('main')!;
    await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
  },
};
