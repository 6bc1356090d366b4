import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AuthSession } from '../../machines/auth/auth.types';
import { type LoginFieldError, loginMachine } from '../../machines/auth/login.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { LoginPage } from '../../src/features/auth/login-page';
import { rateLimitedMinutes, rateLimitedSeconds } from '../../src/features/auth/auth.messages';
import { loginEvents, loginState } from '../machines/auth/login.model';
import { controllable } from '../support/controllable';
import { createModel, type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { text } from '../support/messages';
import { renderPage } from './render-page';
import { box, heading } from './support/accounts';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof loginMachine>;

/**
 * The machine model's events and states, limited to what a person can do on the page in each
 * state: a dismiss button exists only with an error, and each mode shows only its own fields.
 */
const loginModel = createModel(loginMachine, {
  serializeState: loginState,
  events: (s) =>
    loginEvents.filter((e) => {
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      if (e.type === 'field.change') {
        return e.field === 'resetEmail' ? s.matches('reset') : s.matches('login');
      }
      return true;
    }),
});

function setup() {
  const user = setupUser();
  const signIn = controllable<AuthSession, { email: string; password: string }>();
  const reset = controllable<void, { email: string }>();
  const toasts: ToastRequest[] = [];
  const logic = loginMachine.provide({
    actors: { signIn: signIn.logic, sendResetEmail: reset.logic },
  });
  const page = renderPage(<LoginPage logic={logic} notify={(t) => toasts.push(t)} />, {
    path: '/auth/login',
  });
  const expectFieldError = (present: boolean, text: string) =>
    present
      ? expect(screen.getByText(text)).toBeInTheDocument()
      : expect(screen.queryByText(text)).toBeNull();
  const expectFailure = (present: boolean, text = 'Неверный email или пароль') => {
    if (!present) return expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    // The server's English words never reach the page (issue 21, item 1).
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Unable to validate/);
  };
  const expectEmailError = (error: LoginFieldError | undefined, label = 'Email') => {
    expectFieldError(error === 'required', 'Email обязателен');
    expectFieldError(error === 'invalid', 'Некорректный email адрес');
    if (error) expect(box(label)).toHaveAttribute('aria-invalid', 'true');
    else expect(box(label)).not.toHaveAttribute('aria-invalid', 'true');
  };

  const sut: Sut = {
    states: {
      'login.editing': (expected) => {
        expect(heading()).toHaveTextContent('Вход');
        expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
        expectEmailError(expected.context.fieldErrors.email);
        expectFieldError(Boolean(expected.context.fieldErrors.password), 'Пароль обязателен');
        expectFailure(expected.context.failure !== null);
      },
      'login.submitting': () => {
        expect(screen.getByRole('button', { name: /Входим/ })).toHaveAttribute('aria-busy', 'true');
        expect(box('Email')).toBeDisabled();
        expect(signIn.lastInput.email).toBe('anna@example.com');
      },
      signUpPrompt: () => {
        expect(heading()).toHaveTextContent('Создайте аккаунт');
        expect(heading()).toHaveFocus();
        expect(screen.getByRole('link', { name: 'Перейти к регистрации' })).toHaveAttribute(
          'href',
          '/auth/register',
        );
      },
      'reset.editing': (expected) => {
        expect(heading()).toHaveTextContent('Восстановление пароля');
        expectEmailError(expected.context.fieldErrors.resetEmail);
        expectFailure(expected.context.failure !== null, 'Что-то пошло не так');
      },
      'reset.sending': () => {
        expect(screen.getByRole('button', { name: /Отправляем/ })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
      'reset.sent': (expected) => {
        expect(heading()).toHaveTextContent('Проверьте почту');
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
        await fill(user, box(e.field === 'password' ? 'Пароль' : 'Email'), e.value);
      },
      'form.submit': async () => {
        const inReset = screen.queryByRole('button', { name: 'Отправить ссылку' });
        await user.click(inReset ?? screen.getByRole('button', { name: 'Войти' }));
      },
      'mode.login': async () => {
        const back = screen.queryByRole('button', { name: 'Вернуться ко входу' });
        await user.click(back ?? screen.getByRole('button', { name: 'Войти' }));
      },
      'mode.signUp': () => user.click(screen.getByRole('button', { name: 'Зарегистрироваться' })),
      'mode.reset': () => user.click(screen.getByRole('button', { name: 'Забыли пароль?' })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: 'Скрыть сообщение' })),
      'xstate.done.actor.signIn': (e: any) => signIn.resolve(e.output),
      'xstate.error.actor.signIn': (e: any) => signIn.reject(e.error),
      'xstate.done.actor.sendResetEmail': () => reset.resolve(),
      'xstate.error.actor.sendResetEmail': (e: any) => reset.reject(e.error),
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
    await user.type(box('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(box('Пароль')).toHaveFocus();
  });

  it('checks the address carried into the reset form with the login rule, before sending (issue 21, item 1)', async () => {
    const { user, reset } = setup();
    await user.type(box('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(box('Email')).toHaveValue('not-an-email');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(screen.getByText('Некорректный email адрес')).toBeVisible();
    expect(box('Email')).toBeInvalid();
    expect(box('Email')).toHaveFocus();
    expect(reset.calls).toHaveLength(0);
  });

  it.each([
    ['email_invalid', 'Некорректный email адрес'],
    ['rate_limited', 'Слишком много попыток'],
    ['unknown', 'Что-то пошло не так. Попробуйте ещё раз.'],
  ] as const)(
    'shows a server refusal (%s) in Russian, never its English words',
    async (code, text) => {
      const { user, reset } = setup();
      await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
      await user.type(box('Email'), 'anna@example.com');
      await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
      await reset.reject({
        code,
        message: 'Unable to validate email address: invalid format',
        retryable: false,
        details: { status: 400 },
      });
      expect(screen.getByRole('alert')).toHaveTextContent(text);
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
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    await user.type(box('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
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
    expect(heading()).toHaveTextContent('Восстановление пароля');
  });
});
