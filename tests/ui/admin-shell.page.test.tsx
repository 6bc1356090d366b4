/**
 * The admin area as the app routes it (issue 19): the guard in front of every /admin path and the
 * frame's sections, each its own address with the current one marked.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { AuthSession } from '../../machines/auth/auth.types';
import { sessionMachine } from '../../machines/auth/session.machine';
import { adminMessages as m } from '../../src/features/admin/admin.messages';
import { authMessages as auth } from '../../src/features/auth/auth.messages';
import { AppRoutes } from '../../src/app/routes';
import { fakeSession } from '../support/auth-fixtures';
import { text } from '../support/messages';
import { renderShell } from './render-shell';

const sessionOf = (session: AuthSession | null) =>
  sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => session),
      authEvents: fromCallback(() => {}),
      claimPendingAvatar: fromPromise(async () => {}),
    },
  });

const renderAdmin = (path: string, session: AuthSession | null) =>
  renderShell({ path, page: <AppRoutes />, sessionLogic: sessionOf(session) });

describe('the admin area', () => {
  it.each([
    ['a visitor', null],
    ['a member', fakeSession({ role: null })],
  ])('says «нет прав» to %s, on every admin path', async (_who, session) => {
    renderAdmin('/admin/audit', session);
    expect(
      await screen.findByRole('heading', { level: 1, name: text(auth.forbiddenTitle) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text(m.sections) })).not.toBeInTheDocument();
  });

  it('shows an admin the five sections as links, the open one marked', async () => {
    renderAdmin('/admin/reports', fakeSession({ role: 'admin' }));
    const nav = await screen.findByRole('navigation', { name: text(m.sections) });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [text(m.tabDashboard), '/admin'],
      [text(m.tabUsers), '/admin/users'],
      [text(m.tabContent), '/admin/content'],
      [text(m.tabReports), '/admin/reports'],
      [text(m.tabAudit), '/admin/audit'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
      text(m.tabReports),
    );
    expect(screen.getByRole('heading', { level: 1, name: text(m.title) })).toBeInTheDocument();
  });
});
