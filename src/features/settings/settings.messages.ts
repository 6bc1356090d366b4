/** Texts of /settings and its sections (issue 16: the blocked people first). */
import { defineMessage, defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Настройки' },
  description: { id: 'settings.description', defaultMessage: 'Настройки вашего аккаунта.' },
});

export const blockedMessages = defineMessages({
  title: { id: 'settings.blocked.title', defaultMessage: 'Заблокированные' },
  intro: {
    id: 'settings.blocked.intro',
    defaultMessage: 'Эти люди не могут писать вам в личные сообщения, а вы — им.',
  },
  loading: { id: 'settings.blocked.loading', defaultMessage: 'Загружаем список…' },
  failedTitle: {
    id: 'settings.blocked.failed',
    defaultMessage: 'Не удалось загрузить список заблокированных',
  },
  retry: { id: 'settings.blocked.retry', defaultMessage: 'Попробовать ещё раз' },
  empty: { id: 'settings.blocked.empty', defaultMessage: 'Вы никого не заблокировали.' },
  noName: { id: 'settings.blocked.noName', defaultMessage: 'Без имени' },
  unblock: { id: 'settings.blocked.unblock', defaultMessage: 'Разблокировать' },
  unblocking: { id: 'settings.blocked.unblocking', defaultMessage: 'Разблокируем…' },
  unblockFailed: {
    id: 'settings.blocked.unblockFailed',
    defaultMessage: 'Не удалось разблокировать. Попробуйте ещё раз.',
  },
  dismiss: { id: 'settings.blocked.dismiss', defaultMessage: 'Скрыть' },
});

