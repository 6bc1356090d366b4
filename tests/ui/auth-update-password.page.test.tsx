import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type UpdatePasswordErrorCode,
  updatePasswordMachine,
} from '../../machines/auth/update-password.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { UpdatePasswordPage } from '../../src/features/auth/update-password-page';
import type { RecoveryStatus } from '../../src/features/auth/update-password-view';
import { updatePasswordEvents, updatePasswordState } from '../machines/auth/update-password.model';
import { controllable } from '../support/controllable';
import { createModel, type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';
import { box, heading } from './support/accounts';

type Sut = SystemUnderTest<typeof updatePasswordMachine>;

const model = createModel(updatePasswordMachine, {
  serializeState: updatePasswordState,
  events: (s) =>
    updatePasswordEvents.filter((e) => e.type !== 'error.dismiss' || s.context.failure !== null),
});

const TEXT: Record<UpdatePasswordErrorCode, string> = {
  password_required: 'Пароль обязателен',
  password_too_short: 'Пароль должен содержать не менее 8 символов',
  password_needs_letters_digits: 'Пароль должен содержать латинские буквы и цифры',
  passwords_mismatch: 'Пароли не совпадают',
};

function setup(recovery: RecoveryStatus = 'ready') {
  const user = setupUser();
  const update = controllable<void, { password: string }>();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <UpdatePasswordPage
      logic={updatePasswordMachine.provide({ actors: { updatePassword: update.logic } })}
      recovery={recovery}
      notify={(t) => toasts.push(t)}
    />,
    { path: '/auth/update-password' },
  );
  const sut: Sut = {
    states: {
      editing: (expected) => {
        expect(heading()).toHaveTextContent('Новый пароль');
        for (const [code, text] of Object.entries(TEXT)) {
          if (code === expected.context.validation) expect(screen.getByText(text)).toBeVisible();
          else expect(screen.queryByText(text)).toBeNull();
        }
        if (expected.context.failure) {
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Новый пароль должен отличаться от прежнего',
          );
        } else {
          expect(screen.queryByRole('alert')).toBeNull();
        }
      },
      submitting: () => {
        expect(screen.getByRole('button', { name: /Сохраняем/ })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        expect(update.lastInput).toEqual({ password: 'new-password-1' });
      },
      done: () => {
        expect(toasts.at(-1)?.title.id).toBe('auth.toast.passwordUpdated.title');
        expect(page.location()).toBe('/');
      },
    },
    events: {
      'field.change': async (e) => {
        await fill(
          user,
          box(e.field === 'password' ? 'Новый пароль' : 'Подтверждение пароля'),
          e.value,
        );
      },
      'form.submit': () => user.click(screen.getByRole('button', { name: 'Сохранить пароль' })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: 'Скрыть сообщение' })),
      'xstate.done.actor.updatePassword': () => update.resolve(),
      'xstate.error.actor.updatePassword': (e: any) => update.reject(e.error),
    } as Sut['events'],
  };
  return { sut, user, update };
}

describe('update password page (model-based)', () => {
  modelTests(model, { setup, initial: () => createActor(updatePasswordMachine).getSnapshot() });
});

describe('update password page', () => {
  it('states the password rule and checks letters and digits before sending', async () => {
    const { user, update } = setup();
    expect(screen.getByText('Не менее 8 символов, латинские буквы и цифры')).toBeVisible();
    await fill(user, box('Новый пароль'), '12345678');
    await fill(user, box('Подтверждение пароля'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByText('Пароль должен содержать латинские буквы и цифры')).toBeVisible();
    expect(update.calls).toHaveLength(0);
  });

  it('translates a common password the server still refuses', async () => {
    const { user, update } = setup();
    await fill(user, box('Новый пароль'), 'qwerty123');
    await fill(user, box('Подтверждение пароля'), 'qwerty123');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await update.reject({
      code: 'weak_password_pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      retryable: false,
      details: { status: 422, code: 'weak_password' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Этот пароль слишком распространён');
  });
});

describe('update password page without a session', () => {
  it('explains that the link is no longer valid and links to a new one', () => {
    setup('noSession');
    expect(heading()).toHaveTextContent('Ссылка недействительна');
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
      'href',
      '/auth/login?mode=reset',
    );
    expect(screen.queryByRole('button', { name: 'Сохранить пароль' })).toBeNull();
  });

  it('says it is checking the link while the session loads', () => {
    setup('checking');
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем ссылку…');
  });
});
