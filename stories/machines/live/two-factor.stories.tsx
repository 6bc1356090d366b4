import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { renderSVG } from 'uqr';
import type { TwoFactorFactor } from '../../../machines/auth/auth.types';
import { type ShownEnrolment, twoFactorMachine } from '../../../machines/auth/two-factor.machine';
import { authMessages } from '../../../src/features/auth/auth.messages';
import { TwoFactorSection } from '../../../src/features/auth/two-factor-section';
import { twoFactorMessages as m } from '../../../src/features/auth/two-factor.messages';
import { ENROLMENT } from '../../../tests/machines/auth/two-factor.model';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('twoFactor');

/** The code the fake authenticator app «shows»; any other is refused as GoTrue would. */
const LIVE_CODE = '123456';

/** Two-factor on a fake service that keeps the account's factors while the story runs. */
function Live() {
  const [logic] = useState(() => {
    let factors: TwoFactorFactor[] = [];
    return twoFactorMachine.provide({
      actors: {
        listFactors: slow(() => factors),
        enrollFactor: slow<ShownEnrolment>(() => ({
          ...ENROLMENT,
          qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(ENROLMENT.uri))}`,
        })),
        confirmFactor: slow<void, { factorId: string; code: string }>(({ factorId, code }) => {
          if (code !== LIVE_CODE) {
            throw { code: 'mfa_code_invalid', message: 'Invalid TOTP code entered' };
          }
          factors = [...factors, { id: factorId, name: '', createdAt: new Date().toISOString() }];
        }),
        removeFactor: slow<void, { factorId: string }>(({ factorId }) => {
          factors = factors.filter((f) => f.id !== factorId);
        }),
      },
    });
  });
  return <TwoFactorSection logic={logic} inspect={inspect} />;
}

/**
 * /settings' two-factor section running its machine: turn it on (the code «123456» is the right
 * one, any other is refused), then remove the app again.
 */
const meta = {
  title: 'Machines/Live/Two-factor sign-in',
  parameters: liveParameters('twoFactor', '/settings'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TurnOnAndOff: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(m.turnOn));
    const code = await live.find('textbox', new RegExp(text(authMessages.code)));
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: text(m.confirm) }));
    await expect(
      await canvas.findByText(text(authMessages.mfaCodeInvalid), {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.type(code, LIVE_CODE);
    await userEvent.click(canvas.getByRole('button', { name: text(m.confirm) }));
    await expect(await live.find('list', text(m.list))).toBeVisible();
    await live.press(text(m.remove));
    await live.lastTold({ id: 'twoFactor', at: 'confirmingRemoval' });
  }),
};
