import { assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { loadingStates } from '../shared/reading';
import { notProvided } from '../shared/placeholders';
import { type DeviceSession, type SettingsFailure, toSettingsFailure } from './settings.types';

export interface SessionsContext {
  sessions: DeviceSession[];
  error: SettingsFailure | null;
}

export type SessionsEvent =
  { type: 'retry' } | { type: 'others.signOut' } | { type: 'error.dismiss' };

/** Settings' signed-in devices, this one marked, and «Выйти на других устройствах». */
export const sessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
  },
  actors: {
    listSessions: notProvided<DeviceSession[]>('listSessions'),
    signOutOthers: notProvided<void>('signOutOthers'),
  },
  actions: {
    storeSessions: assign((_, { output }: { output: DeviceSession[] }) => ({
      sessions: output,
      error: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: toSettingsFailure(error) })),
    clearError: assign({ error: null }),
    keepCurrentOnly: assign(({ context }) => ({
      sessions: context.sessions.filter((s) => s.isCurrent),
    })),
  },
  guards: {
    hasOthers: ({ context }) => context.sessions.some((s) => !s.isCurrent),
    hasError: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'accountSessions',
  context: { sessions: [], error: null },
  initial: 'loading',
  states: {
    ...loadingStates({
      loader: 'listSessions',
      store: 'storeSessions',
      storeError: 'storeError',
      clearError: 'clearError',
      then: 'loaded',
    }),
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'others.signOut': { guard: 'hasOthers', target: 'signingOut', actions: 'clearError' },
            'error.dismiss': { guard: 'hasError', actions: 'clearError' },
          },
        },
        signingOut: {
          invoke: {
            id: 'signOutOthers',
            src: 'signOutOthers',
            onDone: { target: 'idle', actions: 'keepCurrentOnly' },
            onError: { target: 'idle', actions: { type: 'storeError', params: errorOf } },
          },
        },
      },
    },
  },
});
