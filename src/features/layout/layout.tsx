import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';
import { layoutMessages as m } from './layout.messages';

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

/** The header's props, and the page it heads. */
export interface LayoutProps extends HeaderProps {
  /** Shown between the header and the page, e.g. when a language failed to load. */
  notice?: ReactNode;
  children: ReactNode;
}

export function Layout({ notice, children, ...header }: LayoutProps) {
  const intl = useIntl();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a href={`#${MAIN_ID}`} className={skipLink}>
        {intl.formatMessage(m.skipToContent)}
      </a>
      <Header {...header} />
      {notice}
      <main id={MAIN_ID} tabIndex={-1} className={css({ flex: 1, _focus: { outline: 'none' } })}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
