import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent } from 'storybook/test';
import { passwordChangeMachine } from '../../machines/settings/password-change.machine';
import { PasswordSection } from '../../src/features/settings/password-section';
import {
  failureMessages,
  passwordMessages as m,
} from '../../src/features/settings/settings.messages';
import { EMAILED_CODE, NEW_PASSWORD } from '../../tests/machines/settings/settings.fixtures';
import { text, textStart } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { fitsPhone, PHONE, inSettings, SETTINGS_PAGE } from './settings-frame';
import { expectBusy } from '../support/plays';

const done = () => resolved<void>(undefined);
const logic = (sendCode: AnyActorLogic = done(), change: AnyActorLogic = done()) =>
  passwordChangeMachine.provide({
    actors: { sendCode: sendCode as never, changePassword: change as never },
  });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const askForCode = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: text(m.start) }));

/** The code and the new password twice, then «Сохранить пароль». */
async function fillAndSave(canvas: Canvas) {
  await askForCode(canvas);
  const box = (label: Parameters<typeof textStart>[0]) =>
    canvas.findByLabelText(textStart(label), { selector: 'input' });
  await userEvent.type(await box(m.code), EMAILED_CODE);
  await userEvent.type(await box(m.newPassword), NEW_PASSWORD);
  await userEvent.type(await box(m.confirmPassword), NEW_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: text(m.submit) }));
}

const meta = {
  title: 'Settings/Password',
  component: PasswordSection,
  parameters: { machine: { id: 'passwordChange' }, ...SETTINGS_PAGE },
  args: { logic: logic() },
  render: inSettings(PasswordSection),
} satisfies Meta<typeof PasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machine: { state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(m.start) })).toBeEnabled();
  },
};

export const SendingCode: Story = {
  parameters: { machine: { state: 'sendingCode' } },
  args: { logic: logic(pending()) },
  play: async ({ canvas }) => {
    await askForCode(canvas);
    await expectBusy(canvas, m.sending);
  },
};

/** The code could not be sent: why, and the button to ask again. */
export const CodeNotSent: Story = {
  parameters: { machine: { state: 'idle' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await askForCode(canvas);
    await expect(await canvas.findByText(text(failureMessages.network))).toBeVisible();
  },
};

export const Editing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await askForCode(canvas);
    const code = await canvas.findByLabelText(textStart(m.code), { selector: 'input' });
    await expect(code).toHaveFocus();
    // Nothing typed: the code is asked for on its box.
    await userEvent.click(canvas.getByRole('button', { name: text(m.submit) }));
    await expect(await canvas.findByText(text(m.codeRequired))).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'saving' } },
  args: { logic: logic(done(), pending()) },
  play: async ({ canvas }) => {
    await fillAndSave(canvas);
    await expectBusy(canvas, m.saving);
  },
};

/** The server refused the code: the form stays, with why. */
export const CodeRefused: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { logic: logic(done(), rejected('code_invalid')) },
  play: async ({ canvas }) => {
    await fillAndSave(canvas);
    await expect(await canvas.findByText(text(failureMessages.codeInvalid))).toBeVisible();
  },
};

export const Changed: Story = {
  parameters: { machine: { state: 'changed' } },
  play: async ({ canvas }) => {
    await fillAndSave(canvas);
    await expect(await canvas.findByText(text(m.changed))).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'editing' } },
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await askForCode(canvas);
    await canvas.findByLabelText(textStart(m.code), { selector: 'input' });
    await fitsPhone(canvasElement);
  },
};
