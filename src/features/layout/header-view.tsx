import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Bell,
  CalendarPlus,
  LogIn,
  Menu,
  Search,
  Settings,
  ShieldCheck,
  UserPlus,
  UserRound,
  X,
} from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { layoutMessages as m } from './layout.messages';
import { PRIMARY_NAV, isCurrent } from './nav-items';
import type { HeaderSession } from './session';
import { Logo } from './logo';

export const HEADER_MENU_ID = 'header-menu';
export const HEADER_SEARCH_ID = 'header-search';

export interface HeaderViewProps {
  session: HeaderSession;
  /** The current path, to mark the current page in the navigation. */
  path: string;
  menuOpen: boolean;
  searchOpen: boolean;
  query: string;
  /** The language switcher, rendered by its own container. */
  languageSwitcher: ReactNode;
  onMenuToggle: () => void;
  onMenuClose: () => void;
  onSearchToggle: () => void;
  onSearchClose: () => void;
  onQueryChange: (value: string) => void;
  onSearchSubmit: () => void;
}

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
});
const row = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  h: '16',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', md: '3' },
});
const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  mr: { base: 'auto', lg: '4' },
  rounded: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const desktopOnly = css({ display: { base: 'none', lg: 'flex' } });
const navList = css({ display: 'flex', gap: '1', listStyle: 'none', m: 0, p: 0 });
const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  rounded: 'md',
  color: 'fg.default',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[aria-expanded=true]': { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const buttonBase = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '4',
  rounded: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const solidButton = cx(
  buttonBase,
  css({ bg: 'accent.default', color: 'accent.fg', _hover: { opacity: 0.9 } }),
);
const outlineButton = cx(
  buttonBase,
  css({
    color: 'accent.default',
    borderWidth: '1px',
    borderColor: 'currentColor',
    _hover: { bg: 'bg.subtle' },
  }),
);
const searchPanel = css({ borderTopWidth: '1px', borderColor: 'gray.200', bg: 'bg.canvas' });
const searchForm = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: '3',
  display: 'flex',
  gap: '2',
});
const searchInput = css({
  flex: 1,
  minW: 0,
  h: '10',
  px: '3',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.400',
  bg: 'bg.canvas',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});
