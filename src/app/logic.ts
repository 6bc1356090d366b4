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

export const appLanguageMachine = languageMachine.provide({
  actors: {
    loadMessages: fromPromise(({ input }) => loadMessages(input.locale)),
  },
  actions: {
    persistLocale: (_, { locale }) => storeLocale(locale),
    applyDocumentLocale: (_, { locale }) => applyDocumentLocale(locale),
  },
});

// supabase-js is loaded after the first paint: the home page must not wait for it.
const auth = () => import('../services/auth');

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
      loadSession: fromPromise(async () => (await auth()).getSession()),
      refreshSession: fromPromise(async () => (await auth()).refreshSession()),
      signOut: fromPromise(async () => (await auth()).signOut()),
      authEvents: fromCallback<AuthChangeEvent>(({ sendBack }) => {
        let unsubscribe: (() => void) | undefined;
        let stopped = false;
        void auth().then((service) => {
          if (!stopped) unsubscribe = service.onAuthChange(sendBack);
        });
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      }),
    },
    actions: {
      goToUpdatePassword: () => effects.goToUpdatePassword(),
      notifySignedOut: () => effects.notifySignedOut(),
      notifySignOutFailed: (_, { error }) => effects.notifySignOutFailed(error),
      notifySessionExpired: () => effects.notifySessionExpired(),
    },
  });
}
