import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { authMessages as m } from '../../../src/features/auth/auth.messages';
import { LoginPage, type LoginPageProps } from '../../../src/features/auth/login-page';
import { text } from '../../../tests/support/messages';
import { signInWith } from '../../support/login-steps';
import { liveInspector } from '../support/machine-channel';
import { liveLoginLogic } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('login');

/**
 * The sign-in page running its machine with a fake auth service (support/live-fakes.ts), for the
 * «Machine» panel to follow live: any e-mail with the password «secret-password» signs in, any
 * other password is refused, a reset link is always «sent».
 */
const meta = {
  title: 'Machines/Live/Login',
  parameters: liveParameters('login', '/auth/login'),
  // The machine is not an arg: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => <LoginPage logic={liveLoginLogic} notify={notify} inspect={inspect} />,
} satisfies Meta<Pick<LoginPageProps, 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await signInWith(canvas, 'anna@example.com', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(m.invalidCredentials));
    // The panel followed the machine: the submit took editing → submitting, the refusal came back.
    await live.told('lastTransition', [
      'login.editing --form.submit#0--> login.submitting',
      'login.submitting --xstate.error.actor.signIn#0--> login.editing',
    ]);
    await live.lastTold({ id: 'login', at: 'login.editing' });
  }),
};
