import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderSVG } from 'uqr';
import type { TwoFactorView as TwoFactorViewModel } from '../../machines/auth/two-factor.selectors';
import { authMessages } from '../../src/features/auth/auth.messages';
import { TwoFactorView } from '../../src/features/auth/two-factor-view';
import { twoFactorMessages as m } from '../../src/features/auth/two-factor.messages';
import { ENROLMENT, PHONE } from '../../tests/machines/auth/two-factor.model';
import { text, textPattern } from '../../tests/support/messages';
import { showsBusy, showsStatus, showsText } from '../support/plays';

/** A QR code as the app draws it, so QA can scan the story with a phone. */
const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(ENROLMENT.uri, { border: 2 }))}`;

const enrolment = (
  over: Partial<NonNullable<TwoFactorViewModel['enrolment']>> = {},
): TwoFactorViewModel['enrolment'] => ({
  secret: ENROLMENT.secret,
  qrCode,
  code: '',
  codeError: null,
  confirming: false,
  ...over,
});

/** Settings' two-factor section in each state of its machine (the view, with props). */
const meta = {
  title: 'Settings/Two-factor sign-in',
  component: TwoFactorView,
  parameters: { machine: { id: 'twoFactor' }, route: '/settings' },
  args: {
    status: 'ready',
    factors: [],
    starting: false,
    enrolment: null,
    removal: null,
    failure: null,
    announcement: null,
    onRetry: fn(),
    onStart: fn(),
    onCancel: fn(),
    onCodeChange: fn(),
    onConfirm: fn(),
    onRemove: fn(),
    onConfirmRemove: fn(),
    onKeep: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof TwoFactorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { status: 'loading' },
  play: showsStatus(m.loading),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: {
    status: 'failed',
    failure: { code: 'network', message: 'Failed to fetch', retryable: true },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.retry) }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Off: Story = {
  parameters: { machine: { state: 'ready' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(text(m.off))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(m.turnOn) }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const On: Story = {
  parameters: { machine: { state: 'ready' } },
  args: { factors: [PHONE], announcement: 'enrolled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: text(m.list) })).toHaveTextContent(
      text(m.factorName),
    );
    await expect(canvas.getByText(text(m.enrolled))).toBeVisible();
  },
};

/** Adding or removing failed: the list stays, with why. */
export const ActionFailed: Story = {
  parameters: { machine: { state: 'ready' } },
  args: {
    factors: [PHONE],
    failure: { code: 'mfa_insufficient_aal', message: 'AAL2 required', retryable: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(authMessages.mfaInsufficientAal),
    );
  },
};

export const Starting: Story = {
  parameters: { machine: { state: 'starting' } },
  args: { starting: true },
  play: showsBusy(m.starting),
};

export const Enrolling: Story = {
  parameters: { machine: { state: 'enrolling.editing' } },
  args: { enrolment: enrolment({ code: '123' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: text(m.qrAlt) })).toBeVisible();
    await expect(canvas.getByText(ENROLMENT.secret)).toBeVisible();
  },
};

export const EnrollingCodeInvalid: Story = {
  parameters: { machine: { state: 'enrolling.editing' } },
  args: { enrolment: enrolment({ code: '12a', codeError: 'invalid' }) },
  play: showsText(authMessages.codeInvalid),
};

export const EnrollingWrongCode: Story = {
  parameters: { machine: { state: 'enrolling.editing' } },
  args: {
    enrolment: enrolment(),
    failure: { code: 'mfa_code_invalid', message: 'Invalid TOTP code entered', retryable: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(authMessages.mfaCodeInvalid));
  },
};

export const Confirming: Story = {
  parameters: { machine: { state: 'enrolling.confirming' } },
  args: { enrolment: enrolment({ code: '123456', confirming: true }) },
  play: showsBusy(m.confirming),
};

export const ConfirmingRemoval: Story = {
  parameters: { machine: { state: 'confirmingRemoval' } },
  args: { factors: [PHONE], removal: { factor: PHONE, removing: false } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: text(m.removeTitle),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: text(m.remove) }));
    await expect(args.onConfirmRemove).toHaveBeenCalled();
  },
};

export const Removing: Story = {
  parameters: { machine: { state: 'removing' } },
  args: { factors: [PHONE], removal: { factor: PHONE, removing: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(
      within(dialog).getByRole('button', { name: textPattern(m.removing) }),
    ).toBeDisabled();
  },
};

/** At 360 px the QR code, the key and the buttons fit without sideways scrolling. */
export const EnrollingOnPhone: Story = {
  parameters: { machine: { state: 'enrolling.editing' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { enrolment: enrolment() },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: text(m.title) });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const InEnglish: Story = {
  parameters: { machine: { state: 'enrolling.editing' } },
  globals: { locale: 'en' },
  args: { enrolment: enrolment() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.scanTitle, {}, 'en'))).toBeVisible();
  },
};
