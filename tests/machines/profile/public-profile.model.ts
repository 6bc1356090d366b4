import type { EventFrom, SnapshotFrom } from 'xstate';
import { publicProfileMachine } from '../../../machines/profile/public-profile.machine';
import type {
  PublicProfileInput,
  PublicProfilePage,
} from '../../../machines/profile/public-profile.types';
import { createModel } from '../../support/model';
import { summary } from '../events/fixtures';
import { memberships } from './my-groups.model';

/** Shared by the machine test, the page test and the stories, so all walk the same data. */
export const PERSON_ID = '00000000-0000-4000-8000-0000000000cc';
export const VIEWER_ID = '00000000-0000-4000-8000-0000000000dd';
export const MALFORMED_PERSON_ID = 'not-a-person';

const id = (prefix: string, n: number) =>
  `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Everything a page can show: bio, city, interests, public groups, events both ways. */
export const fullPage: PublicProfilePage = {
  person: {
    id: PERSON_ID,
    fullName: 'Ольга Новикова',
    avatarUrl: '',
    bio: 'Фронтенд-разработчица, бегаю по утрам.\nЛюблю настольные игры.',
    city: 'Казань',
    interests: ['technology', 'health', 'food'],
    hideAttended: false,
    memberSince: '2026-03-14T10:00:00Z',
  },
  groups: memberships.slice(0, 3).map((g) => ({ ...g, privacy: 'public' as const })),
  organising: [
    summary({ id: id('c', 1), title: 'Утренняя пробежка', startsAt: '2030-12-05T05:00:00Z' }),
    summary({ id: id('c', 2), title: 'Вечер настолок', startsAt: '2030-12-09T16:00:00Z' }),
  ],
  attended: [
    summary({ id: id('d', 1), title: 'Лекция о React', startsAt: '2030-11-20T16:00:00Z' }),
  ],
};

/** A new member who has said nothing and done nothing yet. */
export const emptyPage: PublicProfilePage = {
  person: {
    ...fullPage.person,
    fullName: '',
    bio: '',
    city: '',
    interests: [],
    memberSince: '2026-11-28T10:00:00Z',
  },
  groups: [],
  organising: [],
  attended: [],
};

/** Someone who hides the events they went to: the database lists none, the page says why. */
export const hiddenPage: PublicProfilePage = {
  ...fullPage,
  person: { ...fullPage.person, hideAttended: true },
  attended: [],
};

export const notFoundFailure = { code: 'not_found', message: 'user_not_found' };
export const networkFailure = { code: 'network', message: 'Failed to fetch' };

type Snap = SnapshotFrom<typeof publicProfileMachine>;

/** How the model tells states apart: which page is loaded, and whether a failure is kept. */
export const publicProfileState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.page?.person.fullName ?? null,
    s.context.page?.person.hideAttended ?? null,
    s.context.failure !== null,
  ]);

const done = (page: PublicProfilePage) =>
  ({ type: 'xstate.done.actor.loadPublicProfile', output: page }) as never;
const failed = (error: unknown) =>
  ({ type: 'xstate.error.actor.loadPublicProfile', error }) as never;

export const publicProfileEvents: EventFrom<typeof publicProfileMachine>[] = [
  done(fullPage),
  done(emptyPage),
  done(hiddenPage),
  failed(notFoundFailure),
  failed(networkFailure),
  { type: 'retry' },
];

export const memberInput: PublicProfileInput = { userId: PERSON_ID, viewerId: VIEWER_ID };
export const visitorInput: PublicProfileInput = { userId: PERSON_ID, viewerId: null };
export const selfInput: PublicProfileInput = { userId: PERSON_ID, viewerId: PERSON_ID };
export const malformedInput: PublicProfileInput = {
  userId: MALFORMED_PERSON_ID,
  viewerId: VIEWER_ID,
};

/** Another member looks at the person's page. */
export const publicProfileModel = createModel(publicProfileMachine, {
  input: memberInput,
  events: publicProfileEvents,
  serializeState: publicProfileState,
});

/** An address no one can have: not found at once, without a request. */
export const malformedProfileModel = createModel(publicProfileMachine, {
  input: malformedInput,
  events: publicProfileEvents,
  serializeState: publicProfileState,
});

export const PUBLIC_PROFILE_MODELS = [
  ['member', publicProfileModel, memberInput],
  ['malformed id', malformedProfileModel, malformedInput],
] as const;
