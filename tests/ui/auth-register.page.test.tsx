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
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { RegisterPage } from '../../src/features/auth/register-page';
import { previewAlt } from '../../src/components/upload/upload.messages';
import { registrationPageModel as model } from '../machines/auth/registration.model';
import { controllable } from '../support/controllable';
import { type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { text, textPattern } from '../support/messages';
import { renderPage } from './render-page';
import { box, fileInput, heading, instantUpload, pngFile } from './support/accounts';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof registrationMachine>;

const AVATAR = 'blob:http://localhost/held-avatar';

const TEXT: Record<RegistrationErrorCode, string> = {
  email_required: text(m.emailRequired),
  email_invalid: text(m.emailInvalid),
  password_required: text(m.passwordRequired),
  password_too_short: text(m.passwordTooShort),
  password_needs_letters_digits: text(m.passwordNeedsLettersDigits),
  passwords_mismatch: text(m.passwordsMismatch),
  full_name_required: text(m.fullNameRequired),
};
const LABEL = {
  email: m.email,
  password: m.password,
  confirmPassword: m.confirmPassword,
  fullName: m.fullName,
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
        expect(heading()).toHaveTextContent(text(m.registerTitle));
        expect(screen.queryByRole('dialog')).toBeNull();
        // Every field's error at once, under its own field, linked to it (issue 21, item 8).
        const shown = expected.context.fieldErrors;
        for (const [code, error] of Object.entries(TEXT)) {
          if (Object.values(shown).includes(code as RegistrationErrorCode))
            expect(screen.getByText(error)).toBeVisible();
          else expect(screen.queryByText(error)).toBeNull();
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
          expect(screen.getByRole('alert')).toHaveTextContent(text(m.userAlreadyExists));
        } else {
          expect(screen.queryByRole('alert')).toBeNull();
        }
        expect(screen.getByRole('button', { name: text(m.registerSubmit) })).toBeEnabled();
      },
      'editing.details': async () => {
        const dialog = await screen.findByRole('dialog', { name: text(m.detailsTitle) });
        expect(within(dialog).getByTestId('failure-details').textContent).toContain(
          '"code": "user_already_exists"',
        );
      },
      submitting: () => {
        expect(
          screen.getByRole('button', { name: textPattern(m.registerSubmitting) }),
        ).toHaveAttribute('aria-busy', 'true');
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
          await screen.findByRole('img', { name: text(previewAlt, { label: text(m.avatar) }) }),
        ).toBeVisible();
        // Nothing is uploaded before the first sign-in: the toast says so (issue 21, item 9).
        expect(toasts.at(-1)).toEqual({
          variant: 'default',
          title: { id: 'auth.toast.avatarKept.title' },
          description: { id: 'auth.toast.avatarKept.description' },
        });
      },
      'form.submit': () => user.click(screen.getByRole('button', { name: text(m.registerSubmit) })),
      'details.open': () => user.click(screen.getByRole('button', { name: text(m.moreDetails) })),
      'details.close': async () => {
        const dialog = screen.getByRole('dialog');
        await user.click(within(dialog).getAllByRole('button', { name: text(m.close) })[0]!);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      },
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
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
    await fill(user, box(m.password), 'short');
    await user.click(screen.getByRole('button', { name: text(m.registerSubmit) }));
    expect(screen.getByText(text(m.fullNameRequired))).toBeVisible();
    expect(screen.getByText(text(m.emailRequired))).toBeVisible();
    expect(screen.getByText(text(m.passwordTooShort))).toBeVisible();
    expect(screen.getByText(text(m.passwordsMismatch))).toBeVisible();
    expect(box(m.fullName)).toHaveFocus();
    expect(signUp.calls).toHaveLength(0);
    // Fixing one field leaves the others' errors where they are.
    await fill(user, box(m.fullName), 'Анна');
    expect(screen.queryByText(text(m.fullNameRequired))).toBeNull();
    expect(screen.getByText(text(m.emailRequired))).toBeVisible();
    await user.click(screen.getByRole('button', { name: text(m.registerSubmit) }));
    expect(box(m.email)).toHaveFocus();
  });

  it('sends the picked avatar URL with the sign-up and shows an unexpected exception as such', async () => {
    const { user, signUp } = setup();
    await user.upload(fileInput(), pngFile());
    await fill(user, box(m.fullName), 'Анна');
    await fill(user, box(m.email), 'anna@example.com');
    await fill(user, box(m.password), 'long-enough-1');
    await fill(user, box(m.confirmPassword), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: text(m.registerSubmit) }));
    expect(signUp.lastInput.avatarUrl).toBe(AVATAR);
    await signUp.reject(new TypeError('x is undefined'));
    expect(screen.getByRole('alert')).toHaveTextContent(text(m.registerUnexpected));
  });

  it('states the password rule and checks letters and digits before sending', async () => {
    const { user, signUp } = setup();
    expect(screen.getByText(text(m.passwordRule))).toBeVisible();
    await fill(user, box(m.fullName), 'Анна');
    await fill(user, box(m.email), 'anna@example.com');
    await fill(user, box(m.password), 'password');
    await fill(user, box(m.confirmPassword), 'password');
    await user.click(screen.getByRole('button', { name: text(m.registerSubmit) }));
    expect(screen.getByText(text(m.passwordNeedsLettersDigits))).toBeVisible();
    expect(box(m.password)).toHaveAttribute('aria-invalid', 'true');
    expect(signUp.calls).toHaveLength(0);
  });

  it.each([
    ['weak_password_pwned', text(m.weakPasswordPwned)],
    ['weak_password_characters', text(m.passwordNeedsLettersDigits)],
    ['weak_password_length', text(m.passwordTooShort)],
    ['weak_password', text(m.weakPassword)],
  ] as const)('translates a password the server still refuses (%s)', async (code, refusal) => {
    const { user, signUp } = setup();
    await fill(user, box(m.fullName), 'Анна');
    await fill(user, box(m.email), 'anna@example.com');
    await fill(user, box(m.password), 'qwerty123');
    await fill(user, box(m.confirmPassword), 'qwerty123');
    await user.click(screen.getByRole('button', { name: text(m.registerSubmit) }));
    await signUp.reject({
      code,
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      retryable: false,
      details: { status: 422, code: 'weak_password' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Password is known');
  });

  it.each([
    ['unknown', 'Signups not allowed for this instance', text(m.registerFailedFallback)],
    ['signup_disabled', 'Signups not allowed for this instance', text(m.signupDisabled)],
    ['email_invalid', 'Unable to validate email address: invalid format', text(m.emailInvalid)],
  ] as const)(
    'shows a server refusal (%s) translated, its English words only in the details (issue 21, item 1)',
    async (code, message, refusal) => {
      const { user, signUp } = setup();
      await fill(user, box(m.fullName), 'Анна');
      await fill(user, box(m.email), 'anna@example.com');
      await fill(user, box(m.password), 'long-enough-1');
      await fill(user, box(m.confirmPassword), 'long-enough-1');
      await user.click(screen.getByRole('button', { name: text(m.registerSubmit) }));
      await signUp.reject({ code, message, retryable: false, details: { status: 422, message } });
      expect(screen.getByRole('alert')).toHaveTextContent(refusal);
      expect(screen.getByRole('alert')).not.toHaveTextContent(message);
      await user.click(screen.getByRole('button', { name: text(m.moreDetails) }));
      const dialog = await screen.findByRole('dialog', { name: text(m.detailsTitle) });
      expect(within(dialog).getByTestId('failure-details')).toHaveTextContent(message);
    },
  );
});
