import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
// The app runs on the browser's location; the session outlives any page's router state.
import { navigate } from 'wouter/use-browser-location';
import { selectIsSigningOut } from '../../../machines/auth/session.selectors';
import type { sessionMachine } from '../../../machines/auth/session.machine';
import type { toastMachine } from '../../../machines/toast/toast.machine';
// The toasts' texts load when one is shown: they are rare, and the first chunk is not the place.
const authToasts = () => import('../../features/auth/auth-toasts');
import { SessionContext } from '../contexts/session';
import { ToastContext } from '../contexts/toast';
import type { Inspect } from '../inspector';
import { createAppSessionMachine } from './session.logic';

// Ark's toaster loads with the first toast, not with the first page.
const MachineToastRegion = lazy(() =>
  import('../../features/toast/machine-toast-region').then((m) => ({
    default: m.MachineToastRegion,
  })),
);

function Toasts() {
  const toast = ToastContext.useActorRef();
  const shown = ToastContext.useSelector((s) => s.context.current !== null);
  const [needed, setNeeded] = useState(false);
  // Once shown, the region stays: unmounting it would cut the exit of the last toast.
  if (shown && !needed) setNeeded(true);
  if (!needed && !shown) return null;
  return (
    <Suspense fallback={null}>
      <MachineToastRegion toast={toast} />
    </Suspense>
  );
}

function Session({
  children,
  logic,
  inspect,
}: {
  children: ReactNode;
  logic?: typeof sessionMachine;
  inspect?: Inspect;
}) {
  const toast = ToastContext.useActorRef();
  const appLogic = useMemo(
    () =>
      logic ??
      createAppSessionMachine({
        goToUpdatePassword: () => navigate('/auth/update-password'),
        notifySignedOut: () => {
          navigate('/auth/login', { replace: true });
          void authToasts().then((t) =>
            toast.send({ type: 'toast.show', toast: t.signedOutToast }),
          );
        },
        notifySignOutFailed: (error) =>
          void authToasts().then((t) =>
            toast.send({ type: 'toast.show', toast: t.signOutFailedToast(error) }),
          ),
        notifySessionExpired: () =>
          void authToasts().then((t) =>
            toast.send({ type: 'toast.show', toast: t.sessionExpiredToast }),
          ),
      }),
    [logic, toast],
  );
  return (
    <SessionContext.Provider logic={appLogic} options={{ inspect }}>
      {children}
    </SessionContext.Provider>
  );
}

/** The app-lifetime accounts actors: the toast queue (with its region) and the session. */
export function AccountsProviders({
  children,
  sessionLogic,
  toastLogic,
  inspect,
}: {
  children: ReactNode;
  sessionLogic?: typeof sessionMachine;
  toastLogic?: typeof toastMachine;
  inspect?: Inspect;
}) {
  return (
    <ToastContext.Provider logic={toastLogic} options={{ inspect }}>
      <Session logic={sessionLogic} inspect={inspect}>
        {children}
      </Session>
      <Toasts />
    </ToastContext.Provider>
  );
}

/** The header's sign-out, for the shell. */
export function useSignOut() {
  const session = SessionContext.useActorRef();
  const signingOut = SessionContext.useSelector(selectIsSigningOut);
  return { signOut: () => session.send({ type: 'session.signOut' }), signingOut };
}
