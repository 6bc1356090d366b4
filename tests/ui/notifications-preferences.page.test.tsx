import { act, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { NotificationPreference } from '../../machines/notifications/notifications.types';
import { notificationPreferencesMachine } from '../../machines/notifications/preferences.machine';
import {
  notificationsErrorOf,
  notificationsMessages,
  preferenceLabels,
  preferencesMessages as m,
} from '../../src/features/notifications/notifications.messages';
import { NotificationPreferencesSection } from '../../src/features/notifications/preferences-section';
import { preferencesFakes } from '../machines/notifications/notifications.fakes';
import { preferencesModel } from '../machines/notifications/preferences.model';
import { logicOf, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof notificationPreferencesMachine>;

const channels = ['inApp', 'email'] as const;

/** The settings section on its fake service; a choice is a click on its checkbox. */
function setup() {
  const user = setupUser();
  const fakes = preferencesFakes();
  renderPage(
    <NotificationPreferencesSection
      logic={notificationPreferencesMachine.provide({ actors: logicOf(fakes) })}
    />,
    { path: '/settings' },
  );
  const box = (type: NotificationPreference['type'], channel: (typeof channels)[number]) =>
    within(screen.getByRole('group', { name: text(preferenceLabels[type]) })).getByRole(
      'checkbox',
      { name: text(channel === 'inApp' ? m.inApp : m.email) },
    );
  const shown = (s: any, enabled: boolean) => {
    for (const p of s.context.preferences as NotificationPreference[])
      for (const channel of channels) {
        const b = box(p.type, channel);
        expect(b).toHaveProperty('checked', p[channel]);
        if (enabled) expect(b).toBeEnabled();
        else expect(b).toBeDisabled();
      }
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByText(text(notificationsErrorOf('network')))).toBeInTheDocument();
        expect(
          screen.getByRole('button', { name: text(notificationsMessages.retry) }),
        ).toBeEnabled();
      },
      'ready.idle': (s) => {
        shown(s, true);
        expect(screen.queryByText(text(m.saveFailed))).toBeNull();
      },
      'ready.saving': (s) => {
        shown(s, false);
        expect(fakes.savePreference.lastInput).toEqual(s.context.saving);
        expect(screen.getByText(text(m.saving))).toBeInTheDocument();
      },
      'ready.saveFailed': (s) => {
        shown(s, true);
        expect(screen.getByText(text(m.saveFailed))).toBeInTheDocument();
      },
    },
    events: {
      retry: () =>
        user.click(screen.getByRole('button', { name: text(notificationsMessages.retry) })),
      'preference.set': ({ preference }) => {
        // The one checkbox the choice differs in.
        const changed = channels.find(
          (c) => (box(preference.type, c) as HTMLInputElement).checked !== preference[c],
        )!;
        return user.click(box(preference.type, changed));
      },
      'error.dismiss': () =>
        user.click(screen.getByRole('button', { name: text(notificationsMessages.dismiss) })),
      ...settlers(fakes, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/settings, notifications section (model-based, through the page)', () => {
  modelTests(preferencesModel, {
    setup,
    initial: () => createActor(notificationPreferencesMachine).getSnapshot(),
  });
});
