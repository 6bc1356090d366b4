import type { EventFrom, SnapshotFrom } from 'xstate';
import { languagePreferenceMachine } from '../../../machines/settings/language-preference.machine';
import type { Locale } from '../../../machines/i18n/locales';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { NETWORK } from './settings.fixtures';

type Snap = SnapshotFrom<typeof languagePreferenceMachine>;

export const languagePreferenceEvents: EventFrom<typeof languagePreferenceMachine>[] = [
  { type: 'language.choose', locale: 'en' },
  { type: 'language.choose', locale: 'de' },
  { type: 'retry' },
  { type: 'xstate.done.actor.saveLanguage', output: undefined } as never,
  { type: 'xstate.error.actor.saveLanguage', error: NETWORK } as never,
];

export const languagePreferenceModel = createModel(languagePreferenceMachine, {
  events: languagePreferenceEvents,
  serializeState: (s: Snap) => JSON.stringify([s.value, s.context.locale, s.context.error?.code]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const languagePreferenceFakes = () => ({
  saveLanguage: controllable<void, { locale: Locale }>(),
});
