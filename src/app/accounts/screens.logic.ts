/**
 * The accounts screens' machines with their real actors: the one place they are provided. They
 * load with the accounts screens (screens.tsx); services load on first use, so the screens' chunk
 * does not carry supabase-js.
 */
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/auth/login.machine';
import { registrationMachine } from '../../../machines/auth/registration.machine';
import { updatePasswordMachine } from '../../../machines/auth/update-password.machine';
import type { AuthSession } from '../../../machines/auth/auth.types';
import type { Locale } from '../../../machines/i18n/locales';
import { myEventsMachine } from '../../../machines/profile/my-events.machine';
import { myGroupsMachine } from '../../../machines/profile/my-groups.machine';
import { profileMachine } from '../../../machines/profile/profile.machine';
import {
  heldImage,
  holdImageLocally,
  indexedDbStore,
  keepForFirstSignIn,
} from '../../components/upload/pending-avatar';
import { groupsService } from '../groups/service';
import { imageUploadLogic, storageUpload } from '../upload/image-upload.logic';
import { loadAuth } from './auth-service';

const profiles = () => import('../../services/profiles');
const events = () => import('../../services/events');

/**
 * A link's token works once, and React's StrictMode starts a page's actors twice in development:
 * the second start waits for the first verification instead of spending the link again.
 */
const invites = new Map<string, Promise<void>>();
function verifyInviteOnce(tokenHash: string, signedIn: (session: AuthSession) => void) {
  let verified = invites.get(tokenHash);
  if (!verified) {
    verified = loadAuth()
      .then((auth) => auth.verifyInvite({ tokenHash }))
      .then(signedIn);
    invites.set(tokenHash, verified);
  }
  return verified;
}

/**
 * `getLocale`: the language emails are written in. `signedIn`: tells the session at once; the auth
 * client tells it only a task later, and the sign-in page moves on (maybe to a members-only page)
 * as soon as the call returns.
 */
export function createAccountsLogic(
  getLocale: () => Locale,
  signedIn: (session: AuthSession) => void,
  /** Where a sign-in link brings the person back to (the sign-in page's return path). */
  getReturnTo: () => string = () => '/',
) {
  return {
    login: loginMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          const session = await (await loadAuth()).signIn(input);
          // Waiting for its second factor, the session is not yet a member's.
          if (!session.secondFactorPending) signedIn(session);
          return session;
        }),
        verifySecondFactor: fromPromise(async ({ input }) => {
          const session = await (await loadAuth()).verifySecondFactor(input);
          signedIn(session);
          return session;
        }),
        sendSignInLink: fromPromise(async ({ input }) =>
          (await loadAuth()).sendSignInLink({
            ...input,
            locale: getLocale(),
            returnTo: getReturnTo(),
          }),
        ),
        sendResetEmail: fromPromise(async ({ input }) =>
          (await loadAuth()).sendResetEmail({ ...input, locale: getLocale() }),
        ),
      },
    }),
    registration: registrationMachine.provide({
      actors: {
        signUp: fromPromise(async ({ input }) => {
          // An avatar held in this browser is not a URL the server can keep: it waits for sign-in.
          const held = heldImage(input.avatarUrl) !== null;
          await (
            await loadAuth()
          ).signUp({ ...input, avatarUrl: held ? '' : input.avatarUrl, locale: getLocale() });
          if (held) {
            await keepForFirstSignIn(indexedDbStore(), input.email, input.avatarUrl).catch(
              (e: unknown) => console.warn('The avatar could not be kept for the first sign-in', e),
            );
          }
        }),
      },
    }),
    registrationAvatar: imageUploadLogic(holdImageLocally),
    profileAvatar: imageUploadLogic(storageUpload('avatar')),
    updatePassword: updatePasswordMachine.provide({
      actors: {
        updatePassword: fromPromise(async ({ input }) => (await loadAuth()).updatePassword(input)),
        verifyInvite: fromPromise(({ input }) => verifyInviteOnce(input.tokenHash, signedIn)),
      },
    }),
    profile: profileMachine.provide({
      actors: {
        loadProfile: fromPromise(async ({ input }) => (await profiles()).getProfile(input)),
        saveProfile: fromPromise(async ({ input }) => (await profiles()).updateProfile(input)),
      },
    }),
    myEvents: myEventsMachine.provide({
      actors: {
        loadMyEvents: fromPromise(async ({ input }) => (await events()).listMyEvents(input.userId)),
      },
    }),
    myGroups: myGroupsMachine.provide({
      actors: {
        loadMyGroups: fromPromise(async ({ input }) =>
          (await groupsService()).listMyGroups(input.userId),
        ),
      },
    }),
  };
}

export type AccountsLogic = ReturnType<typeof createAccountsLogic>;
