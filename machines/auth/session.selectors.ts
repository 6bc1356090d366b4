import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Still finding out who is looking (only when a session may exist: see `starting`). */
export const selectIsLoading = (s: SessionSnapshot) => s.matches('initializing');
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn');
export const selectIsSigningOut = (s: SessionSnapshot) => s.matches({ signedIn: 'signingOut' });
export const selectUser = (s: SessionSnapshot) => s.context.session?.user ?? null;
export const selectIsAdmin = (s: SessionSnapshot) =>
  s.matches('signedIn') && s.context.session?.user.role === 'admin';
export const selectIsBusiness = (s: SessionSnapshot) =>
  s.matches('signedIn') && s.context.session?.user.role === 'business';
export const selectSessionError = (s: SessionSnapshot) => s.context.error;
/** Signed in as far as the password or a link goes: the sign-in page asks for the code. */
export const selectAwaitingSecondFactor = (s: SessionSnapshot) =>
  s.matches('signedOut') && s.context.awaitingSecondFactor === true;

/** The header's view model. */
export const selectHeaderSession = (s: SessionSnapshot) => {
  const user = selectUser(s);
  // Probably signed in: neither sign-in buttons nor account links until the session is known.
  if (s.matches('initializing')) return { status: 'pending' as const };
  if (!s.matches('signedIn') || !user) return { status: 'visitor' as const };
  return {
    status: 'signedIn' as const,
    isAdmin: user.role === 'admin',
    fullName: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
  };
};