const mobilePanel = css({
  display: { lg: 'none' },
  borderTopWidth: '1px',
  borderColor: 'gray.200',
  bg: 'bg.canvas',
  px: '3',
  py: '3',
});
const mobileList = css({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const mobileLink = cx(navLink, css({ display: 'flex', gap: '3', py: '3', fontSize: 'md' }));
const divider = css({ my: '2', borderTopWidth: '1px', borderColor: 'gray.200' });
const srOnly = css({ srOnly: true });

export function HeaderView(props: HeaderViewProps) {
  const { session, path, menuOpen, searchOpen, query, languageSwitcher } = props;
  const intl = useIntl();
  const t = intl.formatMessage;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // Escape closes the innermost thing first: the search box the visitor is typing in, then the menu.
    if (searchOpen && (e.target as HTMLElement).closest(`#${HEADER_SEARCH_ID}`)) {
      props.onSearchClose();
      document.getElementById(`${HEADER_SEARCH_ID}-toggle`)?.focus();
    } else if (menuOpen) {
      props.onMenuClose();
      document.getElementById(`${HEADER_MENU_ID}-toggle`)?.focus();
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearchSubmit();
  };

  const signedIn = session.status === 'signedIn';
  const isAdmin = session.status === 'signedIn' && session.isAdmin;

  const accountLinks: { href: string; label: string; icon: ReactNode }[] = signedIn
    ? [
        { href: '/notifications', label: t(m.notifications), icon: <Bell aria-hidden size={20} /> },
        {
          href: '/events/create',
          label: t(m.createEvent),
          icon: <CalendarPlus aria-hidden size={20} />,
        },
        { href: '/profile', label: t(m.profile), icon: <UserRound aria-hidden size={20} /> },
        { href: '/settings', label: t(m.settings), icon: <Settings aria-hidden size={20} /> },
        ...(isAdmin
          ? [{ href: '/admin', label: t(m.admin), icon: <ShieldCheck aria-hidden size={20} /> }]
          : []),
      ]
    : [
        { href: '/auth/login', label: t(m.login), icon: <LogIn aria-hidden size={20} /> },
        { href: '/auth/register', label: t(m.register), icon: <UserPlus aria-hidden size={20} /> },
      ];

  return (
    <header className={bar} onKeyDown={onKeyDown}>
      <div className={row}>
        <Link href="/" className={brand}>
          <Logo />
          {t(m.appName)}
        </Link>

        <nav aria-label={t(m.primaryNav)} className={desktopOnly}>
          <ul className={navList}>
            {PRIMARY_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={navLink}
                  aria-current={isCurrent(item.href, path) ? 'page' : undefined}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div
          className={css({ display: 'flex', alignItems: 'center', gap: '1', ml: { lg: 'auto' } })}
        >
          <button
            type="button"
            id={`${HEADER_SEARCH_ID}-toggle`}
            className={iconButton}
            aria-expanded={searchOpen}
            aria-controls={HEADER_SEARCH_ID}
            onClick={props.onSearchToggle}
          >
            {searchOpen ? <X aria-hidden size={20} /> : <Search aria-hidden size={20} />}
            <span className={srOnly}>{t(searchOpen ? m.searchClose : m.searchOpen)}</span>
          </button>

          {languageSwitcher}

          <nav aria-label={t(m.accountNav)} className={desktopOnly}>
            <ul className={cx(navList, css({ alignItems: 'center', gap: '2' }))}>
              {signedIn ? (
                accountLinks.map((link) =>
                  link.href === '/events/create' ? (
                    <li key={link.href}>
                      <Link href={link.href} className={solidButton}>
                        {link.icon}
                        {link.label}
                      </Link>
                    </li>
                  ) : (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className={iconButton}
                        aria-current={isCurrent(link.href, path) ? 'page' : undefined}
                        title={link.label}
                      >
                        {link.icon}
                        <span className={srOnly}>{link.label}</span>
                      </Link>
                    </li>
                  ),
                )
              ) : (
                <>
                  <li>
                    <Link href="/auth/login" className={outlineButton}>
                      {t(m.login)}
                    </Link>
                  </li>
                  <li>
                    <Link href="/auth/register" className={solidButton}>
                      {t(m.register)}
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>

          <button
            type="button"
            id={`${HEADER_MENU_ID}-toggle`}
            className={cx(iconButton, css({ display: { lg: 'none' } }))}
            aria-expanded={menuOpen}
            aria-controls={HEADER_MENU_ID}
            onClick={props.onMenuToggle}
          >
            {menuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
            <span className={srOnly}>{t(menuOpen ? m.menuClose : m.menuOpen)}</span>
          </button>
        </div>
      </div>

      <div id={HEADER_SEARCH_ID} className={searchPanel} hidden={!searchOpen}>
        {searchOpen && (
          <form role="search" className={searchForm} onSubmit={onSubmit}>
            <label htmlFor={`${HEADER_SEARCH_ID}-input`} className={srOnly}>
              {t(m.searchLabel)}
            </label>
            <input
              id={`${HEADER_SEARCH_ID}-input`}
              type="search"
              name="q"
              className={searchInput}
              value={query}
              placeholder={t(m.searchPlaceholder)}
              enterKeyHint="search"
              autoComplete="off"
              // Opening the box is a request to type: put the caret there.
              autoFocus
              onChange={(e) => props.onQueryChange(e.target.value)}
            />
            <button type="submit" className={solidButton}>
              <Search aria-hidden size={18} />
              {t(m.searchSubmit)}
            </button>
          </form>
        )}
      </div>

      <div id={HEADER_MENU_ID} className={mobilePanel} hidden={!menuOpen}>
        <nav aria-label={t(m.menuLabel)}>
          <ul className={mobileList}>
            {PRIMARY_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={mobileLink}
                  aria-current={isCurrent(item.href, path) ? 'page' : undefined}
                  onClick={props.onMenuClose}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className={divider} />
          <ul className={mobileList}>
            {accountLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={mobileLink}
                  aria-current={isCurrent(link.href, path) ? 'page' : undefined}
                  onClick={props.onMenuClose}
                >
                  {link.icon}
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
