import { defineMessage, defineMessages } from 'react-intl';

/**
 * The texts the session's toasts need. The first chunk reaches this module, and a chunk carries
 * the Russian of every messages module it reaches (scripts/shell-messages.ts): kept apart from the
 * forms' texts in auth.messages.ts, they do not bring those into every page.
 */
export const authToastMessages = defineMessages({
  rateLimited: {
    id: 'auth.error.rateLimited',
    defaultMessage: 'Слишком много попыток. Подождите немного и попробуйте снова.',
  },
  unknownError: {
    id: 'auth.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  sessionExpired: {
    id: 'auth.error.sessionExpired',
    defaultMessage: 'Сеанс истёк. Войдите снова.',
  },
  network: {
    id: 'auth.error.network',
    defaultMessage: 'Нет соединения с сервером. Проверьте интернет и попробуйте снова.',
  },
  service: {
    id: 'auth.error.service',
    defaultMessage: 'Сервис временно недоступен. Попробуйте позже.',
  },
  toastSignedInTitle: { id: 'auth.toast.signedIn.title', defaultMessage: 'Вход выполнен' },
  toastSignedInText: { id: 'auth.toast.signedIn.description', defaultMessage: 'Добро пожаловать!' },
  toastRegisteredTitle: {
    id: 'auth.toast.registered.title',
    defaultMessage: 'Успешная регистрация',
  },
  toastRegisteredText: {
    id: 'auth.toast.registered.description',
    defaultMessage: 'Для завершения регистрации проверьте вашу электронную почту',
  },
  toastAvatarKeptTitle: { id: 'auth.toast.avatarKept.title', defaultMessage: 'Фото сохранено' },
  toastAvatarKeptText: {
    id: 'auth.toast.avatarKept.description',
    defaultMessage: 'Оно появится в профиле после первого входа в этом браузере.',
  },
  toastResetSentTitle: { id: 'auth.toast.resetSent.title', defaultMessage: 'Запрос отправлен' },
  toastPasswordUpdatedTitle: {
    id: 'auth.toast.passwordUpdated.title',
    defaultMessage: 'Пароль обновлен',
  },
  toastPasswordUpdatedText: {
    id: 'auth.toast.passwordUpdated.description',
    defaultMessage: 'Теперь входите с новым паролем',
  },
  toastSignedOutTitle: { id: 'auth.toast.signedOut.title', defaultMessage: 'Выход выполнен' },
  toastSignedOutText: {
    id: 'auth.toast.signedOut.description',
    defaultMessage: 'Вы вышли из аккаунта',
  },
  toastErrorTitle: { id: 'auth.toast.error.title', defaultMessage: 'Ошибка' },
  toastSignOutFailedText: {
    id: 'auth.toast.signOutFailed.description',
    defaultMessage: 'Произошла ошибка при выходе',
  },
  toastSessionExpiredTitle: {
    id: 'auth.toast.sessionExpired.title',
    defaultMessage: 'Сеанс завершён',
  },
});

export const toastResetSentText = defineMessage<{ email: string }>({
  id: 'auth.toast.resetSent.description',
  defaultMessage: 'Инструкции отправлены на {email}',
});
