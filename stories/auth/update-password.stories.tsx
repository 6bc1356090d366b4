import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { UpdatePasswordView } from '../../src/features/auth/update-password-view';
import { text } from '../../tests/support/messages';
import { showsBusy, showsText } from '../support/plays';

const meta = {
  title: 'Auth/Update password',
  component: UpdatePasswordView,
  parameters: {
    machine: { id: 'updatePassword' },
    layout: 'fullscreen',
    route: '/auth/update-password',
  },
  args: {
    recovery: 'ready',
    password: '',
    confirmPassword: '',
    validation: null,
    failure: null,
    submitting: false,
    onFieldChange: fn(),
    onSubmit: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof UpdatePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.updateTitle));
  },
};

export const PasswordRequired: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { validation: 'password_required' },
  play: showsText(m.passwordRequired),
};

export const PasswordTooShort: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { validation: 'password_too_short', password: 'short' },
  play: showsText(m.passwordTooShort),
};

export const PasswordNeedsLettersDigits: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { validation: 'password_needs_letters_digits', password: '12345678' },
  play: showsText(m.passwordNeedsLettersDigits),
};

export const PasswordsMismatch: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { validation: 'passwords_mismatch', password: 'long-enough-1', confirmPassword: 'other' },
  play: showsText(m.passwordsMismatch),
};

export const Submitting: Story = {
  parameters: { machine: { state: 'submitting' } },
  args: { submitting: true, password: 'long-enough-1', confirmPassword: 'long-enough-1' },
  play: showsBusy(m.updateSubmitting),
};

/** Updated: the passwords are cleared and the button stays busy while the app moves on. */
export const Done: Story = {
  parameters: { machine: { state: 'done' } },
  args: { submitting: true, password: '', confirmPassword: '' },
  play: showsBusy(m.updateSubmitting),
};

export const Failed: Story = {
  parameters: { machine: { state: 'editing' } },
  args: {
    failure: {
      code: 'same_password',
      message: 'New password should be different',
      retryable: false,
    },
  },
  play: async ({ canvas }) =>
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.samePassword)),
};

/** The server still refused the password: it is among the most common ones. */
export const FailedCommonPassword: Story = {
  parameters: { machine: { state: 'editing' } },
  args: {
    password: 'qwerty123',
    confirmPassword: 'qwerty123',
    failure: {
      code: 'weak_password_pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      retryable: false,
    },
  },
  play: async ({ canvas }) =>
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.weakPasswordPwned)),
};

export const CheckingLink: Story = {
  parameters: { machine: { id: 'session', state: 'initializing' } },
  args: { recovery: 'checking' },
  play: async ({ canvas }) => await expect(canvas.getByRole('status')).toBeVisible(),
};

export const NoSession: Story = {
  parameters: { machine: { id: 'session', state: 'signedOut' } },
  args: { recovery: 'noSession' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.noSessionTitle),
    );
    await expect(canvas.getByRole('link', { name: text(m.noSessionAction) })).toHaveAttribute(
      'href',
      '/auth/login?mode=reset',
    );
  },
};

/** Opened by an invitation's link: the link is verified before the password is asked for. */
export const VerifyingInvite: Story = {
  parameters: { machine: { state: 'verifyingInvite' } },
  args: { recovery: 'checking' },
  play: async ({ canvas }) =>
    await expect(canvas.getByRole('status')).toHaveTextContent(text(m.checkingLink)),
};

/** Signed in by the invitation: a welcome, and the first password. */
export const Invited: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { invited: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.inviteTitle));
    await expect(canvas.getByText(text(m.inviteText))).toBeVisible();
  },
};

export const InviteRefused: Story = {
  parameters: { machine: { state: 'inviteRefused' } },
  args: { recovery: 'inviteRefused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.inviteRefusedText))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.noSessionAction) })).toHaveAttribute(
      'href',
      '/auth/login?mode=reset',
    );
  },
};
