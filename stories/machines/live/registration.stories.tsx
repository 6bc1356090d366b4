import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type SignUpInput, registrationMachine } from '../../../machines/auth/registration.machine';
import { authMessages as m } from '../../../src/features/auth/auth.messages';
import { RegisterPage, type RegisterPageProps } from '../../../src/features/auth/register-page';
import { text } from '../../../tests/support/messages';
import { instantUpload } from '../../../tests/ui/support/accounts';
import { liveInspector } from '../support/machine-channel';
import { liveParameters, livePlay } from '../support/live-story';

/**
 * The registration page running its machine with a fake sign-up, for the «Machine» panel to
 * follow live: the e-mail «taken@example.com» is refused as already registered, any other
 * complete form is accepted; an avatar is «uploaded» at once.
 */
const logic = registrationMachine.provide({
  actors: {
    signUp: fromPromise<void, SignUpInput>(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (input.email === 'taken@example.com')
        throw { code: 'user_already_exists', message: 'User already registered' };
    }),
  },
});
const avatarLogic = instantUpload('https://example.com/avatar.png');
const inspect = liveInspector('registration');

const meta = {
  title: 'Machines/Live/Registration',
  parameters: liveParameters('registration', '/auth/register'),
  // The machines are not args: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => (
    <RegisterPage logic={logic} avatarLogic={avatarLogic} notify={notify} inspect={inspect} />
  ),
} satisfies Meta<Pick<RegisterPageProps, 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitEmpty: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.registerSubmit) }));
    await expect(await canvas.findByText(text(m.emailRequired))).toBeVisible();
    // The refused submit is a targetless transition: the panel lights its line in «editing».
    await live.lastTold({
      id: 'registration',
      at: 'editing.idle',
      lastEvent: 'form.submit',
      lastTransition: 'editing --form.submit#1--> (self)',
    });
  }),
};
