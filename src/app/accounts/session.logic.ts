/**
 * The session machine with its real actors: the one place they are provided. It lives in the
 * first chunk, so the auth service, the upload code and the other services load on first need.
 * Navigation and toasts are passed in by the provider, which knows the router and the toast queue.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AuthChangeEvent } from '../../../machines/auth/session.machine';
import { sessionMachine } from '../../../machines/auth/session.machine';
import type { SessionUser } from '../../../machines/auth/auth.types';
import { AUTH_STORAGE_KEY, mayHaveSession } from '../../services/config';
import { isAuthLoaded, loadAuth, whenAuthLoads } from './auth-service';

/** The avatar picked at registration, uploaded after the first sign-in in this browser. */
const claimPendingAvatar = fromPromise<void, { user: SessionUser }>(async ({ input }) => {
  if (typeof indexedDB === 'undefined') return;
  const [{ claimPendingAvatar, indexedDbStore }, storage, profile] = await Promise.all([
    import('../../components/upload/pending-avatar'),
    import('../../services/storage'),
    import('../../services/profiles'),
  ]);
  await claimPendingAvatar(input.user, {
    store: indexedDbStore(),
    upload: (image) => storage.uploadImage({ kind: 'avatar', image }),
    saveAvatar: (p) => profile.updateProfile(p),
  });
});

export function createAppSessionMachine(effects: {
  goToUpdatePassword: () => void;
  notifySignedOut: () => void;
  notifySignOutFailed: (error: { code: string; message: string }) => void;
  notifySessionExpired: () => void;
}) {
  return sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => (await loadAuth()).getSession()),
      refreshSession: fromPromise(async () => (await loadAuth()).refreshSession()),
      signOut: fromPromise(async () => (await loadAuth()).signOut()),
      // Listens once the client is loaded by anyone: a visitor's page does not load it just to
      // listen, and signing in loads it anyway.
      authEvents: fromCallback<AuthChangeEvent>(({ sendBack }) => {
        let unsubscribe: (() => void) | undefined;
        const listen = (service: Awaited<ReturnType<typeof loadAuth>>) => {
          unsubscribe ??= service.onAuthChange(sendBack);
        };
        const cancel = whenAuthLoads(listen);
        // Another tab signed in while this one never loaded the client (which would have told it).
        const onStorage = (e: StorageEvent) => {
          if (e.key !== AUTH_STORAGE_KEY || !e.newValue || isAuthLoaded()) return;
          void loadAuth().then(async (service) => {
            const session = await service.getSession().catch(() => null);
            if (session) sendBack({ type: 'auth.signedIn', session });
          });
        };
        window.addEventListener('storage', onStorage);
        return () => {
          cancel();
          window.removeEventListener('storage', onStorage);
          unsubscribe?.();
        };
      }),
      claimPendingAvatar,
    },
    guards: {
      mayHaveSession: () => mayHaveSession(),
    },
    actions: {
      goToUpdatePassword: () => effects.goToUpdatePassword(),
      notifySignedOut: () => effects.notifySignedOut(),
      notifySignOutFailed: (_, { error }) => effects.notifySignOutFailed(error),
      notifySessionExpired: () => effects.notifySessionExpired(),
      // The picture stays waiting in this browser and is tried again at the next sign-in.
      reportAvatarClaimFailed: (_, { error }) =>
        console.warn('The avatar chosen at registration could not be uploaded yet', error),
    },
  });
}
