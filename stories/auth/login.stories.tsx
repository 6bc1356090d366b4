import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { AuthSession } from '../../machines/auth/auth.types';
import { loginMachine } from '../../machines/auth/login.machine';
import { LoginPage } from '../../src/features/auth/login-page';
import { authToastMessages as t } from '../../src/features/auth/auth-toasts.messages';
import {
  authMessages as m,
  linkSentText,
  rateLimitedMinutes,
  rateLimitedSeconds,
} from '../../src/features/auth/auth.messages';
import { LoginView } from '../../src/features/auth/login-view';
import { text, textPattern } from '../../tests/support/messages';
import { signInWith } from '../support/login-steps';
import { expectBusy, showsBusy, showsText } from '../support/plays';

const invalid = {
  code: 'invalid_credentials' as const,
  message: 'Invalid login credentials',
  retryable: false,
};

/** The login card in each state of the login machine (the view, with props). */
const meta = {
  title: 'Auth/Login',
  component: LoginView,
  parameters: { machine: { id: 'login' }, layout: 'fullscreen', route: '/auth/login' },
  args: {
    mode: 'login',
    email: '',
    password: '',
    resetEmail: '',
    code: '',
    fieldErrors: {},
    failure: null,
    sentTo: null,
    busy: false,
    sendingLink: false,
    onFieldChange: fn(),
    onSubmit: fn(),
    onRequestLink: fn(),
    onResendLink: fn(),
    onModeChange: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: { email: 'anna@example.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.loginTitle));
    await userEvent.click(canvas.getByRole('button', { name: text(m.forgotPassword) }));
    await expect(args.onModeChange).toHaveBeenCalledWith('reset');
  },
};

export const EmailRequired: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: { fieldErrors: { email: 'required' }, password: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.emailRequired))).toBeVisible();
    await expect(canvas.queryByText(text(m.passwordRequired))).toBeNull();
  },
};

export const PasswordRequired: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: { fieldErrors: { password: 'required' }, email: 'anna@example.com' },
  play: showsText(m.passwordRequired),
};

export const BothRequired: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: { fieldErrors: { email: 'required', password: 'required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.emailRequired))).toBeVisible();
    await expect(canvas.getByText(text(m.passwordRequired))).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { machine: { state: 'login.submitting' } },
  args: { email: 'anna@example.com', password: 'secret-password', busy: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: textPattern(m.loginSubmitting) }),
    ).toBeDisabled();
  },
};

/**
 * Signed in: the machine has finished and the page is leaving for the return path, so the form
 * stays as it was sent, its button busy, until the next page replaces it.
 */
export const Done: Story = {
  parameters: { machine: { state: 'done' } },
  args: { mode: 'done', email: 'anna@example.com', password: 'secret-password', busy: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: textPattern(m.loginSubmitting) }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: { email: 'anna@example.com', password: 'secret-password', failure: invalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.invalidCredentials));
  },
};

/** A code without a text of its own: a general text, never the service's English words. */
export const FailedWithUnknownCode: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: {
    email: 'anna@example.com',
    failure: { code: 'unknown', message: 'Database error querying schema', retryable: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(t.unknownError));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Database error');
  },
};

export const EmailInvalid: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: { fieldErrors: { email: 'invalid' }, email: 'not-an-email', password: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.emailInvalid))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text(m.email) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const SignUpPrompt: Story = {
  parameters: { machine: { state: 'signUpPrompt' } },
  args: { mode: 'signUpPrompt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text(m.signUpGo) })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};

export const ResetEditing: Story = {
  parameters: { machine: { state: 'reset.editing' } },
  args: { mode: 'reset', resetEmail: 'anna@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.resetTitle));
  },
};

export const ResetEmailRequired: Story = {
  parameters: { machine: { state: 'reset.editing' } },
  args: { mode: 'reset', fieldErrors: { resetEmail: 'required' } },
  play: showsText(m.emailRequired),
};

/** The address carried over from the login form is checked by the same rule (issue 21, item 1). */
export const ResetEmailInvalid: Story = {
  parameters: { machine: { state: 'reset.editing' } },
  args: { mode: 'reset', resetEmail: 'not-an-email', fieldErrors: { resetEmail: 'invalid' } },
  play: showsText(m.emailInvalid),
};

export const ResetFailedInvalidEmail: Story = {
  parameters: { machine: { state: 'reset.editing' } },
  args: {
    mode: 'reset',
    resetEmail: 'anna@example',
    failure: {
      code: 'email_invalid',
      message: 'Unable to validate email address: invalid format',
      retryable: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.emailInvalid));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Unable to validate');
  },
};

/** GoTrue named the seconds left before another email to this address may go. */
export const ResetRateLimited: Story = {
  parameters: { machine: { state: 'reset.editing' } },
  args: {
    mode: 'reset',
    resetEmail: 'anna@example.com',
    failure: {
      code: 'rate_limited',
      message: 'For security purposes, you can only request this after 42 seconds.',
      retryable: true,
      retryAfterSeconds: 42,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(rateLimitedSeconds, { seconds: 42 }),
    );
  },
};

/** Too many sign-ins from this address: the limit's five-minute window. */
export const RateLimited: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: {
    email: 'anna@example.com',
    failure: {
      code: 'rate_limited',
      message: 'Request rate limit reached',
      retryable: true,
      retryAfterSeconds: 300,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(rateLimitedMinutes, { minutes: 5 }),
    );
  },
};

