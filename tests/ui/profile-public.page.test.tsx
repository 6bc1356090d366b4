import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SnapshotFrom } from 'xstate';
import { publicProfileMachine } from '../../machines/profile/public-profile.machine';
import type {
  PublicProfileInput,
  PublicProfilePage,
  PublicProfileQuery,
} from '../../machines/profile/public-profile.types';
import { NotFoundPage } from '../../src/features/not-found/not-found-page';
import { notFoundMessages } from '../../src/features/not-found/not-found.messages';
import { myGroupsMessages } from '../../src/features/profile/my-groups.messages';
import { profileMessages } from '../../src/features/profile/profile.messages';
import { PublicProfilePage as Page } from '../../src/features/profile/public-profile-page';
import { publicProfileMessages as m } from '../../src/features/profile/public-profile.messages';
import {
  PERSON_ID,
  PUBLIC_PROFILE_MODELS,
  fullPage,
  selfInput,
  visitorInput,
} from '../machines/profile/public-profile.model';
import { controllable } from '../support/controllable';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { text } from '../support/messages';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof publicProfileMachine>;
type Snap = SnapshotFrom<typeof publicProfileMachine>;

const section = (title: string) => screen.getByRole('region', { name: title });
const headingsIn = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** The page must show exactly the loaded person, their groups and their events. */
function expectLoaded(expected: Snap, input: PublicProfileInput) {
  const { person, groups, organising, attended } = expected.context.page!;
  const name = person.fullName || text(m.noName);
  const title = screen.getByRole('heading', { level: 1, name });
  const head = within(title.parentElement!);
  expect(document.title).toContain(text(m.title, { name }));
  expect(screen.getByRole('img', { name: text(m.avatar, { name }) })).toBeVisible();
  if (person.city) expect(head.getByText(person.city)).toBeVisible();
  expect(head.getByText(textStart(m.memberSince))).toBeVisible();

  const write = screen.queryByRole('link', { name: text(m.writeLabel, { name }) });
  if (input.viewerId !== null && input.viewerId !== input.userId)
    expect(write).toHaveAttribute('href', `/messages/${PERSON_ID}`);
  else expect(write).toBeNull();
  const edit = screen.queryByRole('link', { name: text(m.editOwn) });
  if (input.viewerId === input.userId) expect(edit).toHaveAttribute('href', '/profile');
  else expect(edit).toBeNull();

  if (person.bio) expect(section(text(m.about))).toHaveTextContent(person.bio.split('\n')[0]!);
  else expect(screen.queryByRole('region', { name: text(m.about) })).toBeNull();
  if (person.interests.length) {
    const list = within(section(text(m.interests))).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(person.interests.map((i) => text(myGroupsMessages.categories[i])));
  } else expect(screen.queryByRole('region', { name: text(m.interests) })).toBeNull();

  const groupsList = within(section(text(m.groups))).queryByRole('list');
  if (groups.length) {
    expect(headingsIn(groupsList!)).toEqual(groups.map((g) => g.name));
    expect(within(groupsList!).getByRole('link', { name: groups[0]!.name })).toHaveAttribute(
      'href',
      `/groups/${groups[0]!.id}`,
    );
  } else {
    expect(groupsList).toBeNull();
    expect(section(text(m.groups))).toHaveTextContent(text(m.noGroups));
  }

  const organisingList = within(section(text(m.organising))).queryByRole('list');
  if (organising.length)
    expect(headingsIn(organisingList!)).toEqual(organising.map((e) => e.title));
  else expect(section(text(m.organising))).toHaveTextContent(text(m.noOrganising));

  const attendedSection = section(text(m.attended));
  if (person.hideAttended) {
    expect(attendedSection).toHaveTextContent(text(m.attendedHidden));
    expect(within(attendedSection).queryByRole('list')).toBeNull();
  } else if (attended.length) {
    expect(headingsIn(within(attendedSection).getByRole('list'))).toEqual(
      attended.map((e) => e.title),
    );
  } else expect(attendedSection).toHaveTextContent(text(m.noAttended));
}

/** The text of a message up to its first argument: enough to find it whatever the date. */
function textStart(message: (typeof m)['memberSince']) {
  const whole = text(message, { date: '\u0000' });
  return new RegExp(`^${whole.slice(0, whole.indexOf('\u0000'))}`);
}

let warn: ReturnType<typeof vi.spyOn>;
afterEach(() => warn?.mockRestore());

function setup(input: PublicProfileInput) {
  const user = setupUser();
  // The page logs failures itself; the failed state checks that it did.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  // The 404 page names the path it was given; nothing to see here.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const load = controllable<PublicProfilePage, PublicProfileQuery>();
  renderPage(
    <Page
      logic={publicProfileMachine.provide({ actors: { loadPublicProfile: load.logic } })}
      userId={input.userId}
      viewerId={input.viewerId}
      notFound={<NotFoundPage />}
    />,
    { path: `/users/${input.userId}` },
  );
  const sut: Sut = {
    states: {
      starting: () => {
        throw new Error('starting is transient');
      },
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text(m.loading));
        expect(load.lastInput).toEqual(input);
      },
      notFound: () => {
        expect(
          screen.getByRole('heading', { level: 1, name: text(notFoundMessages.title) }),
        ).toBeVisible();
        expect(screen.queryByRole('status')).toBeNull();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(text(m.loadFailedTitle));
        expect(screen.getByRole('alert')).toHaveTextContent(text(profileMessages.errorNetwork));
        expect(logged).toHaveBeenLastCalledWith('Public profile:', 'network', 'Failed to fetch');
      },
      loaded: (expected) => expectLoaded(expected, input),
    },
    events: {
      'xstate.done.actor.loadPublicProfile': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadPublicProfile': (e: any) => load.reject(e.error),
      retry: () => user.click(screen.getByRole('button', { name: text(profileMessages.retry) })),
    } as Sut['events'],
  };
  return { sut, load };
}

for (const [name, model, input] of PUBLIC_PROFILE_MODELS) {
  describe(`public profile page, ${name} (model-based, through the rendered page)`, () => {
    modelTests(model, {
      setup: () => setup(input),
      coverage: 'edges',
    });
  });
}

describe('public profile page', () => {
  it.each([
    ['a visitor', visitorInput],
    ['the person', selfInput],
  ])('offers %s no «write» link (the person: «edit profile»)', async (_, input) => {
    const { load } = setup(input);
    await load.resolve(fullPage);
    expectLoaded({ context: { page: fullPage } } as Snap, input);
  });
});
