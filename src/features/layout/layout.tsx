import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';
import { layoutMessages as m } from './layout.messages';
import type { HeaderSession } from './session';

export const MAIN_ID = 'main';

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  rounded: 'md',
  bg: 'accent.default',
  color: 'accent.fg',
  fontWeight: 'semibold',
  _focus: { top: '2' },
});

export interface LayoutProps {
  session: HeaderSession;
  languageSwitcher: ReactNode;
  /** The theme choice; see HeaderViewProps.themeSwitcher. */
  themeSwitcher?: (name: string) => ReactNode;
  /** Shown between the header and the page, e.g. when a language failed to load. */
  notice?: ReactNode;
  children: ReactNode;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** A member's unread messages, on the header's messages link. */
  unreadCount?: number;
  /** A member's notifications bell in the header, and its count for the phone menu. */
  bell?: HeaderProps['bell'];
  notificationsCount?: number;
  /** Handed to the header's machine; see HeaderProps.inspect. */
  inspect?: HeaderProps['inspect'];
}

export function Layout({
  session,
  languageSwitcher,
  themeSwitcher,
  notice,
  children,
  onSignOut,
  signingOut,
  unreadCount,
  bell,
  notificationsCount,
  inspect,
}: LayoutProps) {
  const intl = useIntl();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a href={`#${MAIN_ID}`} className={skipLink}>
        {intl.formatMessage(m.skipToContent)}
      </a>
      <Header
        session={session}
        languageSwitcher={languageSwitcher}
        themeSwitcher={themeSwitcher}
        onSignOut={onSignOut}
        signingOut={signingOut}
        unreadCount={unreadCount}
        bell={bell}
        notificationsCount={notificationsCount}
        inspect={inspect}
      />
      {notice}
      <main id={MAIN_ID} tabIndex={-1} className={css({ flex: 1, _focus: { outline: 'none' } })}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
