import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { NotificationPreference } from '../../machines/notifications/notifications.types';
import { notificationPreferencesMachine } from '../../machines/notifications/preferences.machine';
import {
  notificationsMessages,
  preferenceLabels,
  preferencesMessages as m,
} from '../../src/features/notifications/notifications.messages';
import { NotificationPreferencesSection } from '../../src/features/notifications/preferences-section';
import { PREFERENCES } from '../../tests/machines/notifications/notifications.fixtures';
import { text } from '../../tests/support/messages';
import { type Answer, settle } from './fakes';

const logic = ({
  load = PREFERENCES as Answer<NotificationPreference[]>,
  save = undefined as Answer<void>,
} = {}) =>
  notificationPreferencesMachine.provide({
    actors: {
      loadPreferences: fromPromise<NotificationPreference[], void>(() => settle(load)),
      savePreference: fromPromise<void, NotificationPreference>(() => settle(save)),
    },
  });

type Canvas = ReturnType<typeof within>;

/** The checkbox of one type's channel, found by the type's legend. */
const box = async (
  canvas: Canvas,
  type: NotificationPreference['type'],
  channel: 'inApp' | 'email',
) =>
  within(await canvas.findByRole('group', { name: text(preferenceLabels[type]) })).getByRole(
    'checkbox',
    { name: text(channel === 'inApp' ? m.inApp : m.email) },
  );

const meta = {
  title: 'Notifications/Settings section',
  component: NotificationPreferencesSection,
  parameters: { machine: { id: 'notificationPreferences' } },
  args: { logic: logic() },
} satisfies Meta<typeof NotificationPreferencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic({ load: 'pending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic({ load: 'error' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: text(notificationsMessages.retry) }),
    ).toBeEnabled();
  },
};

/** Each type a group of two checkboxes: emails about new RSVPs off by default, reminders on. */
export const Ready: Story = {
  parameters: { machine: { state: 'ready.idle' } },
  play: async ({ canvas }) => {
    await expect(await box(canvas, 'rsvp.created', 'inApp')).toBeChecked();
    await expect(await box(canvas, 'rsvp.created', 'email')).not.toBeChecked();
    await expect(await box(canvas, 'event.reminder', 'email')).toBeChecked();
  },
};

/** A choice shows at once while it is saved; the others wait. */
export const Saving: Story = {
  parameters: { machine: { state: 'ready.saving' } },
  args: { logic: logic({ save: 'pending' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await box(canvas, 'rsvp.created', 'email'));
    await expect(await box(canvas, 'rsvp.created', 'email')).toBeChecked();
    await expect(await canvas.findByText(text(m.saving))).toBeVisible();
    await expect(await box(canvas, 'event.reminder', 'inApp')).toBeDisabled();
  },
};

/** Refused: the choice goes back as it was, and the section says so. */
export const SaveFailed: Story = {
  parameters: { machine: { state: 'ready.saveFailed' } },
  args: { logic: logic({ save: 'error' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await box(canvas, 'event.reminder', 'inApp'));
    await expect(await canvas.findByText(text(m.saveFailed))).toBeVisible();
    await expect(await box(canvas, 'event.reminder', 'inApp')).toBeChecked();
  },
};

/** On a phone each type's label sits above its two choices; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { machine: { state: 'ready.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await box(canvas, 'rsvp.created', 'email');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
