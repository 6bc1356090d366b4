/**
 * The auth service (and with it supabase-js), loaded once, on first need: restoring a stored
 * session, signing in, or another tab signing in. A visitor's first page never loads it.
 */
import type * as AuthModule from '../../services/auth';

type AuthService = typeof AuthModule;

let loading: Promise<AuthService> | null = null;
const waiting = new Set<(service: AuthService) => void>();

export function loadAuth(): Promise<AuthService> {
  loading ??= import('../../services/auth').then((service) => {
    // Subscribers hear of the client before whoever loaded it can sign in with it.
    for (const notify of waiting) notify(service);
    waiting.clear();
    return service;
  });
  return loading;
}

export const isAuthLoaded = () => loading !== null;

/** Calls back once the service has loaded (at once if it has); returns the cancel. */
export function whenAuthLoads(notify: (service: AuthService) => void): () => void {
  if (loading) {
    let cancelled = false;
    void loading.then((service) => !cancelled && notify(service));
    return () => {
      cancelled = true;
    };
  }
  waiting.add(notify);
  return () => void waiting.delete(notify);
}
