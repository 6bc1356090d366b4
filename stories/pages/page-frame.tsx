import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { isLocale } from '../../machines/i18n/locales';
import { Layout, type LayoutProps } from '../../src/features/layout/layout';
import { LanguageSwitcherView } from '../../src/features/layout/language-switcher-view';
import type { HeaderSession } from '../../src/features/layout/session';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';

/** A member signed in, as the member pages' stories show the header. */
export const MEMBER_SESSION: HeaderSession = {
  status: 'signedIn',
  isAdmin: false,
  fullName: 'Анна Иванова',
};

/** A page inside the real layout, as the app shows it; the language comes from the toolbar. */
export function PageFrame({
  children,
  session = { status: 'visitor' },
  ...counts
}: {
  children: ReactNode;
  session?: HeaderSession;
} & Pick<LayoutProps, 'unreadCount' | 'bell' | 'notificationsCount'>) {
  const { locale } = useIntl();
  return (
    <Layout
      {...counts}
      session={session}
      languageSwitcher={
        <LanguageSwitcherView
          chosen={isLocale(locale) ? locale : 'ru'}
          switching={false}
          onSelect={fn()}
        />
      }
      themeSwitcher={(name) => (
        <ThemeSwitcherView name={name} preference="system" onSelect={fn()} />
      )}
    >
      {children}
    </Layout>
  );
}

/**
 * A render (a meta's or a story's): the component with the story's args, in the page frame, as a
 * visitor unless a session is given.
 */
export const inPageFrame =
  <P extends object>(Page: ComponentType<P>, session?: HeaderSession) =>
  (args: unknown) => (
    <PageFrame session={session}>
      <Page {...(args as P)} />
    </PageFrame>
  );
