/**
 * The composition root: machines get their real side effects here, and nowhere else.
 * Tests and stories provide fakes with `.provide()` instead.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AuthChangeEvent } from '../../machines/auth/session.machine';
import { sessionMachine } from '../../machines/auth/session.machine';
import { languageMachine } from '../../machines/i18n/language.machine';
import { applyDocumentLocale, storeLocale } from '../i18n/document';
import { loadMessages } from '../i18n/load-messages';
import { AUTH_STORAGE_KEY, mayHaveSession } from '../services/config';
import { isAuthLoaded, loadAuth, whenAuthLoads } from './auth-service';

export const appLanguageMachine = languageMachine.provide({
  actors: {
    loadMessages: fromPromise(({ input }) => loadMessages(input.locale)),
  },
  actions: {
    persistLocale: (_, { locale }) => storeLocale(locale),
    applyDocumentLocale: (_, { locale }) => applyDocumentLocale(locale),
  },
});

/**
 * The session machine with the real auth service. Navigation and toasts are passed in by the
 * provider, which knows the router and the toast queue.
 */
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
    },
    guards: {
      mayHaveSession: () => mayHaveSession(),
    },
    actions: {
      goToUpdatePassword: () => effects.goToUpdatePassword(),
      notifySignedOut: () => effects.notifySignedOut(),
      notifySignOutFailed: (_, { error }) => effects.notifySignOutFailed(error),
      notifySessionExpired: () => effects.notifySessionExpired(),
    },
  });
}
