import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  lazy,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Menu, Search, SunMoon, X } from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes/input';
import { Button, IconButton } from '../../components/ui/button';
import { layoutMessages as m } from './layout.messages';
import { AccountBar } from './account-bar';
import { NavLinks } from './nav-links';
import { PRIMARY_NAV } from './nav-items';
import type { HeaderSession } from './session';
import { Logo } from './logo';

export const HEADER_MENU_ID = 'header-menu';
export const HEADER_SEARCH_ID = 'header-search';
export const HEADER_THEME_ID = 'header-theme';

// Ark's drawer only once the phone menu is asked for: the header is in every page's first load.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu();
// Ark's popover likewise, once the person heads for the theme button.
const ThemePopover = lazy(() =>
  import('../../components/ui/popover').then(({ Popover }) => ({ default: Popover })),
);

export interface HeaderViewProps {
  session: HeaderSession;
  /** The current path, to mark the current page in the navigation. */
  path: string;
  /** The sign-in page that returns to this one. */
  loginHref?: string;
  menuOpen: boolean;
  searchOpen: boolean;
  themeOpen?: boolean;
  accountOpen?: boolean;
  query: string;
  /** The language switcher, rendered by its own container. */
  languageSwitcher: ReactNode;
  /**
   * The theme choice, rendered by its own container; called for the wide-screen popup and for the
   * phone menu, each with its own radio group name.
   */
  themeSwitcher?: (name: string) => ReactNode;
  /** The phone menu asks to open (its button) or close (Ark: Escape, outside, a link followed). */
  onMenuOpenChange: (open: boolean) => void;
  /** The theme button; the open popup asks to close (Ark: Escape, outside, Tab out). */
  onThemeToggle?: () => void;
  onThemeClose?: () => void;
  onAccountOpenChange?: (open: boolean) => void;
  onSearchToggle: () => void;
  onSearchClose: () => void;
  onQueryChange: (value: string) => void;
  onSearchSubmit: () => void;
  /** Signs the member out; the sign-out button shows only when given. */
  onSignOut?: () => void;
  signingOut?: boolean;
  /** A member's unread messages, on the messages link. */
  unreadCount?: number;
  /** A member's notifications bell (the app's); see AccountBarProps.bell. */
  bell?: ReactNode;
  /** A member's unread notifications, on the phone menu's link (the bell has its own). */
  notificationsCount?: number;
}

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 'sticky',
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
const row = css({
  maxW: '6xl',
  mx: 'auto',
  // lg is the tightest width for the full bar (German, visitor's two buttons): less padding there.
  px: { base: '3', md: '6', lg: '4', xl: '6' },
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
  mr: { base: 'auto', lg: '2', xl: '4' },
  flexShrink: 0,
  // A touch target even when only the logo shows.
  minW: '10',
  minH: '10',
  justifyContent: 'center',
  rounded: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
// Between lg and xl the navigation needs the room; the name stays for screen readers.
const brandName = css({ lgOnly: { srOnly: true } });
// Below sm a member's messages and avatar need the room: the logo alone, the name for screen readers.
const memberBrandName = css({ lgOnly: { srOnly: true }, smDown: { srOnly: true } });
const desktopOnly = css({ display: { base: 'none', lg: 'flex' } });
// Below sm the language is chosen in the phone menu: with it a 320 px bar ran 26 px off the screen.
const fromSm = css({ display: { base: 'none', sm: 'flex' } });
const navList = css({ display: 'flex', gap: '1', listStyle: 'none', m: 0, p: 0 });
const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  px: { base: '3', lg: '1.5', xl: '3' },
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
const actions = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  ml: { lg: 'auto' },
  flexShrink: 0,
});
const searchPanel = css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.canvas' });
const searchForm = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: '3',
  display: 'flex',
  gap: '2',
});

