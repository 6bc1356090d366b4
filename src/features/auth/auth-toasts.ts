import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { MessageDescriptor } from 'react-intl';
import { authToastMessages as m, toastResetSentText } from './auth-toasts.messages';

/** What can make signing out fail; anything else gets the toast's general text. */
const SIGN_OUT_FAILURES: Record<string, MessageDescriptor> = {
  network: m.network,
  service: m.service,
  rate_limited: m.rateLimited,
  session_expired: m.sessionExpired,
};

export const signedInToast: ToastRequest = {
  variant: 'default',
  title: { id: m.toastSignedInTitle.id },
  description: { id: m.toastSignedInText.id },
};

export const registeredToast: ToastRequest = {
  variant: 'default',
  title: { id: m.toastRegisteredTitle.id },
  description: { id: m.toastRegisteredText.id },
};

export const resetSentToast = (email: string): ToastRequest => ({
  variant: 'default',
  title: { id: m.toastResetSentTitle.id },
  description: { id: toastResetSentText.id, values: { email } },
});

export const passwordUpdatedToast: ToastRequest = {
  variant: 'default',
  title: { id: m.toastPasswordUpdatedTitle.id },
  description: { id: m.toastPasswordUpdatedText.id },
};

export const signedOutToast: ToastRequest = {
  variant: 'default',
  title: { id: m.toastSignedOutTitle.id },
  description: { id: m.toastSignedOutText.id },
};

/** The failure's text by its code, else «an error occurred during sign out»; never the service's words. */
export const signOutFailedToast = (error: { code: string }): ToastRequest => ({
  variant: 'destructive',
  title: { id: m.toastErrorTitle.id },
  description: { id: (SIGN_OUT_FAILURES[error.code] ?? m.toastSignOutFailedText).id! },
});

export const sessionExpiredToast: ToastRequest = {
  variant: 'destructive',
  title: { id: m.toastSessionExpiredTitle.id },
  description: { id: m.sessionExpired.id },
};

/**
 * Nothing is uploaded at sign-up (there is no session yet): the picture waits in this browser and
 * goes up after the first sign-in here, so the toast says exactly that (issue 21, item 9).
 */
export const avatarKeptToast: ToastRequest = {
  variant: 'default',
  title: { id: m.toastAvatarKeptTitle.id },
  description: { id: m.toastAvatarKeptText.id },
};
