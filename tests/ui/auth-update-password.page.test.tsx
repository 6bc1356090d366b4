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
import {
  INVITE_TOKEN,
  updatePasswordInvitePageModel,
  updatePasswordPageModel as model,
} from '../machines/auth/update-password.model';
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

function setup(recovery: RecoveryStatus = 'ready', inviteToken: string | null = null) {
  const user = setupUser();
  const update = controllable<void, { password: string }>();
  const verify = controllable<void, { tokenHash: string }>();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <UpdatePasswordPage
      logic={updatePasswordMachine.provide({
        actors: { updatePassword: update.logic, verifyInvite: verify.logic },
      })}
      recovery={recovery}
      inviteToken={inviteToken}
      notify={(t) => toasts.push(t)}
    />,
    {
      path: inviteToken
        ? `/auth/update-password?token_hash=${inviteToken}&type=invite`
        : '/auth/update-password',
    },
  );
  const sut: Sut = {
    states: {
      opening: () => {
        throw new Error('opening is transient');
      },
      verifyingInvite: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text(m.checkingLink));
        expect(verify.lastInput).toEqual({ tokenHash: INVITE_TOKEN });
      },
      inviteRefused: () => {
        expect(heading()).toHaveTextContent(text(m.noSessionTitle));
        expect(screen.getByText(text(m.inviteRefusedText))).toBeVisible();
        expect(page.location()).toBe('/auth/update-password');
      },
      editing: (expected) => {
        expect(heading()).toHaveTextContent(
          text(expected.context.invited ? m.inviteTitle : m.updateTitle),
        );
        if (expected.context.invited) expect(page.location()).toBe('/auth/update-password');
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
      'xstate.done.actor.verifyInvite': () => verify.resolve(),
      'xstate.error.actor.verifyInvite': (e: any) => verify.reject(e.error),
    } as Sut['events'],
  };
  return { sut, user, update };
}

describe('update password page (model-based)', () => {
  modelTests(model, {
    setup: () => setup(),
    initial: () => createActor(updatePasswordMachine, { input: {} }).getSnapshot(),
    // The invitation's states are the next model's.
    coverage: 'edges',
  });
});

describe('update password page opened by an invitation (model-based)', () => {
  modelTests(updatePasswordInvitePageModel, {
    // The session is the app's: signed in by the verification before the page hears it is done.
    setup: () => setup('ready', INVITE_TOKEN),
    initial: () =>
      createActor(updatePasswordMachine, { input: { inviteToken: INVITE_TOKEN } }).getSnapshot(),
    coverage: 'edges',
  });
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
