import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ToastContext } from '../../../src/app/contexts/toast';
import { authToastMessages as t } from '../../../src/features/auth/auth-toasts.messages';
import { LoginPage } from '../../../src/features/auth/login-page';
import { uiMessages } from '../../../src/components/ui/ui.messages';
import { text } from '../../../tests/support/messages';
import { signInWith } from '../../support/login-steps';
import { liveAppMeta } from '../support/live-app';
import { LIVE_PASSWORD, liveLoginLogic } from '../support/live-fakes';
import { livePlay } from '../support/live-story';

/** The sign-in page telling the app's toast queue, as the app's accounts routes do. */
function SignIn() {
  const toast = ToastContext.useActorRef();
  return (
    <LoginPage
      logic={liveLoginLogic}
      notify={(request) => toast.send({ type: 'toast.show', toast: request })}
    />
  );
}

/**
 * The app's toast queue, here fed by the sign-in page (the password «secret-password» signs in):
 * each toast shows for its time, paused while a pointer or focus is on it. The «Machine» panel
 * follows the queue live.
 */
const meta = {
  title: 'Machines/Live/Toast',
  ...liveAppMeta('toast', '/auth/login', () => <SignIn />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShownThenClosed: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await signInWith(canvas, 'anna@example.com', LIVE_PASSWORD);
    // Ark mounts the toast first and shows it on the next frame.
    await waitFor(() => expect(screen.getByText(text(t.toastSignedInTitle))).toBeVisible(), {
      timeout: 5000,
    });
    await live.lastTold({ id: 'toast', at: 'visible.running' });
    await userEvent.click(screen.getByRole('button', { name: text(uiMessages.close) }));
    await waitFor(() => expect(screen.queryByText(text(t.toastSignedInTitle))).toBeNull());
    await live.lastTold({ id: 'toast', at: 'idle', lastEvent: 'toast.dismiss' });
  }),
};
