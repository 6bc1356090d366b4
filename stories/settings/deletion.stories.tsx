import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, fn, userEvent } from 'storybook/test';
import { accountDeletionMachine } from '../../machines/settings/account-deletion.machine';
import { DeletionSection } from '../../src/features/settings/deletion-section';
import {
  deletionMessages as m,
  failureMessages,
} from '../../src/features/settings/settings.messages';
import { ACCOUNT_EMAIL } from '../../tests/machines/settings/settings.fixtures';
import { text, textStart } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { fitsPhone, PHONE, inSettings, SETTINGS_PAGE } from './settings-frame';
import { expectBusy } from '../support/plays';

const accountDeleted = fn();
const logic = (remove: AnyActorLogic = resolved<void>(undefined)) =>
  accountDeletionMachine.provide({
    actors: { deleteAccount: remove as never },
    actions: { accountDeleted },
  });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const label = textStart(m.confirmLabel, { email: ACCOUNT_EMAIL });

async function confirm(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: text(m.open) }));
  await userEvent.type(await canvas.findByRole('textbox', { name: label }), ACCOUNT_EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: text(m.submit) }));
}

const meta = {
  title: 'Settings/Delete account',
  component: DeletionSection,
  parameters: { machine: { id: 'accountDeletion' }, ...SETTINGS_PAGE },
  args: { logic: logic(), email: ACCOUNT_EMAIL },
  render: inSettings(DeletionSection),
} satisfies Meta<typeof DeletionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machine: { state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(m.open) })).toBeEnabled();
  },
};

/** Asked for the address: until it is typed out, nothing can be deleted. */
export const Confirming: Story = {
  parameters: { machine: { state: 'confirming' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.open) }));
    const box = await canvas.findByRole('textbox', { name: label });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'anna@');
    await expect(canvas.getByRole('button', { name: text(m.submit) })).toBeDisabled();
  },
};

export const Deleting: Story = {
  parameters: { machine: { state: 'deleting' } },
  args: { logic: logic(pending()) },
  play: async ({ canvas }) => {
    await confirm(canvas);
    await expectBusy(canvas, m.deleting);
  },
};

export const Refused: Story = {
  parameters: { machine: { state: 'confirming' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await confirm(canvas);
    await expect(await canvas.findByText(text(failureMessages.network))).toBeVisible();
  },
};

export const Deleted: Story = {
  parameters: { machine: { state: 'deleted' } },
  play: async ({ canvas }) => {
    accountDeleted.mockClear();
    await confirm(canvas);
    await expect(await canvas.findByText(text(m.deleted))).toBeVisible();
    await expect(accountDeleted).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'confirming' } },
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.open) }));
    await canvas.findByRole('textbox', { name: label });
    await fitsPhone(canvasElement);
  },
};
