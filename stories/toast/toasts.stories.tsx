import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { createActor } from 'xstate';
import { type ToastRequest, toastMachine } from '../../machines/toast/toast.machine';
import {
  avatarKeptToast,
  signOutFailedToast,
  registeredToast,
  signedInToast,
} from '../../src/features/auth/auth-toasts';
import { MachineToastRegion } from '../../src/features/toast/machine-toast-region';
import { uploadFailedToast, uploadedToast } from '../../src/components/upload/upload-toasts';
import { uploadMessages as u } from '../../src/components/upload/upload.messages';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { authToastMessages as t } from '../../src/features/auth/auth-toasts.messages';
import { text } from '../../tests/support/messages';

/** The toast queue's region with one toast shown; timing is the machine's (paused on hover). */
function Shown({ toast, durationMs = 60_000 }: { toast: ToastRequest; durationMs?: number }) {
  const [actor] = useState(() => createActor(toastMachine).start());
  useEffect(() => {
    actor.send({ type: 'toast.show', toast: { ...toast, durationMs } });
  }, [actor, toast, durationMs]);
  return <MachineToastRegion toast={actor} />;
}

const meta = {
  title: 'Toast/Toasts',
  component: Shown,
  parameters: { machine: { id: 'toast' }, layout: 'fullscreen' },
} satisfies Meta<typeof Shown>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (title: MessageDescriptor, description?: MessageDescriptor): Story['play'] =>
  async () => {
    // Ark mounts the toast first and shows it on the next frame.
    await waitFor(() => expect(screen.getByText(text(title))).toBeVisible());
    if (description) {
      await waitFor(() => expect(screen.getByText(text(description))).toBeVisible());
    }
  };

export const SignedIn: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: signedInToast },
  play: shows(t.toastSignedInTitle, t.toastSignedInText),
};

export const Registered: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: registeredToast },
  play: shows(t.toastRegisteredTitle, t.toastRegisteredText),
};

/** A failure's text comes from its code, never the service's English words (issue 21, item 1). */
export const DestructiveByCode: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: signOutFailedToast({ code: 'network' }) },
  play: shows(t.toastErrorTitle, t.network),
};

export const DestructiveUnknownCode: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: signOutFailedToast({ code: 'unknown' }) },
  play: shows(t.toastErrorTitle, t.toastSignOutFailedText),
};

export const UploadSucceeded: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: uploadedToast },
  play: shows(u.successTitle, u.success),
};

/** At sign-up nothing is uploaded yet: the picture waits for the first sign-in (issue 21, item 9). */
export const AvatarKeptForFirstSignIn: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: avatarKeptToast },
  play: shows(t.toastAvatarKeptTitle, t.toastAvatarKeptText),
};

export const UploadTooLarge: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: uploadFailedToast('too_large', null) },
  play: shows(u.errorTitle, u.tooLarge),
};

export const UploadRefused: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: uploadFailedToast('upload_failed', 'new row violates row-level security policy') },
  play: async (ctx) => {
    await shows(u.failedTitle, u.unexpected)!(ctx);
    await expect(screen.queryByText(/row-level security/)).toBeNull();
  },
};

export const UploadException: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: uploadFailedToast('unexpected', null) },
  play: shows(u.errorTitle, u.unexpected),
};

export const ClosedByTheUser: Story = {
  parameters: { machine: { state: 'visible.running' } },
  args: { toast: signedInToast },
  play: async () => {
    await screen.findByText(text(t.toastSignedInTitle));
    await userEvent.click(screen.getByRole('button', { name: text(uiMessages.close) }));
    await waitFor(() => expect(screen.queryByText(text(t.toastSignedInTitle))).toBeNull());
  },
};

/**
 * Paused: a pointer over the toast holds it past its time (here a short one); leaving lets the
 * full time run again, and then it goes.
 */
export const PausedWhileHovered: Story = {
  parameters: { machine: { state: ['visible.running', 'visible.paused'] } },
  args: { toast: signedInToast, durationMs: 400 },
  play: async () => {
    const title = await screen.findByText(text(t.toastSignedInTitle));
    await userEvent.hover(title);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(screen.getByText(text(t.toastSignedInTitle))).toBeVisible();
    await userEvent.unhover(title);
    await waitFor(() => expect(screen.queryByText(text(t.toastSignedInTitle))).toBeNull(), {
      timeout: 3000,
    });
  },
};
