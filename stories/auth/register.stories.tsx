import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  type RegistrationErrorCode,
  validateRegistration,
} from '../../machines/auth/registration.machine';
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { RegisterView } from '../../src/features/auth/register-view';
import { text, textPattern, textStart } from '../../tests/support/messages';
import { emptyAvatarUpload } from '../support/fixtures';

const filled = {
  fullName: 'Анна Петрова',
  email: 'anna@example.com',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  avatarUrl: '',
};
const inUse = {
  code: 'user_already_exists' as const,
  message: 'User already registered',
  retryable: false,
  details: {
    name: 'AuthApiError',
    status: 422,
    code: 'user_already_exists',
    message: 'User already registered',
  },
};

const avatar = emptyAvatarUpload(text(m.avatar));

const meta = {
  title: 'Auth/Register',
  component: RegisterView,
  parameters: { machine: { id: 'registration' }, layout: 'fullscreen', route: '/auth/register' },
  args: {
    values: filled,
    fieldErrors: {},
    failure: null,
    detailsOpen: false,
    submitting: false,
    avatar,
    onFieldChange: fn(),
    onSubmit: fn(),
    onOpenDetails: fn(),
    onCloseDetails: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(text(m.passwordRule))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(m.registerSubmit) }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** One field at fault: the rule's own text under it, the values as the machine would check them. */
const errorStory = (code: RegistrationErrorCode, text: string, values = filled): Story => ({
  parameters: { machine: { state: 'editing.idle' } },
  args: { fieldErrors: validateRegistration(values), values },
  play: async ({ canvas }) => {
    await expect(Object.values(validateRegistration(values))).toEqual([code]);
    await expect(canvas.getByText(text)).toBeVisible();
  },
});

export const EmailRequired = errorStory('email_required', text(m.emailRequired), {
  ...filled,
  email: '',
});
export const EmailInvalid = errorStory('email_invalid', text(m.emailInvalid), {
  ...filled,
  email: 'anna@',
});
export const PasswordRequired = errorStory('password_required', text(m.passwordRequired), {
  ...filled,
  password: '',
  confirmPassword: '',
});
export const PasswordTooShort = errorStory('password_too_short', text(m.passwordTooShort), {
  ...filled,
  password: 'short',
  confirmPassword: 'short',
});
export const PasswordNeedsLettersDigits = errorStory(
  'password_needs_letters_digits',
  text(m.passwordNeedsLettersDigits),
  { ...filled, password: 'password', confirmPassword: 'password' },
);
export const PasswordsMismatch = errorStory('passwords_mismatch', text(m.passwordsMismatch), {
  ...filled,
  confirmPassword: 'other-password-1',
});
export const FullNameRequired = errorStory('full_name_required', text(m.fullNameRequired), {
  ...filled,
  fullName: '',
});

const empty = { fullName: '', email: '', password: '', confirmPassword: '', avatarUrl: '' };

/**
 * An empty form sent: every field's error at once, each under its field, marked invalid and
 * read with it (issue 21, item 8).
 */
export const EveryErrorAtOnce: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  args: {
    values: { ...empty, confirmPassword: 'x' },
    fieldErrors: validateRegistration({ ...empty, confirmPassword: 'x' }),
  },
  play: async ({ canvas }) => {
    const fields = [
      [canvas.getByRole('textbox', { name: textStart(m.fullName) }), text(m.fullNameRequired)],
      [canvas.getByRole('textbox', { name: textStart(m.email) }), text(m.emailRequired)],
      [
        canvas.getByLabelText(textStart(m.password), { selector: 'input' }),
        text(m.passwordRequired),
      ],
      [
        canvas.getByLabelText(textStart(m.confirmPassword), { selector: 'input' }),
        text(m.passwordsMismatch),
      ],
    ] as const;
    for (const [box, text] of fields) {
      await expect(canvas.getByText(text)).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(expect.stringContaining(text));
    }
  },
};

export const Submitting: Story = {
  parameters: { machine: { state: 'submitting' } },
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: textPattern(m.registerSubmitting) }),
    ).toBeDisabled();
  },
};

/**
 * Registered: the machine has finished and cleared the form (a toast says to confirm the address)
 * while the app leaves the page; nothing typed stays behind.
 */
export const Done: Story = {
  parameters: { machine: { state: 'done' } },
  args: {
    values: { fullName: '', email: '', password: '', confirmPassword: '', avatarUrl: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: textStart(m.email) })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: text(m.registerSubmit) })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  args: { failure: inUse },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.userAlreadyExists));
  },
};

/** The server still refused the password: it is among the most common ones. */
export const FailedCommonPassword: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  args: {
    values: { ...filled, password: 'qwerty123', confirmPassword: 'qwerty123' },
    failure: {
      code: 'weak_password_pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      retryable: false,
      details: { name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.weakPasswordPwned));
  },
};

/** A refusal with no text of its own: «Ошибка регистрации», the English only in the details. */
export const FailedUnknownCode: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  args: {
    failure: {
      code: 'unknown',
      message: 'Signups not allowed for this instance',
      retryable: false,
      details: { status: 422, message: 'Signups not allowed for this instance' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.registerFailedFallback));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Signups not allowed');
  },
};

export const FailedSignupDisabled: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  args: {
    failure: {
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
      retryable: false,
      details: { status: 422 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.signupDisabled));
  },
};

export const FailedUnexpectedly: Story = {
  parameters: { machine: { state: 'editing.idle' } },
  args: {
    failure: {
      code: 'unknown',
      message: 'x is undefined',
      retryable: false,
      details: { name: 'TypeError' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.registerUnexpected));
  },
};

export const DetailsOpen: Story = {
  parameters: { machine: { state: 'editing.details' } },
  args: { failure: inUse, detailsOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: text(m.detailsTitle) });
    await expect(dialog).toHaveTextContent('"status": 422');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The dialog opened and closed as on the page (open state held outside the view, as the machine does). */
function DetailsRoundTrip(props: ComponentProps<typeof RegisterView>) {
  const [open, setOpen] = useState(false);
  return (
    <RegisterView
      {...props}
      detailsOpen={open}
      onOpenDetails={() => setOpen(true)}
      onCloseDetails={() => setOpen(false)}
    />
  );
}

// In a real browser (jsdom's focus timing made the page test unreliable): closing the dialog hands
// focus back to the button that opened it, so a keyboard user carries on where they were.
export const DetailsFocusReturn: Story = {
  parameters: { machine: { state: ['editing.details', 'editing.idle'] } },
  args: { failure: inUse },
  render: (args) => <DetailsRoundTrip {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: text(m.moreDetails) });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: text(m.detailsTitle) });
    await waitFor(() => expect(dialog).toBeVisible());
    // Ark moves focus into the dialog a frame after it mounts; Escape sent before that goes nowhere.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: text(m.detailsTitle) });
    // The footer's button, not the corner cross (both are named «Закрыть»).
    const [footerClose] = within(again)
      .getAllByRole('button', { name: text(m.close) })
      .filter((b) => b.textContent === text(m.close));
    await userEvent.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
