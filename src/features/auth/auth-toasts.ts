import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { MessageDescriptor } from 'react-intl';
import { toastOf } from '../../components/toast/toast-request';
import { authToastMessages as m, toastResetSentText } from './auth-toasts.messages';

/** What can make signing out fail; anything else gets the toast's general text. */
const SIGN_OUT_FAILURES: Record<string, MessageDescriptor> = {
  network: m.network,
  service: m.service,
  rate_limited: m.rateLimited,
  session_expired: m.sessionExpired,
};

export const signedInToast = toastOf(m.toastSignedInTitle, m.toastSignedInText);

export const registeredToast = toastOf(m.toastRegisteredTitle, m.toastRegisteredText);

export const resetSentToast = (email: string): ToastRequest =>
  toastOf(m.toastResetSentTitle, toastResetSentText, { values: { email } });

export const passwordUpdatedToast = toastOf(
  m.toastPasswordUpdatedTitle,
  m.toastPasswordUpdatedText,
);

export const signedOutToast = toastOf(m.toastSignedOutTitle, m.toastSignedOutText);

/** The failure's text by its code, else «an error occurred during sign out»; never the service's words. */
export const signOutFailedToast = (error: { code: string }): ToastRequest =>
  toastOf(m.toastErrorTitle, SIGN_OUT_FAILURES[error.code] ?? m.toastSignOutFailedText, {
    variant: 'destructive',
  });

export const sessionExpiredToast = toastOf(m.toastSessionExpiredTitle, m.sessionExpired, {
  variant: 'destructive',
});

/**
 * Nothing is uploaded at sign-up (there is no session yet): the picture waits in this browser and
 * goes up after the first sign-in here, so the toast says exactly that (issue 21, item 9).
 */
export const avatarKeptToast = toastOf(m.toastAvatarKeptTitle, m.toastAvatarKeptText);
