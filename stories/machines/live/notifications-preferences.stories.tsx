import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { NotificationPreference } from '../../../machines/notifications/notifications.types';
import { notificationPreferencesMachine } from '../../../machines/notifications/preferences.machine';
import {
  preferenceLabels,
  preferencesMessages as m,
} from '../../../src/features/notifications/notifications.messages';
import { NotificationPreferencesSection } from '../../../src/features/notifications/preferences-section';
import { PREFERENCES } from '../../../tests/machines/notifications/notifications.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('notificationPreferences');

/** The section on a fake service whose first save is refused; made on mount. */
function Live() {
  const [logic] = useState(() =>
    notificationPreferencesMachine.provide({
      actors: {
        loadPreferences: slow<NotificationPreference[], void>(() => PREFERENCES),
        savePreference: slow(inTurn<void, NotificationPreference>(refuse(), () => undefined)),
      },
    }),
  );
  return (
    <div style={{ padding: '2rem' }}>
      <NotificationPreferencesSection logic={logic} inspect={inspect} />
    </div>
  );
}

/**
 * /settings' notifications section running its machine: the first choice is refused and put
 * back, the second saved.
 */
const meta = {
  title: 'Machines/Live/Notification settings',
  parameters: liveParameters('notificationPreferences', '/settings'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusedThenSaved: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    const group = within(
      await canvas.findByRole(
        'group',
        { name: text(preferenceLabels['rsvp.created']) },
        { timeout: 5000 },
      ),
    );
    const email = group.getByRole('checkbox', { name: text(m.email) });
    await userEvent.click(email);
    await expect(await canvas.findByText(text(m.saveFailed), {}, { timeout: 5000 })).toBeVisible();
    await expect(email).not.toBeChecked();
    await userEvent.click(email);
    await expectPanelLastTold(seen, {
      id: 'notificationPreferences',
      at: 'ready.idle',
      lastEvent: 'xstate.done.actor.savePreference',
    });
    await expect(email).toBeChecked();
  },
};
