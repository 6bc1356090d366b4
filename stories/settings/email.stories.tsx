import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent } from 'storybook/test';
import { emailChangeMachine } from '../../machines/settings/email-change.machine';
import { EmailSection } from '../../src/features/settings/email-section';
import { emailMessages as m, failureMessages } from '../../src/features/settings/settings.messages';
import { ACCOUNT_EMAIL, NEW_EMAIL } from '../../tests/machines/settings/settings.fixtures';
import { LANDINGS } from '../../tests/machines/settings/email-change.model';
import { text, textStart } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { fitsPhone, PHONE, inSettings, SETTINGS_PAGE } from './settings-frame';
import { expectBusy } from '../support/plays';

const logic = (
  change: AnyActorLogic = resolved<void>(undefined),
  landing: AnyActorLogic = resolved(LANDINGS.none),
) =>
  emailChangeMachine.provide({
    actors: { changeEmail: change as never, readLanding: landing as never },
  });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function submit(canvas: Canvas, email = NEW_EMAIL) {
  await userEvent.type(canvas.getByRole('textbox', { name: textStart(m.newEmail) }), email);
  await userEvent.click(canvas.getByRole('button', { name: text(m.submit) }));
}

const meta = {
  title: 'Settings/Email',
  component: EmailSection,
  parameters: { machine: { id: 'emailChange' }, ...SETTINGS_PAGE },
  args: { logic: logic(), currentEmail: ACCOUNT_EMAIL },
  render: inSettings(EmailSection),
} satisfies Meta<typeof EmailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from an emailed link, while the page asks GoTrue what it did: only the address shows. */
export const Checking: Story = {
  parameters: { machine: { state: 'checking' } },
  args: { logic: logic(undefined, pending()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.current, { email: ACCOUNT_EMAIL }))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: textStart(m.newEmail) })).toBeNull();
  },
};

/** The first of the two links followed: the page says the other inbox's is still to open. */
export const AwaitingOther: Story = {
  parameters: { machine: { state: 'awaitingOther' } },
  args: { logic: logic(undefined, resolved(LANDINGS.half)) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(text(m.halfConfirmed, { current: ACCOUNT_EMAIL, next: NEW_EMAIL })),
    ).toBeVisible();
  },
};

/** Both links followed: the new address is the account's. */
export const Changed: Story = {
  parameters: { machine: { state: 'changed' } },
  args: { logic: logic(undefined, resolved(LANDINGS.done)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.changed, { email: NEW_EMAIL }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(m.understood) }));
    await expect(canvas.getByRole('textbox', { name: textStart(m.newEmail) })).toBeVisible();
  },
};

export const Editing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.current, { email: ACCOUNT_EMAIL }))).toBeVisible();
    await submit(canvas, ACCOUNT_EMAIL);
    await expect(await canvas.findByText(text(m.same))).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'saving' } },
  args: { logic: logic(pending()) },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expectBusy(canvas, m.saving);
  },
};

/** Another account has the address: said in the form, the address kept. */
export const AddressTaken: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { logic: logic(rejected('user_already_exists')) },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByText(text(failureMessages.emailTaken))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: textStart(m.newEmail) })).toHaveValue(
      NEW_EMAIL,
    );
  },
};

export const Sent: Story = {
  parameters: { machine: { state: 'sent' } },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(
      await canvas.findByText(text(m.sent, { current: ACCOUNT_EMAIL, next: NEW_EMAIL })),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'sent' } },
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await submit(canvas);
    await canvas.findByRole('button', { name: text(m.again) });
    await fitsPhone(canvasElement);
  },
};