/** The journey of issue 21: «Забыли пароль?» with a malformed address is stopped before sending. */
export const PageResetChecksCarriedEmail: StoryObj<typeof LoginPage> = {
  parameters: { machine: { state: ['login.editing', 'reset.editing'] } },
  render: () => (
    <LoginPage
      logic={loginMachine.provide({
        actors: {
          sendResetEmail: fromPromise<void, { email: string }>(async () => {
            throw new Error('must not be sent');
          }),
        },
      })}
      notify={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text(m.email) }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: text(m.forgotPassword) }));
    await userEvent.click(await canvas.findByRole('button', { name: text(m.resetSubmit) }));
    await expect(await canvas.findByText(text(m.emailInvalid))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ResetSending: Story = {
  parameters: { machine: { state: 'reset.sending' } },
  args: { mode: 'reset', resetEmail: 'anna@example.com', busy: true },
  play: showsBusy(m.resetSending),
};

export const ResetSent: Story = {
  parameters: { machine: { state: 'reset.sent' } },
  args: { mode: 'resetSent', sentTo: 'anna@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/anna@example\.com/)).toBeVisible();
    await expect(canvas.getByText(textPattern(m.resetSpam))).toBeVisible();
  },
};

/** «Прислать ссылку для входа» on its way: the link button is the busy one. */
export const SendingLink: Story = {
  parameters: { machine: { state: 'login.sendingLink' } },
  args: { email: 'anna@example.com', busy: true, sendingLink: true },
  play: async ({ canvas }) => {
    await expectBusy(canvas, m.linkSending);
    await expect(canvas.getByRole('button', { name: text(m.loginSubmit) })).toBeInTheDocument();
  },
};

/** An address with no account: links sign in, they never register. */
export const LinkForUnknownAddress: Story = {
  parameters: { machine: { state: 'login.editing' } },
  args: {
    email: 'nobody@example.com',
    failure: { code: 'link_no_account', message: 'Signups not allowed for otp', retryable: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.linkNoAccount));
  },
};

export const LinkSent: Story = {
  parameters: { machine: { state: 'login.linkSent' } },
  args: { mode: 'linkSent', email: 'anna@example.com', sentTo: 'anna@example.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(text(linkSentText, { email: 'anna@example.com' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(m.linkResend) }));
    await expect(args.onResendLink).toHaveBeenCalled();
  },
};

/** Asked again too soon: the stack's limit between two emails, with the seconds left. */
export const LinkResendRateLimited: Story = {
  parameters: { machine: { state: 'login.linkSent' } },
  args: {
    mode: 'linkSent',
    sentTo: 'anna@example.com',
    failure: {
      code: 'rate_limited',
      message: 'For security purposes, you can only request this after 57 seconds.',
      retryable: true,
      retryAfterSeconds: 57,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.linkFailedTitle));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(rateLimitedSeconds, { seconds: 57 }),
    );
  },
};

export const ResendingLink: Story = {
  parameters: { machine: { state: 'login.resendingLink' } },
  args: { mode: 'linkSent', sentTo: 'anna@example.com', busy: true, sendingLink: true },
  play: showsBusy(m.linkSending),
};

/** The password was right; the account has an authenticator app, whose code comes next. */
export const SecondFactor: Story = {
  parameters: { machine: { state: 'login.secondFactor.editing' } },
  args: { mode: 'secondFactor', email: 'anna@example.com', code: '123 45' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.secondFactorTitle),
    );
    await expect(canvas.getByRole('textbox', { name: text(m.code) })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

export const SecondFactorCodeInvalid: Story = {
  parameters: { machine: { state: 'login.secondFactor.editing' } },
  args: { mode: 'secondFactor', code: '12345', fieldErrors: { code: 'invalid' } },
  play: showsText(m.codeInvalid),
};

/** A wrong or stale code: the box is emptied for the app's next one. */
export const SecondFactorWrongCode: Story = {
  parameters: { machine: { state: 'login.secondFactor.editing' } },
  args: {
    mode: 'secondFactor',
    failure: {
      code: 'mfa_code_invalid',
      message: 'Invalid TOTP code entered',
      retryable: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(m.mfaCodeInvalid));
  },
};

export const SecondFactorVerifying: Story = {
  parameters: { machine: { state: 'login.secondFactor.verifying' } },
  args: { mode: 'secondFactor', code: '123456', busy: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: textPattern(m.secondFactorSubmitting) }),
    ).toBeDisabled();
  },
};

/** A sign-in link opened on a two-factor account: the page opens on the code's step. */
export const PageAfterLinkAsksForCode: StoryObj<typeof LoginPage> = {
  parameters: { machine: { state: ['login.editing', 'login.secondFactor.editing'] } },
  render: () => <LoginPage logic={loginMachine} notify={fn()} secondFactorPending />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.secondFactorTitle),
    );
    await expect(canvas.queryByRole('textbox', { name: text(m.email) })).toBeNull();
  },
};

export const InEnglish: Story = {
  parameters: { machine: { state: 'login.editing' } },
  globals: { locale: 'en' },
  args: { fieldErrors: { email: 'required', password: 'required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.emailRequired, {}, 'en'))).toBeVisible();
  },
};

/** The page with its machine: the service is a fake that refuses the password. */
export const PageRefusesWrongPassword: StoryObj<typeof LoginPage> = {
  parameters: { machine: { state: ['login.editing', 'login.submitting'] } },
  render: () => (
    <LoginPage
      logic={loginMachine.provide({
        actors: {
          signIn: fromPromise<AuthSession, { email: string; password: string }>(async () => {
            throw invalid;
          }),
        },
      })}
      notify={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.loginSubmit) }));
    await expect(canvas.getByText(text(m.emailRequired))).toBeVisible();
    await signInWith(canvas, 'anna@example.com', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(m.invalidCredentials));
  },
};
