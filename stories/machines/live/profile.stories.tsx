import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  type Profile,
  type SaveProfileInput,
  profileMachine,
} from '../../../machines/profile/profile.machine';
import { ProfilePage, type ProfilePageProps } from '../../../src/features/profile/profile-page';
import { profileMessages as m } from '../../../src/features/profile/profile.messages';
import { fakeSession } from '../../../tests/support/auth-fixtures';
import { text, textPattern } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { liveUploadLogic, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const { user } = fakeSession();
const logic = profileMachine.provide({
  actors: {
    loadProfile: slow<Profile, { id: string }>(({ id }) => ({
      id,
      fullName: user.fullName,
      avatarUrl: '',
      bio: '',
      city: 'Москва',
      interests: ['technology'],
      hideAttended: false,
    })),
    saveProfile: slow<Profile, SaveProfileInput>((saved) => saved),
  },
});
const avatarLogic = liveUploadLogic('/images/events/art.svg');
const inspect = liveInspector('profile');

/**
 * The profile page running its machine on a fake service that saves whatever is sent, for the
 * «Machine» panel to follow live through loading, editing and saving.
 */
const meta = {
  title: 'Machines/Live/Profile',
  parameters: liveParameters('profile', '/profile'),
  // The machines are not args: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => (
    <ProfilePage
      logic={logic}
      avatarLogic={avatarLogic}
      user={user}
      notify={notify}
      inspect={inspect}
    />
  ),
} satisfies Meta<Pick<ProfilePageProps, 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndSave: Story = {
  play: livePlay(async ({ canvas, args }, live) => {
    await live.press(text(m.edit));
    const name = canvas.getByRole('textbox', { name: textPattern(m.fullName) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Анна Смирнова');
    await userEvent.click(canvas.getByRole('button', { name: text(m.save) }));
    await expect(await canvas.findByText('Анна Смирнова', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(args.notify).toHaveBeenCalled());
    await live.told('at', ['loaded.editing', 'loaded.saving']);
    await live.lastTold({
      id: 'profile',
      at: 'loaded.viewing',
      lastEvent: 'xstate.done.actor.saveProfile',
    });
  }),
};
