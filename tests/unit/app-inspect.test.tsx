/**
 * `?inspect` shows every machine the app runs: the app's inspector (AppProviders' `inspect`) reaches
 * each page's machine through the routes (src/app/contexts/inspect.ts), not only the providers'.
 * Each route is rendered as the app renders it, with a fake inspector recording which machines
 * started (`@xstate.actor`); a page that stops passing `inspect` to its actor fails here.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import type { AuthSession } from '../../machines/auth/auth.types';
import { sessionMachine } from '../../machines/auth/session.machine';
import { AppRoutes } from '../../src/app/routes';
import { renderShell } from '../ui/render-shell';

const anna: AuthSession = {
  accessToken: 'token',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  user: { id: 'u1', email: 'anna@example.com', fullName: 'Анна', avatarUrl: '', role: null },
};

const sessionOf = (session: AuthSession | null) =>
  sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => session),
      authEvents: fromCallback(() => {}),
      claimPendingAvatar: fromPromise(async () => {}),
    },
  });

// The inspection event's actor is typed as a bare ref; the running actor carries its logic.
const machineId = (actor: object) => (actor as { logic?: { id?: string } }).logic?.id;

function renderApp(path: string, session: AuthSession | null) {
  const started = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.actor') return;
    const id = machineId(event.actorRef);
    if (id) started.add(id);
  };
  renderShell({ path, page: <AppRoutes />, inspect, sessionLogic: sessionOf(session) });
  return started;
}

// The providers' own machines, on every page.
const everywhere = ['theme', 'language', 'session', 'toast', 'header'];

describe('the app gives its inspector to every machine it runs', { timeout: 30_000 }, () => {
  it.each([
    ['/', null, ['featured']],
    ['/events', null, ['catalogue']],
    ['/events/e1', anna, ['rsvp']],
    ['/events/create', anna, ['eventForm', 'imageUpload']],
    ['/profile', anna, ['profile', 'myEvents', 'myGroups']],
    ['/auth/login', null, ['login']],
    ['/auth/register', null, ['registration', 'imageUpload']],
    ['/auth/update-password', null, ['updatePassword']],
  ] as const)('%s', async (path, session, pageMachines) => {
    const started = renderApp(path, session);
    await waitFor(
      () => expect([...started]).toEqual(expect.arrayContaining([...everywhere, ...pageMachines])),
      { timeout: 20_000 },
    );
  });
});
