import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { TwoFactorFactor } from '../../machines/auth/auth.types';
import { type ShownEnrolment, twoFactorMachine } from '../../machines/auth/two-factor.machine';
import { authMessages } from '../../src/features/auth/auth.messages';
import { TwoFactorSection } from '../../src/features/auth/two-factor-section';
import { factorAdded, twoFactorMessages as m } from '../../src/features/auth/two-factor.messages';
import { ENROLMENT, PHONE, twoFactorPageModel, wrongCode } from '../machines/auth/two-factor.model';
import { controllable, logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { box } from './support/accounts';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof twoFactorMachine>;

/** /settings' two-factor section on fake services. */
function setup() {
  const user = setupUser();
  const fakes = {
    listFactors: controllable<TwoFactorFactor[]>(),
    enrollFactor: controllable<ShownEnrolment>(),
    confirmFactor: controllable<void, { factorId: string; code: string }>(),
    removeFactor: controllable<void, { factorId: string }>(),
  };
  renderPage(<TwoFactorSection logic={twoFactorMachine.provide({ actors: logicOf(fakes) })} />, {
    path: '/settings',
  });
  const section = () => screen.getByRole('region', { name: text(m.title) });
  const inSection = () => within(section());
  const listed = (factors: TwoFactorFactor[]) => {
    if (factors.length === 0) {
      expect(inSection().getByText(text(m.off))).toBeVisible();
      return;
    }
    const list = inSection().getByRole('list', { name: text(m.list) });
    expect(within(list).getAllByRole('listitem')).toHaveLength(factors.length);
    expect(list).toHaveTextContent(text(m.factorName));
    expect(list).toHaveTextContent(text(factorAdded, { date: '1 ноября 2026 г.' }));
  };
  const failureShown = (
    expected: { context: { failure: unknown } },
    message = text(m.failedAction),
  ) =>
    expected.context.failure
      ? expect(inSection().getByRole('alert')).toHaveTextContent(message)
      : expect(inSection().queryByRole('alert')).toBeNull();
  const announced = (s: { context: { announcement: string | null } }) =>
    expect(inSection().getAllByRole('status')[0]).toHaveTextContent(
      s.context.announcement === 'enrolled'
        ? text(m.enrolled)
        : s.context.announcement === 'removed'
          ? text(m.removed)
          : /^$/,
    );
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
      },
      failed: () => {
        expect(inSection().getByText(text(m.failedTitle))).toBeVisible();
      },
      ready: (s) => {
        listed(s.context.factors);
        failureShown(s);
        announced(s);
        const start = inSection().getByRole('button', {
          name: text(s.context.factors.length ? m.addAnother : m.turnOn),
        });
        expect(start).toBeEnabled();
        // A dialog just closed may stay a moment for its exit animation, closed.
        expect(screen.queryByRole('alertdialog')?.dataset.state ?? 'closed').toBe('closed');
      },
      starting: () => {
        expect(inSection().getByRole('button', { name: textPattern(m.starting) })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
      'enrolling.editing': (s) => {
        expect(inSection().getByRole('img', { name: text(m.qrAlt) })).toHaveAttribute(
          'src',
          ENROLMENT.qrCode,
        );
        expect(inSection().getByTestId('two-factor-secret')).toHaveTextContent(ENROLMENT.secret);
        expect(box(authMessages.code)).toHaveValue(s.context.code);
        if (s.context.codeError === 'required')
          expect(inSection().getByText(text(authMessages.codeRequired))).toBeVisible();
        if (s.context.codeError === 'invalid')
          expect(inSection().getByText(text(authMessages.codeInvalid))).toBeVisible();
        failureShown(s, text(authMessages.mfaCodeInvalid));
      },
      'enrolling.confirming': () => {
        expect(
          inSection().getByRole('button', { name: textPattern(m.confirming) }),
        ).toHaveAttribute('aria-busy', 'true');
        expect(fakes.confirmFactor.lastInput).toEqual({
          factorId: ENROLMENT.factorId,
          code: '123456',
        });
      },
      confirmingRemoval: () => {
        const dialog = screen.getByRole('alertdialog', { name: text(m.removeTitle) });
        expect(within(dialog).getByRole('button', { name: text(m.remove) })).toBeEnabled();
      },
      removing: () => {
        const dialog = screen.getByRole('alertdialog', { name: text(m.removeTitle) });
        expect(
          within(dialog).getByRole('button', { name: textPattern(m.removing) }),
        ).toHaveAttribute('aria-busy', 'true');
        expect(fakes.removeFactor.lastInput).toEqual({ factorId: PHONE.id });
      },
    },
    events: {
      retry: () => user.click(inSection().getByRole('button', { name: text(m.retry) })),
      'enrol.start': () =>
        user.click(
          inSection().queryByRole('button', { name: text(m.turnOn) }) ??
            inSection().getByRole('button', { name: text(m.addAnother) }),
        ),
      'enrol.cancel': () => user.click(inSection().getByRole('button', { name: text(m.cancel) })),
      'code.change': (e) => fill(user, box(authMessages.code), e.value),
      'code.submit': () => user.click(inSection().getByRole('button', { name: text(m.confirm) })),
      'factor.remove': () => user.click(inSection().getByRole('button', { name: text(m.remove) })),
      'remove.confirm': () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.remove) }),
        ),
      'remove.cancel': () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.removeKeep) }),
        ),
      'error.dismiss': () =>
        user.click(inSection().getByRole('button', { name: text(authMessages.dismiss) })),
      ...settlers(fakes, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut, user, fakes };
}

describe('two-factor section (model-based)', () => {
  modelTests(twoFactorPageModel, {
    setup,
    initial: () => createActor(twoFactorMachine).getSnapshot(),
  });
});

describe('two-factor section', () => {
  it('never shows the service’s English words for a refused code', async () => {
    const { user, fakes } = setup();
    await act(() => fakes.listFactors.resolve([]));
    await user.click(screen.getByRole('button', { name: text(m.turnOn) }));
    await act(() => fakes.enrollFactor.resolve(ENROLMENT));
    await fill(user, box(authMessages.code), '654321');
    await user.click(screen.getByRole('button', { name: text(m.confirm) }));
    await act(() => fakes.confirmFactor.reject(wrongCode));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Invalid TOTP/);
    expect(box(authMessages.code)).toHaveValue('');
  });
});
