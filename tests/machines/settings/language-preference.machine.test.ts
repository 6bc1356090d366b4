// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { languagePreferenceMachine } from '../../../machines/settings/language-preference.machine';
import { selectLanguagePreferenceView } from '../../../machines/settings/language-preference.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { languagePreferenceFakes, languagePreferenceModel } from './language-preference.model';

type Sut = SystemUnderTest<typeof languagePreferenceMachine>;

function setup() {
  const fakes = languagePreferenceFakes();
  const actor = createActor(languagePreferenceMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectLanguagePreferenceView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      idle: () => expect(view()).toEqual({ status: 'idle', errorCode: null }),
      saving: (s) => {
        expect(view().status).toBe('saving');
        expect(fakes.saveLanguage.lastInput).toEqual({ locale: s.context.locale });
      },
      saved: () => expect(view()).toEqual({ status: 'saved', errorCode: null }),
      failed: () => expect(view()).toEqual({ status: 'failed', errorCode: 'network' }),
    },
    events: {
      ...sentTo(actor, 'language.choose', 'retry'),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('language preference machine (model-based)', () => {
  machineModelTests(languagePreferenceModel, setup);
});