export function HeaderView(props: HeaderViewProps) {
  const { session, path, menuOpen, searchOpen, query, languageSwitcher, themeSwitcher } = props;
  const themeOpen = props.themeOpen ?? false;
  const intl = useIntl();
  const t = intl.formatMessage;
  const menuToggle = useRef<HTMLButtonElement>(null);
  const themeToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  // Mounted from the first open on, so closing keeps Ark's exit and focus return.
  const [menuRequested, setMenuRequested] = useState(menuOpen);
  if (menuOpen && !menuRequested) setMenuRequested(true);
  // Mounted (closed) as soon as the person heads for the button, so Ark opens it and moves focus in.
  const [themeRequested, setThemeRequested] = useState(themeOpen);
  if (themeOpen && !themeRequested) setThemeRequested(true);
  const requestTheme = () => setThemeRequested(true);

  // The search box is a panel in the page's flow, not an overlay: no Ark part owns its Escape.
  const onSearchKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    props.onSearchClose();
    searchToggle.current?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearchSubmit();
  };

  return (
    <header className={bar}>
      <div className={row}>
        <Link href="/" className={brand}>
          <Logo />
          <span className={session.status === 'signedIn' ? memberBrandName : brandName}>
            {t(m.appName)}
          </span>
        </Link>

        <nav aria-label={t(m.primaryNav)} className={desktopOnly}>
          <NavLinks items={PRIMARY_NAV} path={path} className={navList} linkClassName={navLink} />
        </nav>

        <div className={actions}>
          <IconButton
            ref={searchToggle}
            id={`${HEADER_SEARCH_ID}-toggle`}
            className={toggled}
            aria-label={t(searchOpen ? m.searchClose : m.searchOpen)}
            aria-expanded={searchOpen}
            aria-controls={HEADER_SEARCH_ID}
            onClick={props.onSearchToggle}
          >
            {searchOpen ? <X aria-hidden /> : <Search aria-hidden />}
          </IconButton>

          <div className={fromSm}>{languageSwitcher}</div>

          {themeSwitcher && (
            <div className={desktopOnly}>
              <IconButton
                ref={themeToggle}
                id={`${HEADER_THEME_ID}-toggle`}
                className={toggled}
                aria-label={t(m.themeLabel)}
                title={t(m.themeLabel)}
                aria-haspopup="dialog"
                aria-expanded={themeOpen}
                aria-controls={themeOpen ? HEADER_THEME_ID : undefined}
                onPointerEnter={requestTheme}
                onFocus={requestTheme}
                onClick={props.onThemeToggle}
              >
                <SunMoon aria-hidden />
              </IconButton>
              {/* The popup's place, after its button: Tab goes from the button into it and on out.
                  It is on the page before Ark's popover loads, for the button to name. */}
              <div id={HEADER_THEME_ID}>
                {themeRequested && (
                  <Suspense fallback={null}>
                    <ThemePopover
                      title={t(m.themeLabel)}
                      // The theme choice's own legend is its visible heading.
                      titleHidden
                      inline
                      opener={() => themeToggle.current}
                      positioning={{ placement: 'bottom-end' }}
                      open={themeOpen}
                      onOpenChange={(open) => (open ? props.onThemeToggle : props.onThemeClose)?.()}
                    >
                      {themeSwitcher(`${HEADER_THEME_ID}-bar`)}
                    </ThemePopover>
                  </Suspense>
                )}
              </div>
            </div>
          )}

          <AccountBar
            session={session}
            path={path}
            loginHref={props.loginHref}
            className={desktopOnly}
            listClassName={navList}
            toggledClassName={toggled}
            accountOpen={props.accountOpen ?? false}
            onAccountOpenChange={(open) => props.onAccountOpenChange?.(open)}
            onSignOut={props.onSignOut}
            signingOut={props.signingOut}
            unreadCount={props.unreadCount}
            bell={props.bell}
          />

          <IconButton
            ref={menuToggle}
            id={`${HEADER_MENU_ID}-toggle`}
            className={cx(toggled, css({ display: { lg: 'none' } }))}
            aria-label={t(m.menuOpen)}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? HEADER_MENU_ID : undefined}
            // Fetch the menu's chunk as soon as the person heads for the button
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => props.onMenuOpenChange(true)}
          >
            <Menu aria-hidden />
          </IconButton>
        </div>
      </div>

      <div id={HEADER_SEARCH_ID} className={searchPanel} hidden={!searchOpen}>
        {searchOpen && (
          <form
            role="search"
            className={searchForm}
            onSubmit={onSubmit}
            onKeyDown={onSearchKeyDown}
          >
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

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu
            id={HEADER_MENU_ID}
            session={session}
            path={path}
            loginHref={props.loginHref}
            open={menuOpen}
            onOpenChange={props.onMenuOpenChange}
            finalFocusEl={() => menuToggle.current}
            languageSwitcher={languageSwitcher}
            themeSwitcher={themeSwitcher?.(`${HEADER_MENU_ID}-theme`)}
            onSignOut={props.onSignOut}
            signingOut={props.signingOut}
            unreadCount={props.unreadCount}
            notificationsCount={props.notificationsCount}
          />
        </Suspense>
      )}
    </header>
  );
}
