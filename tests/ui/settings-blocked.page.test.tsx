import { act, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { blockedListMachine } from '../../machines/messages/blocked-list.machine';
import type { BlockedPerson } from '../../machines/messages/conversations.types';
import { BlockedSection } from '../../src/features/settings/blocked-section';
import {
  blockedMessages as m,
  settingsMessages,
} from '../../src/features/settings/settings.messages';
import { SettingsView } from '../../src/features/settings/settings-view';
import { blockedListModel } from '../machines/messages/blocked-list.model';
import { BLOCKED_PEOPLE } from '../machines/messages/conversations.fixtures';
import { controllable } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof blockedListMachine>;

/** /settings with its blocked people's section on fake services. */
function setup() {
  const user = setupUser();
  const load = controllable<BlockedPerson[]>();
  const unblock = controllable<void, { userId: string }>();
  renderPage(
    <SettingsView>
      <BlockedSection
        logic={blockedListMachine.provide({
          actors: { loadBlocked: load.logic, unblockPerson: unblock.logic },
        })}
      />
    </SettingsView>,
    { path: '/settings' },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const section = () => screen.getByRole('region', { name: text(m.title) });
  const rows = () => within(section()).queryAllByTestId('blocked-person');
  const framed = () => {
    expect(
      screen.getByRole('heading', { level: 1, name: text(settingsMessages.title) }),
    ).toBeVisible();
    expect(section()).toBeVisible();
  };
  const listed = (s: any) => {
    framed();
    const people = s.context.people as BlockedPerson[];
    expect(rows()).toHaveLength(people.length);
    people.forEach((p, i) => expect(rows()[i]).toHaveTextContent(p.fullName!));
  };
  const sut: Sut = {
    states: {
      loading: () => {
        framed();
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
      },
      failed: () => {
        framed();
        expect(screen.getByText(text(m.failedTitle))).toBeVisible();
      },
      empty: () => {
        framed();
        expect(within(section()).getByRole('status')).toHaveTextContent(text(m.empty));
        expect(rows()).toHaveLength(0);
      },
      'loaded.idle': (s) => {
        listed(s);
        for (const row of rows()) expect(row).toHaveAttribute('aria-busy', 'false');
        const failed = s.context.error ? s.context.target : null;
        s.context.people.forEach((p: BlockedPerson, i: number) => {
          const shown = within(rows()[i]!).queryByText(text(m.unblockFailed));
          if (p.id === failed) expect(shown).toBeVisible();
          else expect(shown).toBeNull();
        });
      },
      'loaded.unblocking': (s) => {
        listed(s);
        expect(unblock.lastInput).toEqual({ userId: s.context.target });
        s.context.people.forEach((p: BlockedPerson, i: number) => {
          const row = rows()[i]!;
          if (p.id === s.context.target) {
            expect(row).toHaveAttribute('aria-busy', 'true');
            expect(
              within(row).getByRole('button', { name: textPattern(m.unblocking) }),
            ).toBeDisabled();
          } else
            expect(
              within(row).getByRole('button', { name: `${text(m.unblock)}: ${p.fullName}` }),
            ).toBeDisabled();
        });
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      unblock: (e) =>
        user.click(
          screen.getByRole('button', {
            name: `${text(m.unblock)}: ${BLOCKED_PEOPLE.find((p) => p.id === e.userId)!.fullName}`,
          }),
        ),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
      'xstate.done.actor.loadBlocked': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.loadBlocked': (e: any) => settle(() => load.reject(e.error)),
      'xstate.done.actor.unblockPerson': () => settle(() => unblock.resolve(undefined)),
      'xstate.error.actor.unblockPerson': (e: any) => settle(() => unblock.reject(e.error)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/settings, blocked people (model-based, through the page)', () => {
  modelTests(blockedListModel, {
    setup,
    initial: () => createActor(blockedListMachine).getSnapshot(),
  });
});
