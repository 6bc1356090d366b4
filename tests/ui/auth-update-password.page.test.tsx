import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type UpdatePasswordErrorCode,
  updatePasswordMachine,
} from '../../machines/auth/update-password.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { UpdatePasswordPage } from '../../src/features/auth/update-password-page';
import type { RecoveryStatus } from '../../src/features/auth/update-password-view';
import { updatePasswordPageModel as model } from '../machines/auth/update-password.model';
import { controllable } from '../support/controllable';
import { type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { text, textPattern } from '../support/messages';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';
import { box, heading } from './support/accounts';

type Sut = SystemUnderTest<typeof updatePasswordMachine>;

const TEXT: Record<UpdatePasswordErrorCode, string> = {
  password_required: text(m.passwordRequired),
  password_too_short: text(m.passwordTooShort),
  password_needs_letters_digits: text(m.passwordNeedsLettersDigits),
  passwords_mismatch: text(m.passwordsMismatch),
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
        expect(heading()).toHaveTextContent(text(m.updateTitle));
        for (const [code, error] of Object.entries(TEXT)) {
          if (code === expected.context.validation) expect(screen.getByText(error)).toBeVisible();
          else expect(screen.queryByText(error)).toBeNull();
        }
        if (expected.context.failure) {
          expect(screen.getByRole('alert')).toHaveTextContent(text(m.samePassword));
        } else {
          expect(screen.queryByRole('alert')).toBeNull();
        }
      },
      submitting: () => {
        expect(
          screen.getByRole('button', { name: textPattern(m.updateSubmitting) }),
        ).toHaveAttribute('aria-busy', 'true');
        expect(update.lastInput).toEqual({ password: 'new-password-1' });
      },
      done: () => {
        expect(toasts.at(-1)?.title.id).toBe('auth.toast.passwordUpdated.title');
        expect(page.location()).toBe('/');
      },
    },
    events: {
      'field.change': async (e) => {
        await fill(user, box(e.field === 'password' ? m.newPassword : m.confirmPassword), e.value);
      },
      'form.submit': () => user.click(screen.getByRole('button', { name: text(m.updateSubmit) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
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
    expect(screen.getByText(text(m.passwordRule))).toBeVisible();
    await fill(user, box(m.newPassword), '12345678');
    await fill(user, box(m.confirmPassword), '12345678');
    await user.click(screen.getByRole('button', { name: text(m.updateSubmit) }));
    expect(screen.getByText(text(m.passwordNeedsLettersDigits))).toBeVisible();
    expect(update.calls).toHaveLength(0);
  });

  it('translates a common password the server still refuses', async () => {
    const { user, update } = setup();
    await fill(user, box(m.newPassword), 'qwerty123');
    await fill(user, box(m.confirmPassword), 'qwerty123');
    await user.click(screen.getByRole('button', { name: text(m.updateSubmit) }));
    await update.reject({
      code: 'weak_password_pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      retryable: false,
      details: { status: 422, code: 'weak_password' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(text(m.weakPasswordPwned));
  });
});

describe('update password page without a session', () => {
  it('explains that the link is no longer valid and links to a new one', () => {
    setup('noSession');
    expect(heading()).toHaveTextContent(text(m.noSessionTitle));
    expect(screen.getByRole('link', { name: text(m.noSessionAction) })).toHaveAttribute(
      'href',
      '/auth/login?mode=reset',
    );
    expect(screen.queryByRole('button', { name: text(m.updateSubmit) })).toBeNull();
  });

  it('says it is checking the link while the session loads', () => {
    setup('checking');
    expect(screen.getByRole('status')).toHaveTextContent(text(m.checkingLink));
  });
});
