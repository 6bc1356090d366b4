import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, within } from 'storybook/test';
import { sessionsMachine } from '../../machines/settings/sessions.machine';
import { SessionsSection } from '../../src/features/settings/sessions-section';
import { sessionsMessages as m } from '../../src/features/settings/settings.messages';
import { ONLY_THIS_DEVICE, SESSIONS } from '../../tests/machines/settings/settings.fixtures';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { fitsPhone, PHONE, inSettings, SETTINGS_PAGE } from './settings-frame';
import { expectBusy, showsStatus, showsText } from '../support/plays';

const logic = (
  list: AnyActorLogic = resolved(SESSIONS),
  signOut: AnyActorLogic = resolved<void>(undefined),
) =>
  sessionsMachine.provide({
    actors: { listSessions: list as never, signOutOthers: signOut as never },
  });

const meta = {
  title: 'Settings/Devices',
  component: SessionsSection,
  parameters: { machine: { id: 'accountSessions' }, ...SETTINGS_PAGE },
  args: { logic: logic() },
  render: inSettings(SessionsSection),
} satisfies Meta<typeof SessionsSection>;

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
  play: showsText(m.failed),
};

export const Listed: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: text(m.list) });
    const [current, other] = within(list).getAllByRole('listitem');
    await expect(current).toHaveTextContent(text(m.current));
    await expect(other).toHaveTextContent('Safari, iOS');
    await expect(canvas.getByRole('button', { name: text(m.signOutOthers) })).toBeEnabled();
  },
};

export const SigningOut: Story = {
  parameters: { machine: { state: 'loaded.signingOut' } },
  args: { logic: logic(resolved(SESSIONS), pending()) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.signOutOthers) }));
    await expectBusy(canvas, m.signingOut);
  },
};

/** Signed out everywhere else: this device alone is left. */
export const OnlyThisDevice: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: logic(resolved(ONLY_THIS_DEVICE)) },
  play: showsText(m.onlyThis),
};

export const SignOutFailed: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: logic(resolved(SESSIONS), rejected()) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.signOutOthers) }));
    await expect(await canvas.findByText(text(m.signOutFailed))).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: PHONE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: text(m.list) });
    await fitsPhone(canvasElement);
  },
};
