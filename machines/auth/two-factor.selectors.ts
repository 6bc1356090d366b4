import type { SnapshotFrom } from 'xstate';
import type { twoFactorMachine } from './two-factor.machine';

type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;

export const selectTwoFactorView = (s: TwoFactorSnapshot) => {
  const { context } = s;
  return {
    status: s.matches('loading')
      ? ('loading' as const)
      : s.matches('failed')
        ? ('failed' as const)
        : ('ready' as const),
    factors: context.factors,
    starting: s.matches('starting'),
    enrolment:
      s.matches('enrolling') && context.enrolment
        ? {
            secret: context.enrolment.secret,
            qrCode: context.enrolment.qrCode,
            code: context.code,
            codeError: context.codeError,
            confirming: s.matches({ enrolling: 'confirming' }),
          }
        : null,
    removal:
      (s.matches('confirmingRemoval') || s.matches('removing')) && context.removal
        ? { factor: context.removal, removing: s.matches('removing') }
        : null,
    failure: context.failure,
    announcement: context.announcement,
  };
};

export type TwoFactorView = ReturnType<typeof selectTwoFactorView>;
