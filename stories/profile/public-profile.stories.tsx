import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicProfileMachine } from '../../machines/profile/public-profile.machine';
import type {
  PublicProfilePage as PageData,
  PublicProfileQuery,
} from '../../machines/profile/public-profile.types';
import { NotFoundPage } from '../../src/features/not-found/not-found-page';
import { notFoundMessages } from '../../src/features/not-found/not-found.messages';
import { profileMessages } from '../../src/features/profile/profile.messages';
import { PublicProfilePage } from '../../src/features/profile/public-profile-page';
import { publicProfileMessages as m } from '../../src/features/profile/public-profile.messages';
import { text } from '../../tests/support/messages';
import {
  MALFORMED_PERSON_ID,
  PERSON_ID,
  VIEWER_ID,
  emptyPage,
  fullPage,
  hiddenPage,
} from '../../tests/machines/profile/public-profile.model';
import { pending, rejected, resolved } from '../events/fakes';
import { showsText } from '../support/plays';

/** The full page with a face and covers, as people will mostly meet it. */
const pictured: PageData = {
  ...fullPage,
  person: { ...fullPage.person, avatarUrl: '/images/events/health.svg' },
  groups: fullPage.groups.map((g) => ({ ...g, coverUrl: `/images/events/${g.categoryId}.svg` })),
};

const logic = (load: ReturnType<typeof resolved<PageData, PublicProfileQuery>>) =>
  publicProfileMachine.provide({ actors: { loadPublicProfile: load } });

const meta = {
  title: 'Profile/Public profile',
  component: PublicProfilePage,
  parameters: { machine: { id: 'publicProfile' }, layout: 'fullscreen', route: '/users/x' },
  args: {
    userId: PERSON_ID,
    viewerId: VIEWER_ID,
    logic: logic(resolved(pictured)),
    notFound: <NotFoundPage />,
  },
} satisfies Meta<typeof PublicProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text(m.loading));
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(m.loadFailedTitle));
    await expect(canvas.getByRole('button', { name: text(profileMessages.retry) })).toBeEnabled();
  },
};

/** An id nobody has, or one no one could have: the app's 404. */
export const NotFound: Story = {
  parameters: { machine: { state: 'notFound' } },
  args: { userId: MALFORMED_PERSON_ID },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, text(notFoundMessages.title))).toBeVisible();
  },
};

/** Another member looks: bio, interests, groups, both lists of events and «Написать». */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, fullPage.person.fullName)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text(m.writeLabel, { name: fullPage.person.fullName }) }),
    ).toHaveAttribute('href', `/messages/${PERSON_ID}`);
    const interests = canvas.getByRole('region', { name: text(m.interests) });
    await expect(within(interests).getAllByRole('listitem')).toHaveLength(3);
    const groups = canvas.getByRole('region', { name: text(m.groups) });
    await expect(within(groups).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The person on their own page: a way to edit it, nobody to write to. */
export const Self: Story = {
  parameters: { machine: { state: 'loaded' } },
  args: { viewerId: PERSON_ID },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: text(m.editOwn) })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(canvas.queryByRole('link', { name: text(m.write) })).toBeNull();
  },
};

export const Visitor: Story = {
  parameters: { machine: { state: 'loaded' } },
  args: { viewerId: null },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, fullPage.person.fullName)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text(m.write) })).toBeNull();
  },
};

/** A new member who has said and done nothing yet: every list says so. */
export const Empty: Story = {
  parameters: { machine: { state: 'loaded' } },
  args: { logic: logic(resolved(emptyPage)) },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, text(m.noName))).toBeVisible();
    await expect(canvas.getByText(text(m.noGroups))).toBeVisible();
    await expect(canvas.getByText(text(m.noOrganising))).toBeVisible();
    await expect(canvas.getByText(text(m.noAttended))).toBeVisible();
  },
};

export const AttendedHidden: Story = {
  parameters: { machine: { state: 'loaded' } },
  args: { logic: logic(resolved(hiddenPage)) },
  play: showsText(m.attendedHidden),
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, fullPage.person.fullName)).toBeVisible();
  },
};
