import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Locale } from '../../../machines/i18n/locales';
import type { languagePreferenceMachine } from '../../../machines/settings/language-preference.machine';
import { selectLanguagePreferenceView } from '../../../machines/settings/language-preference.selectors';
import { AppearanceView } from './appearance-view';

export interface AppearanceSectionProps {
  logic: typeof languagePreferenceMachine;
  /** The language the page is in (the app's language machine). */
  locale: Locale;
  /** Switches the page's language (the app's language machine, stored in this browser). */
  onLanguageSelect: (locale: Locale) => void;
  themeControl: ReactNode;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the language preference's machine: the page switches at once, the profile follows. */
export function AppearanceSection({ logic, inspect, ...rest }: AppearanceSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectLanguagePreferenceView);
  return (
    <AppearanceView
      {...view}
      {...rest}
      onLanguageSelect={(locale) => {
        rest.onLanguageSelect(locale);
        actor.send({ type: 'language.choose', locale });
      }}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
