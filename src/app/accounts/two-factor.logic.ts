/**
 * Settings' two-factor section with its real actors: the one place they are provided. It loads
 * with /settings; the auth service and the QR code's library load when the section needs them.
 */
import { fromPromise } from 'xstate';
import { twoFactorMachine } from '../../../machines/auth/two-factor.machine';
import { loadAuth } from './auth-service';

/** How the authenticator app names the account's entry. */
const ISSUER = 'Встречи';

export const twoFactorLogic = twoFactorMachine.provide({
  actors: {
    listFactors: fromPromise(async () => (await loadAuth()).listFactors()),
    enrollFactor: fromPromise(async () => {
      // The QR library loads only when someone adds an authenticator app.
      const [auth, { renderSVG }] = await Promise.all([loadAuth(), import('uqr')]);
      const enrolment = await auth.enrollFactor({ issuer: ISSUER });
      const svg = renderSVG(enrolment.uri, { border: 2 });
      return {
        ...enrolment,
        qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      };
    }),
    confirmFactor: fromPromise(async ({ input }) => (await loadAuth()).confirmFactor(input)),
    removeFactor: fromPromise(async ({ input }) => (await loadAuth()).removeFactor(input)),
  },
});
