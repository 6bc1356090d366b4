import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProfileView } from '../../src/features/profile/profile-view';
import { emailChangeHint, profileMessages as m } from '../../src/features/profile/profile.messages';
import type { Profile } from '../../machines/profile/profile.machine';
import { myGroupsMessages } from '../../src/features/profile/my-groups.messages';
import { LONG_BIO, bioRefused } from '../../tests/machines/profile/profile.model';
import { tagText, text } from '../../tests/support/messages';
import { emptyAvatarUpload } from '../support/fixtures';
import { showsBusy, showsText } from '../support/plays';

const profile: Profile = {
  id: 'u1',
  fullName: 'Анна Петрова',
  avatarUrl: '',
  bio: 'Рисую акварелью, по выходным хожу в походы.',
  city: 'Казань',
  interests: ['art', 'health'],
  hideAttended: false,
};
const { id: _id, ...draft } = profile;
const avatar = emptyAvatarUpload(text(m.avatar));

const meta = {
  title: 'Profile/Profile',
  component: ProfileView,
  parameters: { machine: { id: 'profile' }, layout: 'fullscreen', route: '/profile' },
  args: {
    status: 'viewing',
    email: 'anna@example.com',
    profile,
    draft,
    validation: null,
    failure: null,
    refusedField: null,
    avatar,
    onEdit: fn(),
    onCancel: fn(),
    onFieldChange: fn(),
    onInterestToggle: fn(),
    onHideAttendedChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { status: 'loading', profile: null },
  play: async ({ canvas }) =>
    await expect(canvas.getByRole('status')).toHaveTextContent(text(m.loading)),
};

export const Loaded: Story = {
  parameters: { machine: { state: 'loaded.viewing' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Анна Петрова')).toBeVisible();
    await expect(canvas.getByText('anna@example.com')).toBeVisible();
    await expect(canvas.getByText(profile.bio)).toBeVisible();
    await expect(canvas.getByText(text(myGroupsMessages.categories.art))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.publicPage) })).toHaveAttribute(
      'href',
      '/users/u1',
    );
    await canvas.getByRole('button', { name: text(m.edit) }).click();
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Editing: Story = {
  parameters: { machine: { state: 'loaded.editing' } },
  args: { status: 'editing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(m.save) })).toBeEnabled();
    // The address reads as text with a pointer, not as a box that refuses typing (issue 21, item 14).
    await expect(canvas.queryByRole('textbox', { name: text(m.email) })).toBeNull();
    await expect(canvas.getByText('anna@example.com')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: tagText(emailChangeHint, 'link') }),
    ).toHaveAttribute('href', '/settings');
    await expect(canvas.getByRole('group', { name: text(m.avatar) })).toBeVisible();
  },
};

export const NameRequired: Story = {
  parameters: { machine: { state: 'loaded.editing' } },
  args: {
    status: 'editing',
    draft: { ...draft, fullName: '' },
    validation: 'full_name_required',
  },
  play: showsText(m.fullNameRequired),
};

/** Bio, city, interests and whether attended events show: what others read on /users/:id. */
export const EditingAboutMe: Story = {
  parameters: { machine: { state: 'loaded.editing' } },
  args: { status: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: text(m.bio) })).toHaveValue(profile.bio);
    await expect(canvas.getByRole('textbox', { name: text(m.city) })).toHaveValue('Казань');
    const art = canvas.getByRole('checkbox', { name: text(myGroupsMessages.categories.art) });
    await expect(art).toBeChecked();
    await canvas.getByRole('checkbox', { name: text(myGroupsMessages.categories.food) }).click();
    await expect(args.onInterestToggle).toHaveBeenCalledWith('food');
    await canvas.getByRole('checkbox', { name: text(m.hideAttended) }).click();
    await expect(args.onHideAttendedChange).toHaveBeenCalledWith(true);
  },
};

/** The database refused the bio as too long: said on the field, and nothing typed is lost. */
export const BioRefused: Story = {
  parameters: { machine: { state: 'loaded.editing' } },
  args: {
    status: 'editing',
    draft: { ...draft, bio: LONG_BIO },
    failure: bioRefused,
    refusedField: 'bio',
  },
  play: async ({ canvas }) => {
    const bio = canvas.getByRole('textbox', { name: text(m.bio) });
    await expect(bio).toHaveValue(LONG_BIO);
    await expect(bio).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(text(m.errorBioTooLong)).length).toBeGreaterThan(0);
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'loaded.saving' } },
  args: { status: 'saving' },
  play: showsBusy(m.saving),
};

export const SaveFailed: Story = {
  parameters: { machine: { state: 'loaded.editing' } },
  args: {
    status: 'editing',
    failure: { code: 'forbidden', message: 'permission denied for table profiles' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.saveFailedTitle));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.errorForbidden));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('permission denied');
  },
};

export const LoadFailedNotFound: Story = {
  parameters: { machine: { state: 'failed' } },
  args: {
    status: 'failed',
    profile: null,
    failure: {
      code: 'not_found',
      message: 'JSON object requested, multiple (or no) rows returned',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.errorNotFound));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('JSON object');
  },
};

export const LoadFailed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { status: 'failed', profile: null, failure: { code: 'network', message: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.loadFailedTitle));
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};
