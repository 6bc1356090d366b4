import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  REGISTRATION_FIELD_ORDER,
  type RegistrationErrorCode,
  type SignUpInput,
  registrationMachine,
} from '../../machines/auth/registration.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { RegisterPage } from '../../src/features/auth/register-page';
import { registrationEvents, registrationState } from '../machines/auth/registration.model';
import { controllable } from '../support/controllable';
import { createModel, type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { box, fileInput, heading, instantUpload, pngFile } from './support/accounts';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof registrationMachine>;

const AVATAR = 'blob:http://localhost/held-avatar';

/** The machine's model, limited to what the page allows: nothing behind an open dialog. */
const model = createModel(registrationMachine, {
  serializeState: registrationState,
  events: (s) =>
    registrationEvents.filter((e) => {
      if (s.matches({ editing: 'details' })) return e.type === 'details.close';
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      return true;
    }),
});

const TEXT: Record<RegistrationErrorCode, string> = {
  email_required: 'Email обязателен',
  email_invalid: 'Некорректный email адрес',
  password_required: 'Пароль обязателен',
  password_too_short: 'Пароль должен содержать не менее 8 символов',
  password_needs_letters_digits: 'Пароль должен содержать латинские буквы и цифры',
  passwords_mismatch: 'Пароли не совпадают',
  full_name_required: 'Полное имя обязательно',
};
const LABEL = {
  email: 'Email',
  password: 'Пароль',
  confirmPassword: 'Подтверждение пароля',
  fullName: 'Полное имя',
};

function setup() {
  const user = setupUser();
  const signUp = controllable<void, SignUpInput>();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <RegisterPage
      logic={registrationMachine.provide({ actors: { signUp: signUp.logic } })}
      avatarLogic={instantUpload(AVATAR)}
      notify={(t) => toasts.push(t)}
    />,
    { path: '/auth/register' },
  );
  const sut: Sut = {
    states: {
      'editing.idle': async (expected) => {
        expect(heading()).toHaveTextContent('Регистрация');
        expect(screen.queryByRole('dialog')).toBeNull();
        // Every field's error at once, under its own field, linked to it (issue 21, item 8).
        const shown = expected.context.fieldErrors;
        for (const [code, text] of Object.entries(TEXT)) {
          if (Object.values(shown).includes(code as RegistrationErrorCode))
            expect(screen.getByText(text)).toBeVisible();
          else expect(screen.queryByText(text)).toBeNull();
        }
        for (const field of REGISTRATION_FIELD_ORDER) {
          const code = shown[field];
          const input = box(LABEL[field]);
          if (code) {
            expect(input).toHaveAttribute('aria-invalid', 'true');
            // Ark links the error text to its control once the text has mounted.
            await waitFor(() =>
              expect(input).toHaveAccessibleDescription(expect.stringContaining(TEXT[code])),
            );
          } else {
            expect(input).not.toHaveAttribute('aria-invalid', 'true');
          }
        }
        if (expected.context.failure) {
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Пользователь с таким email уже существует',
          );
        } else {
          expect(screen.queryByRole('alert')).toBeNull();
        }
        expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled();
      },
      'editing.details': async () => {
        const dialog = await screen.findByRole('dialog', { name: 'Технические подробности' });
        expect(within(dialog).getByTestId('failure-details').textContent).toContain(
          '"code": "user_already_exists"',
        );
      },
      submitting: () => {
        expect(screen.getByRole('button', { name: /Регистрируем/ })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        expect(signUp.lastInput.email).toBe('anna@example.com');
      },
      done: () => {
        expect(toasts.at(-1)).toMatchObject({
          title: { id: 'auth.toast.registered.title' },
          description: { id: 'auth.toast.registered.description' },
        });
        expect(page.location()).toBe('/auth/login');
      },
    },
    events: {
      'field.change': async (e) => {
        await fill(user, box(LABEL[e.field]), e.value);
      },
      'avatar.change': async () => {
        await user.upload(fileInput(), pngFile());
        expect(
          await screen.findByRole('img', { name: 'Аватар: выбранное изображение' }),
        ).toBeVisible();
        // Nothing is uploaded before the first sign-in: the toast says so (issue 21, item 9).
        expect(toasts.at(-1)).toEqual({
          variant: 'default',
          title: { id: 'auth.toast.avatarKept.title' },
          description: { id: 'auth.toast.avatarKept.description' },
        });
      },
      'form.submit': () => user.click(screen.getByRole('button', { name: 'Зарегистрироваться' })),
      'details.open': () => user.click(screen.getByRole('button', { name: 'Подробнее' })),
      'details.close': async () => {
        const dialog = screen.getByRole('dialog');
        await user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' })[0]!);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      },
      'error.dismiss': () => user.click(screen.getByRole('button', { name: 'Скрыть сообщение' })),
      'xstate.done.actor.signUp': () => signUp.resolve(),
      'xstate.error.actor.signUp': (e: any) => signUp.reject(e.error),
    } as Sut['events'],
  };
  return { sut, user, signUp, toasts };
}

describe('registration page (model-based)', () => {
  modelTests(model, { setup, initial: () => createActor(registrationMachine).getSnapshot() });
});

describe('registration page', () => {
  it("shows every field's error at once and puts the caret in the first invalid field (issue 21, item 8)", async () => {
    const { user, signUp } = setup();
    await fill(user, box('Пароль'), 'short');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('Полное имя обязательно')).toBeVisible();
    expect(screen.getByText('Email обязателен')).toBeVisible();
    expect(screen.getByText('Пароль должен содержать не менее 8 символов')).toBeVisible();
    expect(screen.getByText('Пароли не совпадают')).toBeVisible();
    expect(box('Полное имя')).toHaveFocus();
    expect(signUp.calls).toHaveLength(0);
    // Fixing one field leaves the others' errors where they are.
    await fill(user, box('Полное имя'), 'Анна');
    expect(screen.queryByText('Полное имя обязательно')).toBeNull();
    expect(screen.getByText('Email обязателен')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(box('Email')).toHaveFocus();
  });

  it('sends the picked avatar URL with the sign-up and shows an unexpected exception as such', async () => {
    const { user, signUp } = setup();
    await user.upload(fileInput(), pngFile());
    await fill(user, box('Полное имя'), 'Анна');
    await fill(user, box('Email'), 'anna@example.com');
    await fill(user, box('Пароль'), 'long-enough-1');
    await fill(user, box('Подтверждение пароля'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(signUp.lastInput.avatarUrl).toBe(AVATAR);
    await signUp.reject(new TypeError('x is undefined'));
    expect(screen.getByRole('alert')).toHaveTextContent('Неизвестная ошибка при регистрации');
  });

  it('states the password rule and checks letters and digits before sending', async () => {
    const { user, signUp } = setup();
    expect(screen.getByText('Не менее 8 символов, латинские буквы и цифры')).toBeVisible();
    await fill(user, box('Полное имя'), 'Анна');
    await fill(user, box('Email'), 'anna@example.com');
    await fill(user, box('Пароль'), 'password');
    await fill(user, box('Подтверждение пароля'), 'password');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('Пароль должен содержать латинские буквы и цифры')).toBeVisible();
    expect(box('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp.calls).toHaveLength(0);
  });

  it.each([
    ['weak_password_pwned', 'Этот пароль слишком распространён'],
    ['weak_password_characters', 'Пароль должен содержать латинские буквы и цифры'],
    ['weak_password_length', 'Пароль должен содержать не менее 8 символов'],
    ['weak_password', 'Пароль слишком простой: не менее 8 символов, латинские буквы и цифры'],
  ] as const)('translates a password the server still refuses (%s)', async (code, text) => {
    const { user, signUp } = setup();
    await fill(user, box('Полное имя'), 'Анна');
    await fill(user, box('Email'), 'anna@example.com');
    await fill(user, box('Пароль'), 'qwerty123');
    await fill(user, box('Подтверждение пароля'), 'qwerty123');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await signUp.reject({
      code,
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      retryable: false,
      details: { status: 422, code: 'weak_password' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Password is known');
  });

  it.each([
    ['unknown', 'Signups not allowed for this instance', 'Ошибка регистрации'],
    [
      'signup_disabled',
      'Signups not allowed for this instance',
      'Регистрация новых аккаунтов сейчас закрыта.',
    ],
    [
      'email_invalid',
      'Unable to validate email address: invalid format',
      'Некорректный email адрес',
    ],
  ] as const)(
    'shows a server refusal (%s) translated, its English words only in the details (issue 21, item 1)',
    async (code, message, text) => {
      const { user, signUp } = setup();
      await fill(user, box('Полное имя'), 'Анна');
      await fill(user, box('Email'), 'anna@example.com');
      await fill(user, box('Пароль'), 'long-enough-1');
      await fill(user, box('Подтверждение пароля'), 'long-enough-1');
      await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
      await signUp.reject({ code, message, retryable: false, details: { status: 422, message } });
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('alert')).not.toHaveTextContent(message);
      await user.click(screen.getByRole('button', { name: 'Подробнее' }));
      const dialog = await screen.findByRole('dialog', { name: 'Технические подробности' });
      expect(within(dialog).getByTestId('failure-details')).toHaveTextContent(message);
    },
  );
});
