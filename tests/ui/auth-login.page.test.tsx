import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AuthSession } from '../../machines/auth/auth.types';
import { type LoginFieldError, loginMachine } from '../../machines/auth/login.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { LoginPage } from '../../src/features/auth/login-page';
import { authToastMessages as t } from '../../src/features/auth/auth-toasts.messages';
import {
  authMessages as m,
  linkSentText,
  rateLimitedMinutes,
  rateLimitedSeconds,
} from '../../src/features/auth/auth.messages';
import { loginPageModel as loginModel } from '../machines/auth/login.model';
import { controllable } from '../support/controllable';
import { type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { text, textPattern } from '../support/messages';
import { renderPage } from './render-page';
import { box, heading } from './support/accounts';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof loginMachine>;

function setup() {
  const user = setupUser();
  const signIn = controllable<AuthSession, { email: string; password: string }>();
  const reset = controllable<void, { email: string }>();
  const link = controllable<void, { email: string }>();
  const verify = controllable<AuthSession, { code: string }>();
  const toasts: ToastRequest[] = [];
  const logic = loginMachine.provide({
    actors: {
      signIn: signIn.logic,
      sendResetEmail: reset.logic,
      sendSignInLink: link.logic,
      verifySecondFactor: verify.logic,
    },
  });
  // The session's word that this browser holds a session waiting for its code, as the app's
  // route passes it; the model's event sets it (again, after going back to the password).
  let setPending: (pending: boolean) => void = () => {};
  function Route() {
    const [pending, set] = useState(false);
    setPending = set;
    return <LoginPage logic={logic} notify={(t) => toasts.push(t)} secondFactorPending={pending} />;
  }
  const page = renderPage(<Route />, { path: '/auth/login' });
  const expectFieldError = (present: boolean, message: MessageDescriptor) =>
    present
      ? expect(screen.getByText(text(message))).toBeInTheDocument()
      : expect(screen.queryByText(text(message))).toBeNull();
  const expectFailure = (
    present: boolean,
    failure: string | RegExp = text(m.invalidCredentials),
  ) => {
    if (!present) return expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    // The server's English words never reach the page (issue 21, item 1).
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Unable to validate/);
  };
  const expectEmailError = (error: LoginFieldError | undefined, label = m.email) => {
    expectFieldError(error === 'required', m.emailRequired);
    expectFieldError(error === 'invalid', m.emailInvalid);
    if (error) expect(box(label)).toHaveAttribute('aria-invalid', 'true');
    else expect(box(label)).not.toHaveAttribute('aria-invalid', 'true');
  };

  const sut: Sut = {
    states: {
      'login.editing': (expected) => {
        expect(heading()).toHaveTextContent(text(m.loginTitle));
        expect(screen.getByRole('button', { name: text(m.loginSubmit) })).toBeEnabled();
        expectEmailError(expected.context.fieldErrors.email);
        expectFieldError(Boolean(expected.context.fieldErrors.password), m.passwordRequired);
        // A refused password, or a link asked for too soon.
        expectFailure(
          expected.context.failure !== null,
          expected.context.failure?.code === 'rate_limited'
            ? text(rateLimitedSeconds, { seconds: 57 })
            : text(m.invalidCredentials),
        );
      },
      'login.submitting': () => {
        expect(
          screen.getByRole('button', { name: textPattern(m.loginSubmitting) }),
        ).toHaveAttribute('aria-busy', 'true');
        expect(box(m.email)).toBeDisabled();
        expect(signIn.lastInput.email).toBe('anna@example.com');
      },
      'login.secondFactor.editing': (expected) => {
        expect(heading()).toHaveTextContent(text(m.secondFactorTitle));
        expect(box(m.code)).toHaveValue(expected.context.code);
        const error = expected.context.fieldErrors.code;
        expectFieldError(error === 'required', m.codeRequired);
        expectFieldError(error === 'invalid', m.codeInvalid);
        expectFailure(expected.context.failure !== null, text(m.mfaCodeInvalid));
        // Not signed in yet: no toast, still on the sign-in page.
        expect(toasts.map((t) => t.title.id)).not.toContain('auth.toast.signedIn.title');
        expect(page.location()).toBe('/auth/login');
      },
      'login.secondFactor.verifying': () => {
        expect(
          screen.getByRole('button', { name: textPattern(m.secondFactorSubmitting) }),
        ).toHaveAttribute('aria-busy', 'true');
        expect(verify.lastInput).toEqual({ code: '123456' });
      },
      'login.sendingLink': () => {
        expect(screen.getByRole('button', { name: textPattern(m.linkSending) })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        expect(link.lastInput).toEqual({ email: 'anna@example.com' });
      },
      'login.linkSent': (expected) => {
        expect(heading()).toHaveTextContent(text(m.resetSentTitle));
        expect(screen.getByText(text(linkSentText, { email: 'anna@example.com' }))).toBeVisible();
        expectFailure(expected.context.failure !== null, text(rateLimitedSeconds, { seconds: 57 }));
      },
      'login.resendingLink': () => {
        expect(screen.getByRole('button', { name: textPattern(m.linkSending) })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        expect(link.calls.length).toBeGreaterThanOrEqual(2);
      },
      signUpPrompt: () => {
        expect(heading()).toHaveTextContent(text(m.signUpTitle));
        expect(heading()).toHaveFocus();
        expect(screen.getByRole('link', { name: text(m.signUpGo) })).toHaveAttribute(
          'href',
          '/auth/register',
        );
      },
      'reset.editing': (expected) => {
        expect(heading()).toHaveTextContent(text(m.resetTitle));
        expectEmailError(expected.context.fieldErrors.resetEmail);
        expectFailure(expected.context.failure !== null, text(t.unknownError));
      },
      'reset.sending': () => {
        expect(screen.getByRole('button', { name: textPattern(m.resetSending) })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
      'reset.sent': (expected) => {
        expect(heading()).toHaveTextContent(text(m.resetSentTitle));
        expect(screen.getByText(new RegExp(expected.context.resetEmail.trim()))).toBeVisible();
        expect(toasts.at(-1)?.title.id).toBe('auth.toast.resetSent.title');
      },
      done: () => {
        expect(toasts.at(-1)?.title.id).toBe('auth.toast.signedIn.title');
        expect(page.location()).toBe('/');
      },
    },
    events: {
      'field.change': async (e) => {
        const label = e.field === 'password' ? m.password : e.field === 'code' ? m.code : m.email;
        await fill(user, box(label), e.value);
      },
      'form.submit': async () => {
        const other =
          screen.queryByRole('button', { name: text(m.resetSubmit) }) ??
          screen.queryByRole('button', { name: text(m.secondFactorSubmit) });
        await user.click(other ?? screen.getByRole('button', { name: text(m.loginSubmit) }));
      },
      'link.request': () => user.click(screen.getByRole('button', { name: text(m.linkRequest) })),
      'link.resend': () => user.click(screen.getByRole('button', { name: text(m.linkResend) })),
      'secondFactor.required': async () => {
        await act(async () => setPending(false));
        await act(async () => setPending(true));
      },
      'mode.login': async () => {
        const back = screen.queryByRole('button', { name: text(m.backToLogin) });
        await user.click(back ?? screen.getByRole('button', { name: text(m.loginSubmit) }));
      },
      'mode.signUp': () => user.click(screen.getByRole('button', { name: text(m.toSignUp) })),
      'mode.reset': () => user.click(screen.getByRole('button', { name: text(m.forgotPassword) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
      'xstate.done.actor.signIn': (e: any) => signIn.resolve(e.output),
      'xstate.error.actor.signIn': (e: any) => signIn.reject(e.error),
      'xstate.done.actor.sendResetEmail': () => reset.resolve(),
      'xstate.error.actor.sendResetEmail': (e: any) => reset.reject(e.error),
      'xstate.done.actor.verifySecondFactor': (e: any) => verify.resolve(e.output),
      'xstate.error.actor.verifySecondFactor': (e: any) => verify.reject(e.error),
      'xstate.done.actor.sendSignInLink': () => link.resolve(),
      'xstate.error.actor.sendSignInLink': (e: any) => link.reject(e.error),
    } as Sut['events'],
  };
  return { sut, user, page, reset };
}

describe('login page (model-based)', () => {
  modelTests(loginModel, { setup, initial: () => createActor(loginMachine).getSnapshot() });
});

describe('login page', () => {
  it('moves focus to the first empty field after a failed check', async () => {
    const { user } = setup();
    await user.type(box(m.email), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: text(m.loginSubmit) }));
    expect(box(m.password)).toHaveFocus();
  });

  it('checks the address carried into the reset form with the login rule, before sending (issue 21, item 1)', async () => {
    const { user, reset } = setup();
    await user.type(box(m.email), 'not-an-email');
    await user.click(screen.getByRole('button', { name: text(m.forgotPassword) }));
    expect(box(m.email)).toHaveValue('not-an-email');
    await user.click(screen.getByRole('button', { name: text(m.resetSubmit) }));
    expect(screen.getByText(text(m.emailInvalid))).toBeVisible();
    expect(box(m.email)).toBeInvalid();
    expect(box(m.email)).toHaveFocus();
    expect(reset.calls).toHaveLength(0);
  });

  it.each([
    ['email_invalid', text(m.emailInvalid)],
    ['rate_limited', text(t.rateLimited)],
    ['unknown', text(t.unknownError)],
  ] as const)(
    'shows a server refusal (%s) in Russian, never its English words',
    async (code, refusal) => {
      const { user, reset } = setup();
      await user.click(screen.getByRole('button', { name: text(m.forgotPassword) }));
      await user.type(box(m.email), 'anna@example.com');
      await user.click(screen.getByRole('button', { name: text(m.resetSubmit) }));
      await reset.reject({
        code,
        message: 'Unable to validate email address: invalid format',
        retryable: false,
        details: { status: 400 },
      });
      expect(screen.getByRole('alert')).toHaveTextContent(refusal);
      expect(screen.getByRole('alert')).not.toHaveTextContent('Unable to validate');
    },
  );

  it.each([
    [37, text(rateLimitedSeconds, { seconds: 37 })],
    [61, text(rateLimitedSeconds, { seconds: 61 })],
    [91, text(rateLimitedMinutes, { minutes: 2 })],
    [300, text(rateLimitedMinutes, { minutes: 5 })],
    [3600, text(rateLimitedMinutes, { minutes: 60 })],
  ] as const)('says how long to wait after a rate limit (%i s)', async (seconds, wait) => {
    const { user, reset } = setup();
    await user.click(screen.getByRole('button', { name: text(m.forgotPassword) }));
    await user.type(box(m.email), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: text(m.resetSubmit) }));
    await reset.reject({
      code: 'rate_limited',
      message: 'For security purposes, you can only request this after 37 seconds.',
      retryable: true,
      retryAfterSeconds: seconds,
      details: { status: 429 },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(wait);
  });

  it('opens straight on the reset form from a «request a new link» address', () => {
    const signIn = controllable<AuthSession, { email: string; password: string }>();
    renderPage(
      <LoginPage
        logic={loginMachine.provide({ actors: { signIn: signIn.logic } })}
        notify={() => {}}
      />,
      { path: '/auth/login?mode=reset' },
    );
    expect(heading()).toHaveTextContent(text(m.resetTitle));
  });
});
