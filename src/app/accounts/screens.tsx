/**
 * The accounts screens, one chunk loaded with the first account page, not with the home page:
 * each page gets its machine with real actors (screens.logic.ts), the toast queue and what it
 * needs of the session. Which paths show them, and behind which guard: routes.tsx.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { isLocale, DEFAULT_LOCALE } from '../../../machines/i18n/locales';
import {
  selectAwaitingSecondFactor,
  selectIsLoading,
  selectIsSignedIn,
} from '../../../machines/auth/session.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { LoginPage } from '../../features/auth/login-page';
import { RegisterPage } from '../../features/auth/register-page';
import { UpdatePasswordPage } from '../../features/auth/update-password-page';
import { MyEvents } from '../../features/profile/my-events';
import { MyGroups } from '../../features/profile/my-groups';
import { ProfilePage } from '../../features/profile/profile-page';
import { useInspect } from '../contexts/inspect';
import { SessionContext } from '../contexts/session';
import { ToastContext } from '../contexts/toast';
import { MembersOnly, VisitorsOnly } from './guards';
import { returnPathFrom } from '../../../machines/auth/return-path';
import { createAccountsLogic } from './screens.logic';

function useAccounts() {
  const { locale } = useIntl();
  const session = SessionContext.useActorRef();
  const returnTo = returnPathFrom(useSearch());
  // A new language gives new actors; @xstate/react swaps them into the running page machines.
  const logic = useMemo(
    () =>
      createAccountsLogic(
        () => (isLocale(locale) ? locale : DEFAULT_LOCALE),
        (signedIn) => session.send({ type: 'auth.signedIn', session: signedIn }),
        () => returnTo,
      ),
    [locale, session, returnTo],
  );
  const toast = ToastContext.useActorRef();
  const notify = (request: ToastRequest) => toast.send({ type: 'toast.show', toast: request });
  return { logic, notify, inspect: useInspect() };
}

export function LoginRoute() {
  const { logic, notify, inspect } = useAccounts();
  const search = useSearch();
  const awaitingCode = SessionContext.useSelector(selectAwaitingSecondFactor);
  return (
    <VisitorsOnly>
      <LoginPage
        logic={logic.login}
        notify={notify}
        returnTo={returnPathFrom(search)}
        secondFactorPending={awaitingCode}
        inspect={inspect}
      />
    </VisitorsOnly>
  );
}

export function RegisterRoute() {
  const { logic, notify, inspect } = useAccounts();
  return (
    <VisitorsOnly>
      <RegisterPage
        logic={logic.registration}
        avatarLogic={logic.registrationAvatar}
        notify={notify}
        inspect={inspect}
      />
    </VisitorsOnly>
  );
}

export function UpdatePasswordRoute() {
  const { logic, notify, inspect } = useAccounts();
  const loading = SessionContext.useSelector(selectIsLoading);
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const search = new URLSearchParams(useSearch());
  return (
    <UpdatePasswordPage
      logic={logic.updatePassword}
      recovery={loading ? 'checking' : signedIn ? 'ready' : 'noSession'}
      inviteToken={search.get('type') === 'invite' ? search.get('token_hash') : null}
      notify={notify}
      inspect={inspect}
    />
  );
}

export function ProfileRoute() {
  const { logic, notify, inspect } = useAccounts();
  return (
    <MembersOnly>
      {(user) => (
        <ProfilePage
          // A different account (signed out and in as someone else) gets a fresh page.
          key={user.id}
          logic={logic.profile}
          avatarLogic={logic.profileAvatar}
          user={{ id: user.id, email: user.email }}
          notify={notify}
          inspect={inspect}
        >
          <MyEvents logic={logic.myEvents} userId={user.id} inspect={inspect} />
          <MyGroups logic={logic.myGroups} userId={user.id} inspect={inspect} />
        </ProfilePage>
      )}
    </MembersOnly>
  );
}
