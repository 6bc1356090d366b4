import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent } from 'storybook/test';
import { fromPromise } from 'xstate';
import { updatePasswordMachine } from '../../../machines/auth/update-password.machine';
import { authMessages as m } from '../../../src/features/auth/auth.messages';
import {
  UpdatePasswordPage,
  type UpdatePasswordPageProps,
} from '../../../src/features/auth/update-password-page';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { liveParameters, livePlay } from '../support/live-story';

const logic = updatePasswordMachine.provide({
  actors: {
    updatePassword: fromPromise<void, { password: string }>(
      () => new Promise((resolve) => setTimeout(resolve, 400)),
    ),
  },
});
const inspect = liveInspector('updatePassword');

/**
 * The new-password page (opened from a recovery link) running its machine with a fake auth
 * service that accepts any valid password, for the «Machine» panel to follow live.
 */
const meta = {
  title: 'Machines/Live/Update password',
  parameters: liveParameters('updatePassword', '/auth/update-password'),
  // The machine is not an arg: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => (
    <UpdatePasswordPage logic={logic} recovery="ready" notify={notify} inspect={inspect} />
  ),
} satisfies Meta<Pick<UpdatePasswordPageProps, 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitEmpty: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.updateSubmit) }));
    await live.lastTold({
      id: 'updatePassword',
      at: 'editing',
      lastEvent: 'form.submit',
      lastTransition: 'editing --form.submit#1--> (self)',
    });
  }),
};
