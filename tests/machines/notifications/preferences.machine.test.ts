// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { notificationPreferencesMachine } from '../../../machines/notifications/preferences.machine';
import { selectPreferencesView } from '../../../machines/notifications/preferences.selectors';
import { logicOf, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { preferencesFakes } from './notifications.fakes';
import { EMAIL_RSVPS, PREFERENCES } from './notifications.fixtures';
import { preferencesModel } from './preferences.model';

type Sut = SystemUnderTest<typeof notificationPreferencesMachine>;

function setup() {
  const fakes = preferencesFakes();
  const actor = createActor(
    notificationPreferencesMachine.provide({ actors: logicOf(fakes) }),
  ).start();
  const view = () => selectPreferencesView(actor.getSnapshot());
  const shown = (s: any) => expect(view().preferences).toEqual(s.context.preferences);
  const sut: Sut = {
    states: {
      loading: () => expect(view().status).toBe('loading'),
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
      'ready.idle': (s) => {
        expect(view().status).toBe('idle');
        expect(view().errorCode).toBeNull();
        shown(s);
      },
      'ready.saving': (s) => {
        expect(view().status).toBe('saving');
        expect(fakes.savePreference.lastInput).toEqual(s.context.saving);
        expect(view().savingType).toBe(s.context.saving!.type);
        shown(s);
      },
      'ready.saveFailed': (s) => {
        expect(view().status).toBe('saveFailed');
        expect(view().errorCode).toBe('network');
        shown(s);
      },
    },
    events: {
      retry: (e) => actor.send(e),
      'preference.set': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut, fakes };
}

describe('notification preferences machine (model-based)', () => {
  machineModelTests(preferencesModel, setup);

  it('shows a choice at once and puts it back when the database refuses it', async () => {
    const { actor, fakes } = setup();
    await fakes.loadPreferences.resolve(PREFERENCES);
    actor.send({ type: 'preference.set', preference: EMAIL_RSVPS });
    expect(selectPreferencesView(actor.getSnapshot()).preferences[0]).toEqual(EMAIL_RSVPS);
    await fakes.savePreference.reject({ code: 'network', message: 'offline' });
    expect(selectPreferencesView(actor.getSnapshot()).preferences).toEqual(PREFERENCES);
  });
});
