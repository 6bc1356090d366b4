import { defineMessage, defineMessages } from 'react-intl';

/** Settings' two-factor sign-in section (issue 24). */
export const twoFactorMessages = defineMessages({
  title: { id: 'auth.twoFactor.title', defaultMessage: 'Двухфакторный вход' },
  intro: {
    id: 'auth.twoFactor.intro',
    defaultMessage:
      'Кроме пароля, при входе понадобится шестизначный код из приложения-аутентификатора на телефоне (например, «Яндекс Ключ», Google Authenticator или 1Password).',
  },
  loading: { id: 'auth.twoFactor.loading', defaultMessage: 'Загружаем приложения…' },
  failedTitle: {
    id: 'auth.twoFactor.failed.title',
    defaultMessage: 'Не удалось загрузить двухфакторный вход',
  },
  retry: { id: 'auth.twoFactor.retry', defaultMessage: 'Повторить' },
  off: { id: 'auth.twoFactor.off', defaultMessage: 'Двухфакторный вход выключен.' },
  list: { id: 'auth.twoFactor.list', defaultMessage: 'Приложения-аутентификаторы' },
  factorName: { id: 'auth.twoFactor.factor.name', defaultMessage: 'Приложение-аутентификатор' },
  turnOn: { id: 'auth.twoFactor.turnOn', defaultMessage: 'Включить двухфакторный вход' },
  addAnother: { id: 'auth.twoFactor.addAnother', defaultMessage: 'Добавить ещё приложение' },
  starting: { id: 'auth.twoFactor.starting', defaultMessage: 'Готовим QR-код…' },
  scanTitle: { id: 'auth.twoFactor.scan.title', defaultMessage: 'Подключите приложение' },
  scanText: {
    id: 'auth.twoFactor.scan.text',
    defaultMessage:
      'Отсканируйте QR-код приложением-аутентификатором или введите в нём ключ вручную, затем введите код, который покажет приложение.',
  },
  qrAlt: {
    id: 'auth.twoFactor.scan.qr',
    defaultMessage: 'QR-код для приложения-аутентификатора',
  },
  secret: { id: 'auth.twoFactor.scan.secret', defaultMessage: 'Ключ для ввода вручную' },
  confirm: { id: 'auth.twoFactor.confirm', defaultMessage: 'Подтвердить' },
  confirming: { id: 'auth.twoFactor.confirming', defaultMessage: 'Проверяем код…' },
  cancel: { id: 'auth.twoFactor.cancel', defaultMessage: 'Отмена' },
  remove: { id: 'auth.twoFactor.remove', defaultMessage: 'Удалить' },
  removeTitle: {
    id: 'auth.twoFactor.remove.title',
    defaultMessage: 'Удалить приложение-аутентификатор?',
  },
  removeText: {
    id: 'auth.twoFactor.remove.text',
    defaultMessage:
      'Коды из этого приложения больше не подойдут. Без других приложений для входа будет достаточно пароля.',
  },
  removeKeep: { id: 'auth.twoFactor.remove.keep', defaultMessage: 'Оставить' },
  removing: { id: 'auth.twoFactor.removing', defaultMessage: 'Удаляем…' },
  failedAction: { id: 'auth.twoFactor.failed.action', defaultMessage: 'Не получилось' },
  enrolled: {
    id: 'auth.twoFactor.enrolled',
    defaultMessage: 'Двухфакторный вход включён: при следующем входе понадобится код.',
  },
  removed: { id: 'auth.twoFactor.removed', defaultMessage: 'Приложение удалено.' },
});

export const factorAdded = defineMessage<{ date: string }>({
  id: 'auth.twoFactor.factor.added',
  defaultMessage: 'Добавлено {date}',
});
