import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AuthFailure, TwoFactorFactor } from '../../../machines/auth/auth.types';
import { checkCode } from '../../../machines/auth/code-rule';
import { type ShownEnrolment, twoFactorMachine } from '../../../machines/auth/two-factor.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const PHONE: TwoFactorFactor = {
  id: '7b0f4a52-5d1e-4c8e-9a57-1f1f6d1c0a01',
  name: '',
  createdAt: '2026-11-01T09:30:00Z',
};

/** A 1×1 SVG stands in for the QR code: the page only shows what the actor drew. */
export const ENROLMENT: ShownEnrolment = {
  factorId: '7b0f4a52-5d1e-4c8e-9a57-1f1f6d1c0a02',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/%D0%92%D1%81%D1%82%D1%80%D0%B5%D1%87%D0%B8:anna%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode:
    'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%201%201%22%2F%3E',
};

export const wrongCode: AuthFailure = {
  code: 'mfa_code_invalid',
  message: 'Invalid TOTP code entered',
  retryable: false,
};

export const offline: AuthFailure = {
  code: 'network',
  message: 'Failed to fetch',
  retryable: true,
};

export const twoFactorState = (s: SnapshotFrom<typeof twoFactorMachine>) =>
  JSON.stringify([
    s.value,
    s.context.factors.length,
    s.matches('enrolling') ? checkCode(s.context.code) : null,
    s.context.codeError,
    s.context.failure !== null,
    s.context.announcement,
  ]);

export const twoFactorEvents: EventFrom<typeof twoFactorMachine>[] = [
  { type: 'retry' },
  { type: 'enrol.start' },
  { type: 'enrol.cancel' },
  { type: 'code.change', value: '123 456' },
  { type: 'code.change', value: '12' },
  { type: 'code.submit' },
  { type: 'factor.remove', factorId: PHONE.id },
  { type: 'remove.confirm' },
  { type: 'remove.cancel' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.listFactors', output: [] } as never,
  { type: 'xstate.done.actor.listFactors', output: [PHONE] } as never,
  { type: 'xstate.error.actor.listFactors', error: offline } as never,
  { type: 'xstate.done.actor.enrollFactor', output: ENROLMENT } as never,
  { type: 'xstate.error.actor.enrollFactor', error: offline } as never,
  { type: 'xstate.done.actor.confirmFactor' } as never,
  { type: 'xstate.error.actor.confirmFactor', error: wrongCode } as never,
  { type: 'xstate.done.actor.removeFactor' } as never,
  { type: 'xstate.error.actor.removeFactor', error: offline } as never,
];

export const twoFactorModel = createModel(twoFactorMachine, {
  events: twoFactorEvents,
  serializeState: twoFactorState,
});

/** What a person can do on the page in each state: a dismiss button only with an error. */
export const twoFactorPageModel = createModel(twoFactorMachine, {
  serializeState: twoFactorState,
  events: (s) =>
    twoFactorEvents.filter((e) => {
      if (e.type === 'error.dismiss') return s.context.failure !== null && !s.matches('failed');
      return true;
    }),
});