/** Failures the account sections share, by SettingsErrorCode (machines/settings/settings.types.ts). */
export const failureMessages = defineMessages({
  network: {
    id: 'settings.failure.network',
    defaultMessage: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  },
  rateLimited: {
    id: 'settings.failure.rateLimited',
    defaultMessage: 'Слишком много попыток. Подождите немного и попробуйте снова.',
  },
  sessionExpired: {
    id: 'settings.failure.sessionExpired',
    defaultMessage: 'Сессия истекла. Войдите снова.',
  },
  weakLength: {
    id: 'settings.failure.weakLength',
    defaultMessage: 'Пароль слишком короткий: нужно не меньше 8 символов.',
  },
  weakCharacters: {
    id: 'settings.failure.weakCharacters',
    defaultMessage: 'В пароле должны быть латинские буквы и цифры.',
  },
  weakPwned: {
    id: 'settings.failure.weakPwned',
    defaultMessage: 'Этот пароль слишком распространён. Придумайте другой.',
  },
  samePassword: {
    id: 'settings.failure.samePassword',
    defaultMessage: 'Новый пароль совпадает с нынешним.',
  },
  codeInvalid: {
    id: 'settings.failure.codeInvalid',
    defaultMessage: 'Код неверный или устарел. Запросите новый.',
  },
  emailTaken: {
    id: 'settings.failure.emailTaken',
    defaultMessage: 'Этот адрес уже занят другим аккаунтом.',
  },
  emailInvalid: {
    id: 'settings.failure.emailInvalid',
    defaultMessage: 'Проверьте адрес: похоже, в нём ошибка.',
  },
  emailMismatch: {
    id: 'settings.failure.emailMismatch',
    defaultMessage: 'Адрес не совпадает с адресом аккаунта.',
  },
  unknown: {
    id: 'settings.failure.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  dismiss: { id: 'settings.failure.dismiss', defaultMessage: 'Скрыть' },
});

export const appearanceMessages = defineMessages({
  title: { id: 'settings.appearance.title', defaultMessage: 'Язык и оформление' },
  language: { id: 'settings.appearance.language', defaultMessage: 'Язык' },
  languageHelp: {
    id: 'settings.appearance.languageHelp',
    defaultMessage: 'На этом языке вы видите сайт и получаете письма.',
  },
  saving: { id: 'settings.appearance.saving', defaultMessage: 'Сохраняем язык в профиле…' },
  saved: {
    id: 'settings.appearance.saved',
    defaultMessage: 'Язык сохранён: письма придут на нём.',
  },
  failed: {
    id: 'settings.appearance.failed',
    defaultMessage: 'Язык сменился здесь, но не сохранился в профиле.',
  },
  retry: { id: 'settings.appearance.retry', defaultMessage: 'Сохранить ещё раз' },
});

export const passwordMessages = defineMessages({
  title: { id: 'settings.password.title', defaultMessage: 'Пароль' },
  intro: {
    id: 'settings.password.intro',
    defaultMessage:
      'Чтобы убедиться, что это вы, мы пришлём код на ваш адрес. Введите его вместе с новым паролем.',
  },
  start: { id: 'settings.password.start', defaultMessage: 'Сменить пароль' },
  sending: { id: 'settings.password.sending', defaultMessage: 'Отправляем код…' },
  codeSent: {
    id: 'settings.password.codeSent',
    defaultMessage: 'Код отправлен на вашу почту.',
  },
  resend: { id: 'settings.password.resend', defaultMessage: 'Прислать код ещё раз' },
  code: { id: 'settings.password.code', defaultMessage: 'Код из письма' },
  newPassword: { id: 'settings.password.newPassword', defaultMessage: 'Новый пароль' },
  confirmPassword: {
    id: 'settings.password.confirmPassword',
    defaultMessage: 'Повторите новый пароль',
  },
  rule: {
    id: 'settings.password.rule',
    defaultMessage: 'Не меньше 8 символов, латинские буквы и цифры.',
  },
  submit: { id: 'settings.password.submit', defaultMessage: 'Сохранить пароль' },
  saving: { id: 'settings.password.saving', defaultMessage: 'Сохраняем…' },
  cancel: { id: 'settings.password.cancel', defaultMessage: 'Отмена' },
  changed: {
    id: 'settings.password.changed',
    defaultMessage: 'Пароль изменён. На других устройствах нужно будет войти заново.',
  },
  failedTitle: { id: 'settings.password.failed', defaultMessage: 'Пароль не изменён' },
  codeRequired: { id: 'settings.password.codeRequired', defaultMessage: 'Введите код из письма.' },
  codeMalformed: {
    id: 'settings.password.codeMalformed',
    defaultMessage: 'Код — это цифры из письма.',
  },
  passwordRequired: {
    id: 'settings.password.passwordRequired',
    defaultMessage: 'Введите новый пароль.',
  },
  passwordTooShort: {
    id: 'settings.password.passwordTooShort',
    defaultMessage: 'Пароль должен быть не короче 8 символов.',
  },
  passwordNeedsLettersDigits: {
    id: 'settings.password.passwordNeedsLettersDigits',
    defaultMessage: 'Нужны и латинские буквы, и цифры.',
  },
  passwordsMismatch: {
    id: 'settings.password.passwordsMismatch',
    defaultMessage: 'Пароли не совпадают.',
  },
});

export const emailMessages = defineMessages({
  title: { id: 'settings.email.title', defaultMessage: 'Электронная почта' },
  current: defineMessage<{ email: string }>({
    id: 'settings.email.current',
    defaultMessage: 'Сейчас: {email}',
  }),
  newEmail: { id: 'settings.email.newEmail', defaultMessage: 'Новый адрес' },
  help: {
    id: 'settings.email.help',
    defaultMessage: 'Мы пришлём ссылки на оба адреса: адрес сменится, когда вы откроете обе.',
  },
  submit: { id: 'settings.email.submit', defaultMessage: 'Сменить адрес' },
  saving: { id: 'settings.email.saving', defaultMessage: 'Отправляем письма…' },
  sent: defineMessage<{ current: string; next: string }>({
    id: 'settings.email.sent',
    defaultMessage:
      'Письма отправлены на {current} и {next}. Откройте ссылки в обоих, чтобы подтвердить смену адреса.',
  }),
  again: { id: 'settings.email.again', defaultMessage: 'Указать другой адрес' },
  failedTitle: { id: 'settings.email.failed', defaultMessage: 'Адрес не изменён' },
  required: { id: 'settings.email.required', defaultMessage: 'Введите новый адрес.' },
  invalid: {
    id: 'settings.email.invalid',
    defaultMessage: 'Проверьте адрес: похоже, в нём ошибка.',
  },
  same: { id: 'settings.email.same', defaultMessage: 'Это ваш нынешний адрес.' },
  halfConfirmed: defineMessage<{ current: string; next: string }>({
    id: 'settings.email.halfConfirmed',
    defaultMessage:
      'Ссылка из одного письма принята. Подтвердите изменение и в письме на другой адрес: письма ушли на старый адрес {current} и на новый {next}. Адрес сменится, когда будут открыты обе ссылки.',
  }),
  halfConfirmedSomewhere: {
    id: 'settings.email.halfConfirmedSomewhere',
    defaultMessage:
      'Ссылка из одного письма принята. Подтвердите изменение и в письме на другой адрес: адрес сменится, когда будут открыты обе ссылки.',
  },
  changed: defineMessage<{ email: string }>({
    id: 'settings.email.changed',
    defaultMessage: 'Адрес изменён. Теперь вы входите с адресом {email}.',
  }),
  understood: { id: 'settings.email.understood', defaultMessage: 'Понятно' },
});

export const sessionsMessages = defineMessages({
  title: { id: 'settings.sessions.title', defaultMessage: 'Устройства' },
  intro: {
    id: 'settings.sessions.intro',
    defaultMessage: 'Где выполнен вход в ваш аккаунт.',
  },
  loading: { id: 'settings.sessions.loading', defaultMessage: 'Загружаем устройства…' },
  failed: {
    id: 'settings.sessions.failed',
    defaultMessage: 'Не удалось загрузить список устройств',
  },
  retry: { id: 'settings.sessions.retry', defaultMessage: 'Попробовать ещё раз' },
  list: { id: 'settings.sessions.list', defaultMessage: 'Устройства со входом' },
  unknownDevice: {
    id: 'settings.sessions.unknownDevice',
    defaultMessage: 'Неизвестное устройство',
  },
  current: { id: 'settings.sessions.current', defaultMessage: 'Это устройство' },
  created: defineMessage<{ date: string }>({
    id: 'settings.sessions.created',
    defaultMessage: 'Вход: {date}',
  }),
  lastUsed: defineMessage<{ date: string }>({
    id: 'settings.sessions.lastUsed',
    defaultMessage: 'Последняя активность: {date}',
  }),
  signOutOthers: {
    id: 'settings.sessions.signOutOthers',
    defaultMessage: 'Выйти на других устройствах',
  },
  signingOut: { id: 'settings.sessions.signingOut', defaultMessage: 'Выходим…' },
  onlyThis: {
    id: 'settings.sessions.onlyThis',
    defaultMessage: 'Вход выполнен только на этом устройстве.',
  },
  signOutFailed: {
    id: 'settings.sessions.signOutFailed',
    defaultMessage: 'Не удалось выйти на других устройствах. Попробуйте ещё раз.',
  },
});

export const exportMessages = defineMessages({
  title: { id: 'settings.export.title', defaultMessage: 'Мои данные' },
  intro: {
    id: 'settings.export.intro',
    defaultMessage:
      'Файл JSON с профилем, вашими событиями, записями на встречи, группами, сообщениями и уведомлениями.',
  },
  start: { id: 'settings.export.start', defaultMessage: 'Скачать мои данные' },
  exporting: { id: 'settings.export.exporting', defaultMessage: 'Собираем данные…' },
  done: { id: 'settings.export.done', defaultMessage: 'Файл сохранён.' },
  failed: {
    id: 'settings.export.failed',
    defaultMessage: 'Не удалось собрать данные. Попробуйте ещё раз.',
  },
});

export const deletionMessages = defineMessages({
  title: { id: 'settings.deletion.title', defaultMessage: 'Удаление аккаунта' },
  intro: {
    id: 'settings.deletion.intro',
    defaultMessage:
      'Профиль и файлы удалятся, ваши будущие встречи отменятся, группы перейдут к модераторам или участникам. Прошедшие встречи и сообщения останутся, но без вашего имени. Отменить удаление нельзя.',
  },
  open: { id: 'settings.deletion.open', defaultMessage: 'Удалить аккаунт' },
  confirmLabel: defineMessage<{ email: string }>({
    id: 'settings.deletion.confirmLabel',
    defaultMessage: 'Введите {email}, чтобы подтвердить',
  }),
  submit: { id: 'settings.deletion.submit', defaultMessage: 'Удалить навсегда' },
  deleting: { id: 'settings.deletion.deleting', defaultMessage: 'Удаляем…' },
  cancel: { id: 'settings.deletion.cancel', defaultMessage: 'Отмена' },
  deleted: { id: 'settings.deletion.deleted', defaultMessage: 'Аккаунт удалён.' },
  failedTitle: { id: 'settings.deletion.failed', defaultMessage: 'Аккаунт не удалён' },
});
