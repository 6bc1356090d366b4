import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Bell,
  CalendarPlus,
  LogIn,
  LogOut,
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
import { input } from 'styled-system/recipes';
import { Button, IconButton } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { layoutMessages as m } from './layout.messages';
import { PRIMARY_NAV, isCurrent } from './nav-items';
import type { HeaderSession } from './session';
import { Logo } from './logo';
import { ProfileAvatar } from './profile-avatar';

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
  /** Signs the member out; the sign-out button shows only when given. */
  onSignOut?: () => void;
  signingOut?: boolean;
}

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
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
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
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
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const toggled = css({ '&[aria-expanded=true]': { bg: 'bg.muted' } });
const searchPanel = css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.canvas' });
const searchForm = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: '3',
  display: 'flex',
  gap: '2',
});
const mobilePanel = css({
  display: { lg: 'none' },
  borderTopWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  px: '3',
  py: '3',
  maxH: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
});
const mobileList = css({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const mobileLink = cx(
  navLink,
  css({ display: 'flex', gap: '3', py: '3', fontSize: 'md', '& svg': { w: '5', h: '5' } }),
);
const divider = css({ my: '2', borderTopWidth: '1px', borderColor: 'border.default' });

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

  const current = (href: string) => (isCurrent(href, path) ? 'page' : undefined);
  const signedIn = session.status === 'signedIn' ? session : null;

  const accountLinks: { href: string; label: string; icon: ReactNode }[] = signedIn
    ? [
        { href: '/notifications', label: t(m.notifications), icon: <Bell aria-hidden /> },
        { href: '/events/create', label: t(m.createEvent), icon: <CalendarPlus aria-hidden /> },
        { href: '/profile', label: t(m.profile), icon: <UserRound aria-hidden /> },
        { href: '/settings', label: t(m.settings), icon: <Settings aria-hidden /> },
        ...(signedIn.isAdmin
          ? [{ href: '/admin', label: t(m.admin), icon: <ShieldCheck aria-hidden /> }]
          : []),
      ]
    : [
        { href: '/auth/login', label: t(m.login), icon: <LogIn aria-hidden /> },
        { href: '/auth/register', label: t(m.register), icon: <UserPlus aria-hidden /> },
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
                <Link href={item.href} className={navLink} aria-current={current(item.href)}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div
          className={css({ display: 'flex', alignItems: 'center', gap: '1', ml: { lg: 'auto' } })}
        >
          <IconButton
            id={`${HEADER_SEARCH_ID}-toggle`}
            className={toggled}
            aria-label={t(searchOpen ? m.searchClose : m.searchOpen)}
            aria-expanded={searchOpen}
            aria-controls={HEADER_SEARCH_ID}
            onClick={props.onSearchToggle}
          >
            {searchOpen ? <X aria-hidden /> : <Search aria-hidden />}
          </IconButton>

          {languageSwitcher}

          <nav aria-label={t(m.accountNav)} className={desktopOnly}>
            <ul className={cx(navList, css({ alignItems: 'center', gap: '2' }))}>
              {signedIn ? (
                <>
                  <li>
                    <LinkButton href="/events/create" size="sm">
                      <CalendarPlus aria-hidden />
                      {t(m.createEvent)}
                    </LinkButton>
                  </li>
                  {accountLinks
                    .filter((link) => link.href !== '/events/create')
                    .map((link) => (
                      <li key={link.href}>
                        <LinkButton
                          href={link.href}
                          variant="ghost"
                          className={css({ px: '0', aspectRatio: 'square' })}
                          aria-current={current(link.href)}
                          title={link.label}
                        >
                          {/* Named by hidden text, not aria-label: the avatar's initials are
                              visible text that a label would contradict. */}
                          <span className={css({ srOnly: true })}>{link.label}</span>
                          {link.href === '/profile' ? (
                            <ProfileAvatar
                              avatarUrl={signedIn.avatarUrl}
                              fullName={signedIn.fullName}
                              email={signedIn.email}
                            />
                          ) : (
                            link.icon
                          )}
                        </LinkButton>
                      </li>
                    ))}
                  {props.onSignOut && (
                    <li>
                      <IconButton
                        aria-label={t(m.signOut)}
                        title={t(m.signOut)}
                        loading={props.signingOut}
                        onClick={props.onSignOut}
                      >
                        <LogOut aria-hidden />
                      </IconButton>
                    </li>
                  )}
                </>
              ) : (
                <>
                  <li>
                    <LinkButton href="/auth/login" variant="outline" size="sm">
                      {t(m.login)}
                    </LinkButton>
                  </li>
                  <li>
                    <LinkButton href="/auth/register" size="sm">
                      {t(m.register)}
                    </LinkButton>
                  </li>
                </>
              )}
            </ul>
          </nav>

          <IconButton
            id={`${HEADER_MENU_ID}-toggle`}
            className={cx(toggled, css({ display: { lg: 'none' } }))}
            aria-label={t(menuOpen ? m.menuClose : m.menuOpen)}
            aria-expanded={menuOpen}
            aria-controls={HEADER_MENU_ID}
            onClick={props.onMenuToggle}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </IconButton>
        </div>
      </div>

      <div id={HEADER_SEARCH_ID} className={searchPanel} hidden={!searchOpen}>
        {searchOpen && (
          <form role="search" className={searchForm} onSubmit={onSubmit}>
            <label htmlFor={`${HEADER_SEARCH_ID}-input`} className={css({ srOnly: true })}>
              {t(m.searchLabel)}
            </label>
            <input
              id={`${HEADER_SEARCH_ID}-input`}
              type="search"
              name="q"
              className={cx(input(), css({ flex: 1, minW: 0 }))}
              value={query}
              placeholder={t(m.searchPlaceholder)}
              enterKeyHint="search"
              autoComplete="off"
              // Opening the box is a request to type: put the caret there.
              autoFocus
              onChange={(e) => props.onQueryChange(e.target.value)}
            />
            <Button type="submit">
              <Search aria-hidden />
              {t(m.searchSubmit)}
            </Button>
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
                  aria-current={current(item.href)}
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
                  aria-current={current(link.href)}
                  onClick={props.onMenuClose}
                >
                  {link.icon}
                  {link.label}
                </Link>
              </li>
            ))}
            {signedIn && props.onSignOut && (
              <li>
                <button
                  type="button"
                  className={cx(
                    mobileLink,
                    css({ w: 'full', bg: 'transparent', cursor: 'pointer' }),
                  )}
                  disabled={props.signingOut}
                  onClick={() => {
                    props.onMenuClose();
                    props.onSignOut?.();
                  }}
                >
                  <LogOut aria-hidden />
                  {t(m.signOut)}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
