import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardMachine } from '../../machines/admin/dashboard.machine';
import type { OverviewInput, StatsOverview } from '../../machines/admin/dashboard.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { DashboardPage } from '../../src/features/admin/dashboard/dashboard-page';
import {
  dashboardMessages as m,
  periodMessage,
  trendTitles,
} from '../../src/features/admin/dashboard/dashboard.messages';
import {
  EMPTY_OVERVIEW,
  OVERVIEW_30,
  OVERVIEW_90,
} from '../../tests/machines/admin/dashboard.fixtures';
import { text } from '../../tests/support/messages';
import { answers } from '../support/answers';
import { AdminFrame } from './admin-frame';

type Answer = StatsOverview | 'pending' | 'error';

/** The dashboard on a fake `admin-stats`: its answers in turn, the last one for every read after. */
const logic = (...results: Answer[]) =>
  dashboardMachine.provide({
    actors: { loadOverview: answers<StatsOverview, OverviewInput>(...results) },
  });

const periodButton = (canvas: ReturnType<typeof within>, days: number) =>
  canvas.findByRole('button', { name: text(periodMessage, { days }) });

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardPage,
  parameters: { machine: { id: 'dashboard' }, layout: 'fullscreen', route: '/admin' },
  args: { logic: logic(OVERVIEW_30, OVERVIEW_90) },
  render: (args) => (
    <AdminFrame tab="dashboard">
      <DashboardPage {...args} />
    </AdminFrame>
  ),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

/** The last 30 days: totals, four trends drawn (each with its table) and the top lists. */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    const users = await canvas.findByRole('figure', { name: text(trendTitles.users) });
    // The chart is drawn (uPlot's canvas), hidden from screen readers beside its table.
    await waitFor(() => expect(users.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
    await userEvent.click(within(users).getByText(text(m.table)));
    await expect(within(users).getByRole('table')).toBeVisible();
    await expect(within(users).getAllByRole('row')).toHaveLength(31);
    await expect(await periodButton(canvas, 30)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A new community: zeros and no events to rank. */
export const LoadedEmpty: Story = {
  parameters: { machine: { state: 'loaded' } },
  args: { logic: logic(EMPTY_OVERVIEW) },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(text(m.noEvents))).toHaveLength(2);
  },
};

/** 90 days chosen: the 30 days' figures stay until the others arrive. */
export const Switching: Story = {
  parameters: { machine: { state: 'switching' } },
  args: { logic: logic(OVERVIEW_30, 'pending') },
  play: async ({ canvas }) => {
    await canvas.findByRole('figure', { name: text(trendTitles.users) });
    await userEvent.click(await periodButton(canvas, 90));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text(m.switching));
    await expect(await periodButton(canvas, 90)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('figure', { name: text(trendTitles.users) })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic('error', OVERVIEW_30) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text(m.failedTitle));
    await expect(alert).toHaveTextContent(text(adminErrorOf('network')));
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

/** At phone width: two cards a row, one chart a row, the tabs scrolling sideways. */
export const Phone: Story = {
  parameters: { machine: { state: 'loaded' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('figure', { name: text(trendTitles.messages) });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
