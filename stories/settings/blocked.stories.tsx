import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, within } from 'storybook/test';
import { blockedListMachine } from '../../machines/messages/blocked-list.machine';
import { BlockedSection } from '../../src/features/settings/blocked-section';
import { blockedMessages as m } from '../../src/features/settings/settings.messages';
import { BLOCKED_PEOPLE } from '../../tests/machines/messages/conversations.fixtures';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { fitsPhone, inSettings, PHONE, SETTINGS_PAGE } from './settings-frame';
import { expectBusy, showsStatus, showsText } from '../support/plays';

const logic = (
  load: AnyActorLogic = resolved(BLOCKED_PEOPLE),
  unblock: AnyActorLogic = resolved<void>(undefined),
) =>
  blockedListMachine.provide({
    actors: { loadBlocked: load as never, unblockPerson: unblock as never },
  });

const [FIRST] = BLOCKED_PEOPLE;
const unblockFirst = `${text(m.unblock)}: ${FIRST!.fullName}`;

const meta = {
  title: 'Settings/Blocked people',
  component: BlockedSection,
  parameters: { machine: { id: 'blockedList' }, ...SETTINGS_PAGE },
  args: { logic: logic() },
  render: inSettings(BlockedSection),
} satisfies Meta<typeof BlockedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: showsStatus(m.loading),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.failedTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic(resolved([])) },
  play: showsText(m.empty),
};

export const Listed: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: text(m.title) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: unblockFirst })).toBeEnabled();
  },
};

export const Unblocking: Story = {
  parameters: { machine: { state: 'loaded.unblocking' } },
  args: { logic: logic(resolved(BLOCKED_PEOPLE), pending()) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unblockFirst }));
    await expectBusy(canvas, m.unblocking);
  },
};

/** The unblocking did not go through: why, beside that person, with a way to hide it. */
export const UnblockFailed: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: logic(resolved(BLOCKED_PEOPLE), rejected()) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unblockFirst }));
    await expect(await canvas.findByText(text(m.unblockFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.dismiss) })).toBeEnabled();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: text(m.title) });
    await fitsPhone(canvasElement);
  },
};
