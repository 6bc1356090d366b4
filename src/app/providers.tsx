import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../machines/i18n/locales';
import { selectLocale, selectMessages } from '../../machines/i18n/language.selectors';
import { readStoredLocale } from '../i18n/document';
import type { Inspect } from './inspector';
import { LanguageContext } from './language-context';
import { appLanguageMachine } from './logic';

function IntlGate({ children }: { children: ReactNode }) {
  const locale = LanguageContext.useSelector(selectLocale);
  const messages = LanguageContext.useSelector(selectMessages);
  if (!messages) return null;
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages as never}
      onError={(err) => {
        // Missing translations are caught by `npm run i18n:check`; at run time only report them.
        if (import.meta.env.DEV) console.warn(err.message);
      }}
    >
      {children}
    </IntlProvider>
  );
}

export function AppProviders({ children, inspect }: { children: ReactNode; inspect?: Inspect }) {
  return (
    <LanguageContext.Provider
      logic={appLanguageMachine}
      options={{ input: { stored: readStoredLocale() }, inspect }}
    >
      <IntlGate>{children}</IntlGate>
    </LanguageContext.Provider>
  );
}
