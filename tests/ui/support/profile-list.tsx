import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { expect, vi } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { profileMessages } from '../../../src/features/profile/profile.messages';
import { controllable } from '../../support/controllable';
import { text } from '../../support/messages';
import { renderPage } from '../render-page';
import { setupUser } from './user';

/** A profile list's wording of its heading, its loading and its failure. */
export interface ProfileListTexts {
  title: MessageDescriptor;
  loading: MessageDescriptor;
  loadFailedTitle: MessageDescriptor;
}

/**
 * A list of the profile page (my events, my groups) rendered on /profile with its one loader
 * (`actor`, asked for the person's `userId`) under the test's control, and what each such list
 * shows while loading and after failing (logged under `label`), the same for each: its page test
 * adds the states that are its own.
 */
export function renderProfileList<TData>({
  texts: m,
  actor,
  userId,
  label,
  render,
}: {
  texts: ProfileListTexts;
  actor: string;
  userId: string;
  label: string;
  render: (load: AnyActorLogic) => ReactElement;
}) {
  const user = setupUser();
  // The list logs load failures itself; the failed state checks that it did.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = controllable<TData, { userId: string }>();
  renderPage(render(load.logic), { path: '/profile' });
  const states = {
    loading: () => {
      expect(screen.getByRole('heading', { level: 2, name: text(m.title) })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(text(m.loading));
      expect(load.lastInput).toEqual({ userId });
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(text(m.loadFailedTitle));
      expect(screen.getByRole('button', { name: text(profileMessages.retry) })).toBeEnabled();
      expect(logged).toHaveBeenLastCalledWith(label, 'network', 'Failed to fetch');
    },
  };
  const events = {
    [`xstate.done.actor.${actor}`]: (e: { output: TData }) => load.resolve(e.output),
    [`xstate.error.actor.${actor}`]: (e: { error: unknown }) => load.reject(e.error),
    retry: () => user.click(screen.getByRole('button', { name: text(profileMessages.retry) })),
  };
  return { user, load, states, events };
}
