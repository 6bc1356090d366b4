/**
 * The fake services the live stories (stories/machines/live/) run their machines on. Each call
 * waits a few hundred milliseconds before it answers, so QA sees the state that waits for it
 * (loading, saving, uploading…) light up in the «Machine» panel before the next one does.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AuthSession } from '../../../machines/auth/auth.types';
import { loginMachine } from '../../../machines/auth/login.machine';
import { sessionMachine } from '../../../machines/auth/session.machine';
import { type CompiledMessages, languageMachine } from '../../../machines/i18n/language.machine';
import type { Locale } from '../../../machines/i18n/locales';
import type { ThemeEvent } from '../../../machines/theme/theme.machine';
import {
  type ImageAspect,
  type UploadActorEvent,
  imageUploadMachine,
} from '../../../machines/upload/image-upload.machine';
import { appThemeMachine } from '../../../src/app/theme/theme.logic';
import { fakeSession } from '../../../tests/support/auth-fixtures';
import { compiledMessages } from '../../support/locales';

export const PAUSE_MS = 400;

const pause = (ms = PAUSE_MS) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A service call that answers `answer(input)` after a pause; an answer that throws refuses. */
export const slow = <T, I = void>(answer: (input: I) => T) =>
  fromPromise<T, I>(async ({ input }) => {
    await pause();
    return answer(input);
  });

/** An answer that refuses as the services do: with an error code. */
export const refuse =
  (code = 'network', message = 'fetch failed') =>
  (): never => {
    throw { code, message };
  };

/**
 * Each call gets the next of `answers`, the last one every call after: a service that fails once
 * and then works. Build it when the story mounts, so a remount starts again from the first.
 */
export function inTurn<T, I = void>(...answers: ((input: I) => T)[]) {
  let call = 0;
  return (input: I) => answers[Math.min(call++, answers.length - 1)]!(input);
}

/**
 * Signs in with the password «secret-password» only; an address beginning «2fa» then asks for the
 * authenticator's code, «123456». Reset and sign-in links are always «sent».
 */
export const LIVE_PASSWORD = 'secret-password';
export const liveLoginLogic = loginMachine.provide({
  actors: {
    signIn: slow<AuthSession, { email: string; password: string }>(({ email, password }) => {
      if (password !== LIVE_PASSWORD)
        throw {
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
          retryable: false,
        };
      return { ...fakeSession({ email }), secondFactorPending: email.startsWith('2fa') };
    }),
    verifySecondFactor: slow<AuthSession, { code: string }>(({ code }) => {
      if (code !== '123456')
        throw { code: 'mfa_code_invalid', message: 'Invalid TOTP code entered', retryable: false };
      return fakeSession();
    }),
    sendSignInLink: slow<void, { email: string }>(() => {}),
    sendResetEmail: slow<void, { email: string }>(() => {}),
  },
});

/** Prepares any image, then uploads it in three steps of progress and answers `url`. */
export const liveUploadLogic = (url: string) =>
  imageUploadMachine.provide({
    actors: {
      prepareImage: slow<Blob, { file: Blob; aspect: ImageAspect }>(
        () => new Blob(['prepared'], { type: 'image/webp' }),
      ),
      uploadImage: fromCallback<UploadActorEvent, { image: Blob; name: string }>(({ sendBack }) => {
        const steps = [0.3, 0.7, 1].map((fraction, i) =>
          setTimeout(() => sendBack({ type: 'upload.progress', fraction }), (i * PAUSE_MS) / 2),
        );
        const done = setTimeout(() => sendBack({ type: 'upload.done', url }), PAUSE_MS * 1.5);
        return () => [...steps, done].forEach(clearTimeout);
      }),
    },
  });

/**
 * The app's providers' machines on fake services: a stored session that is restored, then signs
 * out when asked; the languages of lang/compiled/; the theme painting the page but neither
 * stored nor following the device (a story must leave nothing behind in the browser).
 */
export const liveSessionLogic = sessionMachine.provide({
  actors: {
    loadSession: slow<AuthSession | null>(() => fakeSession()),
    refreshSession: slow<AuthSession>(() => fakeSession()),
    signOut: slow<void>(() => {}),
    authEvents: fromCallback(() => {}),
    claimPendingAvatar: fromPromise(async () => {}),
  },
});

export const liveLanguageLogic = languageMachine.provide({
  actors: {
    loadMessages: slow<CompiledMessages, { locale: Locale }>(
      ({ locale }) => compiledMessages[locale] as CompiledMessages,
    ),
  },
});

export const liveThemeLogic = appThemeMachine.provide({
  actors: { watchSystemScheme: fromCallback<ThemeEvent>(() => () => {}) },
  actions: { persistTheme: () => {} },
});
