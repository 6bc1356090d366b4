/**
 * The route guards (src/app/accounts/guards.tsx) with the sign-in page: a visitor sent from a
 * members-only page comes back to it after signing in, a signed-in person never sees the
 * visitors-only pages, and a sign-in on the page navigates once (the page), not twice.
 */
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromCallback, fromPromise } from 'xstate';
import ru from '../../lang/compiled/ru.json';
import type { AuthSession } from '../../machines/auth/auth.types';
import { loginMachine } from '../../machines/auth/login.machine';
import { type AuthChangeEvent, sessionMachine } from '../../machines/auth/session.machine';
import { MembersOnly, VisitorsOnly } from '../../src/app/accounts/guards';
import { returnPathFrom } from '../../machines/auth/return-path';
import { SessionContext } from '../../src/app/contexts/session';
import { LoginPage } from '../../src/features/auth/login-page';
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { controllable, flush } from '../support/controllable';
import { text } from '../support/messages';
import { box } from '../ui/support/accounts';
import { fill, setupUser } from '../ui/support/user';

const anna: AuthSession = {
  accessToken: 'token',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  user: { id: 'u1', email: 'anna@example.com', fullName: 'Анна', avatarUrl: '', role: null },
};

function LoginScreen({ logic }: { logic: typeof loginMachine }) {
  const search = useSearch();
  return (
    <VisitorsOnly>
      <LoginPage logic={logic} notify={() => {}} returnTo={returnPathFrom(search)} />
    </VisitorsOnly>
  );
}

function setup(path: string) {
  const restore = controllable<AuthSession | null>();
  const signIn = controllable<AuthSession, { email: string; password: string }>();
  let authEvent: ((event: AuthChangeEvent) => void) | undefined;
  const session = sessionMachine.provide({
    actors: {
      loadSession: restore.logic,
      authEvents: fromCallback<AuthChangeEvent>(({ sendBack }) => {
        authEvent = sendBack;
      }),
      claimPendingAvatar: fromPromise(async () => {}),
    },
  });
  const login = loginMachine.provide({
    actors: { signIn: signIn.logic, sendResetEmail: fromPromise(async () => {}) },
  });
  const memory = memoryLocation({ path, record: true });
  render(
    <IntlProvider locale="ru" defaultLocale="ru" messages={ru as never}>
      <SessionContext.Provider logic={session}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <Switch>
            <Route path="/auth/login">
              <LoginScreen logic={login} />
            </Route>
            <Route path="/auth/register">
              <VisitorsOnly>
                <p>Регистрация</p>
              </VisitorsOnly>
            </Route>
            <Route>
              <MembersOnly>{(user) => <p>Страница участника {user.email}</p>}</MembersOnly>
            </Route>
          </Switch>
        </Router>
      </SessionContext.Provider>
    </IntlProvider>,
  );
  return {
    restore,
    signIn,
    history: () => memory.history!,
    location: () => memory.history!.at(-1)!,
    authTells: async (s: AuthSession) => {
      act(() => authEvent!({ type: 'auth.signedIn', session: s }));
      await flush();
    },
  };
}

describe('members-only guard', () => {
  it('waits for the session before deciding, showing the page area busy', () => {
    const page = setup('/profile');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(/Страница участника/)).toBeNull();
    expect(page.location()).toBe('/profile');
  });

  it('shows the page to a member', async () => {
    const page = setup('/profile');
    await act(() => page.restore.resolve(anna));
    expect(screen.getByText('Страница участника anna@example.com')).toBeInTheDocument();
    expect(page.location()).toBe('/profile');
  });

  it('sends a visitor to sign in, then back to the page and its query', async () => {
    const user = setupUser();
    const page = setup('/events/create?from=header');
    await act(() => page.restore.resolve(null));
    expect(page.location()).toBe('/auth/login?next=%2Fevents%2Fcreate%3Ffrom%3Dheader');
    // Replaced, not pushed: Back leaves the guard instead of bouncing on it.
    expect(page.history()).toEqual(['/auth/login?next=%2Fevents%2Fcreate%3Ffrom%3Dheader']);

    await fill(user, box(m.email), 'anna@example.com');
    await fill(user, box(m.password), 'secret-password');
    await user.click(screen.getByRole('button', { name: text(m.loginSubmit) }));
    // The session hears of the sign-in before the call returns (the app's signIn actor tells it,
    // src/app/accounts/screens.logic.ts): the visitors-only guard sees the change and leaves the
    // navigation to the page.
    await page.authTells(anna);
    expect(page.location()).toBe('/auth/login?next=%2Fevents%2Fcreate%3Ffrom%3Dheader');
    await act(() => page.signIn.resolve(anna));

    expect(page.location()).toBe('/events/create?from=header');
    expect(page.history()).toEqual(['/events/create?from=header']);
    expect(screen.getByText('Страница участника anna@example.com')).toBeInTheDocument();
  });
});

describe('visitors-only guard', () => {
  it('sends a person signed in on arrival to the return path', async () => {
    const page = setup('/auth/login?next=%2Fprofile');
    await act(() => page.restore.resolve(anna));
    expect(page.location()).toBe('/profile');
    expect(screen.getByText('Страница участника anna@example.com')).toBeInTheDocument();
  });

  it('sends them home when there is no return path, or it leads off the site', async () => {
    const register = setup('/auth/register');
    await act(() => register.restore.resolve(anna));
    expect(register.location()).toBe('/');
    expect(screen.queryByText('Регистрация')).toBeNull();
  });

  it('never follows a return path to another site', async () => {
    const page = setup('/auth/login?next=%2F%2Fevil.example%2Fprofile');
    await act(() => page.restore.resolve(anna));
    expect(page.location()).toBe('/');
  });

  it('shows the page to a visitor', async () => {
    const page = setup('/auth/register');
    await act(() => page.restore.resolve(null));
    expect(screen.getByText('Регистрация')).toBeInTheDocument();
    expect(page.location()).toBe('/auth/register');
  });
});
