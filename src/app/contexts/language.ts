import { createActorContext } from '@xstate/react';
import { languageMachine } from '../../../machines/i18n/language.machine';

/** App-lifetime language actor; the provider in providers.tsx supplies the wired machine. */
export const LanguageContext = createActorContext(languageMachine);
