import type { SnapshotFrom } from 'xstate';
import type { sessionsMachine } from './sessions.machine';

type Snapshot = SnapshotFrom<typeof sessionsMachine>;

export type SessionsStatus = 'loading' | 'failed' | 'loaded';

export const selectSessionsView = (s: Snapshot) => {
  const status: SessionsStatus = s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : 'loaded';
  return {
    status,
    sessions: s.context.sessions,
    hasOthers: s.context.sessions.some((x) => !x.isCurrent),
    signingOut: s.matches({ loaded: 'signingOut' }),
    /** A refused sign-out, under the list (a failed read replaces the list instead). */
    errorCode: s.matches('loaded') ? (s.context.error?.code ?? null) : null,
  };
};

export type SessionsView = ReturnType<typeof selectSessionsView>;
