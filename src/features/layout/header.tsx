import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { InspectionEvent } from 'xstate';
import { headerMachine } from '../../../machines/layout/header.machine';
import {
  searchHref,
  selectAccountOpen,
  selectMenuOpen,
  selectQuery,
  selectSearchOpen,
  selectThemeOpen,
} from '../../../machines/layout/header.selectors';
import { signInPathFor } from '../../../machines/auth/return-path';
import { HeaderView, type HeaderViewProps } from './header-view';
import type { HeaderSession } from './session';

export interface HeaderProps {
  session: HeaderSession;
  languageSwitcher: ReactNode;
  themeSwitcher?: (name: string) => ReactNode;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** A member's unread messages, on the messages link. */
  unreadCount?: number;
  bell?: HeaderViewProps['bell'];
  notificationsCount?: number;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

export function Header({ inspect, ...shown }: HeaderProps) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  // @xstate/react swaps in the latest implementations on every render, so `navigate` stays current.
  const header = useActorRef(
    headerMachine.provide({
      actions: { navigateToSearch: (_, { query }) => navigate(searchHref(query)) },
    }),
    { inspect },
  );
  const menuOpen = useSelector(header, selectMenuOpen);
  const searchOpen = useSelector(header, selectSearchOpen);
  const query = useSelector(header, selectQuery);
  const themeOpen = useSelector(header, selectThemeOpen);
  const accountOpen = useSelector(header, selectAccountOpen);
  const closeTheme = useCallback(() => header.send({ type: 'theme.close' }), [header]);

  useEffect(() => {
    header.send({ type: 'route.changed' });
  }, [header, path, search]);

  return (
    <HeaderView
      {...shown}
      path={path}
      // Signing in from here comes back here (issue 20): the page and its query.
      loginHref={signInPathFor(search ? `${path}?${search}` : path)}
      menuOpen={menuOpen}
      searchOpen={searchOpen}
      query={query}
      themeOpen={themeOpen}
      accountOpen={accountOpen}
      onThemeToggle={() => header.send({ type: 'theme.toggle' })}
      onThemeClose={closeTheme}
      onAccountOpenChange={(open) => header.send({ type: open ? 'account.open' : 'account.close' })}
      onMenuOpenChange={(open) => header.send({ type: open ? 'menu.open' : 'menu.close' })}
      onSearchToggle={() => header.send({ type: 'search.toggle' })}
      onSearchClose={() => header.send({ type: 'search.close' })}
      onQueryChange={(value) => header.send({ type: 'search.change', value })}
      onSearchSubmit={() => header.send({ type: 'search.submit' })}
    />
  );
}
