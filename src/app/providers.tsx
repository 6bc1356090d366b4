import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../machines/i18n/locales';
import {
  selectHasFailed,
  selectLocale,
  selectMessages,
} from '../../machines/i18n/language.selectors';
import { BootFailedView } from '../features/layout/boot-failed-view';
import { readStoredLocale } from '../i18n/document';
import { onRussianMessages, russianMessages, shellMessages } from '../i18n/load-messages';
import { AccountsProviders } from './accounts/providers';
import { InspectContext } from './contexts/inspect';
import { LanguageContext } from './contexts/language';
import { ThemeContext } from './contexts/theme';
import type { Inspect } from './inspector';
import { appLanguageMachine } from './language/language.logic';
import { readStoredTheme } from './theme/document';
import { appThemeMachine } from './theme/theme.logic';
import type { sessionMachine } from '../../machines/auth/session.machine';

const reportIntlError = (err: { message: string }) => {
  // Missing translations are caught by `npm run i18n:check`; at run time only report them.
  if (import.meta.env.DEV) console.warn(err.message);
};

function IntlGate({ children }: { children: ReactNode }) {
  const locale = LanguageContext.useSelector(selectLocale);
  const loaded = LanguageContext.useSelector(selectMessages);
  const failed = LanguageContext.useSelector(selectHasFailed);
  const language = LanguageContext.useActorRef();
  // Russian grows as chunks bring their texts (src/i18n/load-messages.ts): the texts the machine
  // handed over at start are those of the first chunk only.
  const ru = useSyncExternalStore(onRussianMessages, russianMessages, russianMessages);
  // Russian is in the first chunk: the first render need not wait for the machine to hand it over,
  // and is then the prerendered page (src/app/startup/prerender.tsx), which hydrates as it was written.
  const messages = loaded ?? shellMessages(locale);
  const shown = useMemo(
    () => (locale !== 'ru' || !messages || messages === ru ? messages : { ...ru, ...messages }),
    [locale, messages, ru],
  );
  // The same element while locale and texts are the same: the machine reaching `ready` with the
  // texts the first render already used then re-renders this gate alone. Ark's LocaleProvider
  // hands out a new context object on each render, which would re-render every Ark part on the
  // page, in one blocking task just after start-up.
  const provided = useMemo(
    () =>
      shown && (
        <IntlProvider
          locale={locale}
          defaultLocale={DEFAULT_LOCALE}
          messages={shown as never}
          onError={reportIntlError}
        >
          {/* Ark's parts (dates, numbers, direction) follow the language the page is shown in. */}
          <LocaleProvider locale={locale}>{children}</LocaleProvider>
        </IntlProvider>
      ),
    [locale, shown, children],
  );
  if (failed) {
    // No language could be loaded: the Russian source texts compiled into the code still can be shown.
    return (
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} onError={() => {}}>
        <BootFailedView onRetry={() => language.send({ type: 'language.retry' })} />
      </IntlProvider>
    );
  }
  return provided || null;
}

export interface AppProvidersProps {
  children: ReactNode;
  inspect?: Inspect;
  /** Tests and stories pass the language machine with fake actors. */
  languageLogic?: typeof appLanguageMachine;
  /** Tests and stories pass the theme machine with a fake device. */
  themeLogic?: typeof appThemeMachine;
  /** Tests pass a session machine with fake actors; the app's talks to the auth service. */
  sessionLogic?: typeof sessionMachine;
}

export function AppProviders({
  children,
  inspect,
  languageLogic = appLanguageMachine,
  themeLogic = appThemeMachine,
  sessionLogic,
}: AppProvidersProps) {
  const app = (
    <ThemeContext.Provider
      logic={themeLogic}
      options={{ input: { stored: readStoredTheme() }, inspect }}
    >
      <LanguageContext.Provider
        logic={languageLogic}
        options={{ input: { stored: readStoredLocale() }, inspect }}
      >
        <IntlGate>
          <AccountsProviders sessionLogic={sessionLogic} inspect={inspect}>
            {children}
          </AccountsProviders>
        </IntlGate>
      </LanguageContext.Provider>
    </ThemeContext.Provider>
  );
  // Production builds never inspect (src/app/inspector.ts): the context stays out of them.
  return import.meta.env.DEV ? (
    <InspectContext.Provider value={inspect}>{app}</InspectContext.Provider>
  ) : (
    app
  );
}
