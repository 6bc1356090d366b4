import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, fn, userEvent } from 'storybook/test';
import { dataExportMachine } from '../../machines/settings/data-export.machine';
import { ExportSection } from '../../src/features/settings/export-section';
import { exportMessages as m } from '../../src/features/settings/settings.messages';
import { EXPORTED } from '../../tests/machines/settings/settings.fixtures';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inSettings, SETTINGS_PAGE } from './settings-frame';
import { expectBusy } from '../support/plays';

const saveFile = fn();
const logic = (exportData: AnyActorLogic = resolved(EXPORTED)) =>
  dataExportMachine.provide({ actors: { exportData: exportData as never }, actions: { saveFile } });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const start = async (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: text(m.start) }));

const meta = {
  title: 'Settings/My data',
  component: ExportSection,
  parameters: { machine: { id: 'dataExport' }, ...SETTINGS_PAGE },
  args: { logic: logic() },
  render: inSettings(ExportSection),
} satisfies Meta<typeof ExportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machine: { state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(m.start) })).toBeEnabled();
  },
};

export const Exporting: Story = {
  parameters: { machine: { state: 'exporting' } },
  args: { logic: logic(pending()) },
  play: async ({ canvas }) => {
    await start(canvas);
    await expectBusy(canvas, m.exporting);
  },
};

export const Done: Story = {
  parameters: { machine: { state: 'done' } },
  play: async ({ canvas }) => {
    saveFile.mockClear();
    await start(canvas);
    await expect(await canvas.findByText(text(m.done))).toBeVisible();
    await expect(saveFile).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await start(canvas);
    await expect(await canvas.findByText(text(m.failed))).toBeVisible();
  },
};
