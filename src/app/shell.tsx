import type { ReactNode } from 'react';
import { selectError } from '../../machines/i18n/language.selectors';
import { Layout } from '../features/layout/layout';
import { LanguageErrorNoticeView } from '../features/layout/notice-view';
import { VISITOR } from '../features/layout/session';
import { LanguageContext } from './language-context';
import { LanguageSwitcher } from './language-switcher';

function LanguageErrorNotice() {
  const error = LanguageContext.useSelector(selectError);
  const language = LanguageContext.useActorRef();
  if (!error) return null;
  return <LanguageErrorNoticeView onDismiss={() => language.send({ type: 'error.dismiss' })} />;
}

/** The frame around every page. The session is a visitor until the accounts feature provides one. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Layout
      session={VISITOR}
      languageSwitcher={<LanguageSwitcher />}
      notice={<LanguageErrorNotice />}
    >
      {children}
    </Layout>
  );
}
