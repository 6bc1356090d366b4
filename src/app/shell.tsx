import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { selectError } from '../../machines/i18n/language.selectors';
import { Layout } from '../features/layout/layout';
import { LanguageErrorNoticeView } from '../features/layout/notice-view';
import { selectHeaderSession } from '../../machines/auth/session.selectors';
import { useSignOut } from './accounts/providers';
import { useInspect } from './contexts/inspect';
import { LanguageContext } from './contexts/language';
import { SessionContext } from './contexts/session';
import { LanguageSwitcher } from './language/switcher';
import { useUnreadCount } from './messages/unread';
import { useNotificationsBell } from './notifications/shell-bell';
import { ThemeSwitcher } from './theme/switcher';

const themeSwitcher = (name: string) => <ThemeSwitcher name={name} />;

function LanguageErrorNotice() {
  const error = LanguageContext.useSelector(selectError);
  const language = LanguageContext.useActorRef();
  if (!error) return null;
  return <LanguageErrorNoticeView onDismiss={() => language.send({ type: 'error.dismiss' })} />;
}

/** The frame around every page, with the header following the session. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = SessionContext.useSelector(selectHeaderSession, sameHeaderSession);
  const { signOut, signingOut } = useSignOut();
  const inspect = useInspect();
  const [path] = useLocation();
  const unreadCount = useUnreadCount(session.status === 'signedIn', path, inspect);
  const notifications = useNotificationsBell(session.status === 'signedIn', inspect);
  return (
    <Layout
      session={session}
      onSignOut={signOut}
      signingOut={signingOut}
      languageSwitcher={<LanguageSwitcher />}
      themeSwitcher={themeSwitcher}
      notice={<LanguageErrorNotice />}
      unreadCount={unreadCount}
      bell={notifications.bell}
      notificationsCount={notifications.count}
      inspect={inspect}
    >
      {children}
    </Layout>
  );
}

// A fresh object per snapshot would re-render the whole frame on every session event.
function sameHeaderSession(
  a: ReturnType<typeof selectHeaderSession>,
  b: ReturnType<typeof selectHeaderSession>,
) {
  return JSON.stringify(a) === JSON.stringify(b);
}
