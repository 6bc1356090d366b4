import { defineMessage, defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  // Login
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Вход' },
  loginSubtitle: {
    id: 'auth.login.subtitle',
    defaultMessage: 'Войдите, чтобы создавать события и вступать в группы',
  },
  loginMetaDescription: {
    id: 'auth.login.meta.description',
    defaultMessage: 'Вход во «Встречи»: события и группы по интересам рядом с вами.',
  },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Пароль' },
  emailRequired: { id: 'auth.login.email.required', defaultMessage: 'Email обязателен' },
  passwordRequired: { id: 'auth.login.password.required', defaultMessage: 'Пароль обязателен' },
  loginSubmit: { id: 'auth.login.submit', defaultMessage: 'Войти' },
  loginSubmitting: { id: 'auth.login.submitting', defaultMessage: 'Входим…' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Забыли пароль?' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'Нет аккаунта?' },
  toSignUp: { id: 'auth.login.toSignUp', defaultMessage: 'Зарегистрироваться' },
  loginFailedTitle: { id: 'auth.login.failed.title', defaultMessage: 'Ошибка входа' },
  // Sign-in link (issue 24)
  linkRequest: { id: 'auth.login.link.request', defaultMessage: 'Прислать ссылку для входа' },
  linkSending: { id: 'auth.login.link.sending', defaultMessage: 'Отправляем ссылку…' },
  linkSentHint: {
    id: 'auth.login.link.sent.hint',
    defaultMessage: 'Откройте ссылку в этом же браузере: она действует один раз в течение часа.',
  },
  linkResend: { id: 'auth.login.link.resend', defaultMessage: 'Отправить ещё раз' },
  linkFailedTitle: { id: 'auth.login.link.failed.title', defaultMessage: 'Ссылка не отправлена' },
  // Second factor (issue 24)
  secondFactorTitle: { id: 'auth.login.secondFactor.title', defaultMessage: 'Код из приложения' },
  secondFactorText: {
    id: 'auth.login.secondFactor.text',
    defaultMessage:
      'Для этого аккаунта включён двухфакторный вход. Откройте приложение-аутентификатор и введите шестизначный код «Встреч».',
  },
  code: { id: 'auth.field.code', defaultMessage: 'Код' },
  codeRequired: { id: 'auth.code.required', defaultMessage: 'Введите код из приложения' },
  codeInvalid: { id: 'auth.code.invalid', defaultMessage: 'Код состоит из шести цифр' },
  secondFactorSubmit: { id: 'auth.login.secondFactor.submit', defaultMessage: 'Подтвердить' },
  secondFactorSubmitting: {
    id: 'auth.login.secondFactor.submitting',
    defaultMessage: 'Проверяем код…',
  },
  dismiss: { id: 'auth.alert.dismiss', defaultMessage: 'Скрыть сообщение' },
  // Sign-up prompt
  signUpTitle: { id: 'auth.signUpPrompt.title', defaultMessage: 'Создайте аккаунт' },
  signUpText: {
    id: 'auth.signUpPrompt.text',
    defaultMessage:
      'Регистрация займёт минуту: имя, email и пароль. После неё вы сможете создавать события и вступать в группы.',
  },
  signUpGo: { id: 'auth.signUpPrompt.go', defaultMessage: 'Перейти к регистрации' },
  haveAccount: { id: 'auth.signUpPrompt.haveAccount', defaultMessage: 'Уже есть аккаунт?' },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Вернуться ко входу' },
  // Reset
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Восстановление пароля' },
  resetText: {
    id: 'auth.reset.text',
    defaultMessage:
      'Укажите email, с которым вы регистрировались, и мы пришлём ссылку для смены пароля.',
  },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Отправить ссылку' },
  resetSending: { id: 'auth.reset.sending', defaultMessage: 'Отправляем…' },
  resetSentTitle: { id: 'auth.reset.sent.title', defaultMessage: 'Проверьте почту' },
  resetSpam: {
    id: 'auth.reset.sent.spam',
    defaultMessage: 'Если письма нет несколько минут, загляните в папку «Спам».',
  },
  // Registration
  registerTitle: { id: 'auth.register.title', defaultMessage: 'Регистрация' },
  registerSubtitle: {
    id: 'auth.register.subtitle',
    defaultMessage: 'Создайте аккаунт, чтобы участвовать в событиях и группах',
  },
  registerMetaDescription: {
    id: 'auth.register.meta.description',
    defaultMessage: 'Создайте аккаунт во «Встречах», чтобы участвовать в событиях и группах.',
  },
  avatar: { id: 'auth.register.avatar', defaultMessage: 'Аватар' },
  fullName: { id: 'auth.field.fullName', defaultMessage: 'Полное имя' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Подтверждение пароля' },
  passwordRule: {
    id: 'auth.password.rule',
    defaultMessage: 'Не менее 8 символов, латинские буквы и цифры',
  },
  emailInvalid: { id: 'auth.register.email.invalid', defaultMessage: 'Некорректный email адрес' },
  passwordTooShort: {
    id: 'auth.register.password.tooShort',
    defaultMessage: 'Пароль должен содержать не менее 8 символов',
  },
  passwordNeedsLettersDigits: {
    id: 'auth.register.password.lettersDigits',
    defaultMessage: 'Пароль должен содержать латинские буквы и цифры',
  },
  passwordsMismatch: {
    id: 'auth.register.password.mismatch',
    defaultMessage: 'Пароли не совпадают',
  },
  fullNameRequired: {
    id: 'auth.register.fullName.required',
    defaultMessage: 'Полное имя обязательно',
  },
  registerSubmit: { id: 'auth.register.submit', defaultMessage: 'Зарегистрироваться' },
  registerSubmitting: { id: 'auth.register.submitting', defaultMessage: 'Регистрируем…' },
  registerFailedTitle: { id: 'auth.register.failed.title', defaultMessage: 'Ошибка регистрации' },
  registerFailedFallback: {
    id: 'auth.register.failed.fallback',
    defaultMessage: 'Ошибка регистрации',
  },
  registerUnexpected: {
    id: 'auth.register.failed.unexpected',
    defaultMessage: 'Неизвестная ошибка при регистрации',
  },
  moreDetails: { id: 'auth.register.details.open', defaultMessage: 'Подробнее' },
  detailsTitle: { id: 'auth.register.details.title', defaultMessage: 'Технические подробности' },
  detailsText: {
    id: 'auth.register.details.text',
    defaultMessage: 'Эти сведения помогут службе поддержки разобраться в ошибке.',
  },
  close: { id: 'auth.register.details.close', defaultMessage: 'Закрыть' },
  toLogin: { id: 'auth.register.toLogin', defaultMessage: 'Войти' },
  // Update password
  updateTitle: { id: 'auth.updatePassword.title', defaultMessage: 'Новый пароль' },
  updateText: {
    id: 'auth.updatePassword.text',
    defaultMessage: 'Придумайте новый пароль для входа во «Встречи».',
  },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'Новый пароль' },
  updateSubmit: { id: 'auth.updatePassword.submit', defaultMessage: 'Сохранить пароль' },
  updateSubmitting: { id: 'auth.updatePassword.submitting', defaultMessage: 'Сохраняем…' },
  updateFailedTitle: {
    id: 'auth.updatePassword.failed.title',
    defaultMessage: 'Ошибка обновления пароля',
  },
  noSessionTitle: {
    id: 'auth.updatePassword.noSession.title',
    defaultMessage: 'Ссылка недействительна',
  },
  noSessionText: {
    id: 'auth.updatePassword.noSession.text',
    defaultMessage:
      'Ссылка для смены пароля устарела, уже была использована или открыта в другом браузере. Запросите новую — она придёт на вашу почту.',
  },
  noSessionAction: {
    id: 'auth.updatePassword.noSession.action',
    defaultMessage: 'Запросить новую ссылку',
  },
  checkingLink: { id: 'auth.updatePassword.checking', defaultMessage: 'Проверяем ссылку…' },
  inviteTitle: {
    id: 'auth.updatePassword.invite.title',
    defaultMessage: 'Добро пожаловать! Задайте пароль',
  },
  inviteText: {
    id: 'auth.updatePassword.invite.text',
    defaultMessage: 'Вас пригласили во «Встречи». Придумайте пароль, чтобы входить в свой аккаунт.',
  },
  inviteRefusedText: {
    id: 'auth.updatePassword.invite.refused',
    defaultMessage:
      'Ссылка-приглашение устарела или уже была использована. Запросите ссылку для смены пароля на адрес, на который пришло приглашение.',
  },
  // Failures by code
  invalidCredentials: {
    id: 'auth.error.invalidCredentials',
    defaultMessage: 'Неверный email или пароль',
  },
  emailNotConfirmed: {
    id: 'auth.error.emailNotConfirmed',
    defaultMessage: 'Email не подтверждён. Откройте письмо, которое мы отправили при регистрации.',
  },
  userAlreadyExists: {
    id: 'auth.error.userAlreadyExists',
    defaultMessage: 'Пользователь с таким email уже существует',
  },
  weakPassword: {
    id: 'auth.error.weakPassword',
    defaultMessage: 'Пароль слишком простой: не менее 8 символов, латинские буквы и цифры',
  },
  weakPasswordPwned: {
    id: 'auth.error.weakPassword.pwned',
    defaultMessage: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой.',
  },
  validationFailed: {
    id: 'auth.error.validationFailed',
    defaultMessage: 'Сервер не принял введённые данные. Проверьте поля и попробуйте снова.',
  },
  signupDisabled: {
    id: 'auth.error.signupDisabled',
    defaultMessage: 'Регистрация новых аккаунтов сейчас закрыта.',
  },
  samePassword: {
    id: 'auth.error.samePassword',
    defaultMessage: 'Новый пароль должен отличаться от прежнего',
  },
  mfaCodeInvalid: {
    id: 'auth.error.mfaCodeInvalid',
    defaultMessage:
      'Код не подошёл. Введите новый код из приложения: он меняется каждые 30 секунд.',
  },
  mfaInsufficientAal: {
    id: 'auth.error.mfaInsufficientAal',
    defaultMessage: 'Для этого войдите заново, подтвердив вход кодом из приложения.',
  },
  linkNoAccount: {
    id: 'auth.error.linkNoAccount',
    defaultMessage: 'Аккаунта с таким email нет. Проверьте адрес или зарегистрируйтесь.',
  },
  // Admin guard
  forbiddenTitle: { id: 'auth.forbidden.title', defaultMessage: 'Нет доступа' },
  forbiddenText: {
    id: 'auth.forbidden.text',
    defaultMessage: 'У вас нет прав для просмотра этой страницы.',
  },
  forbiddenHome: { id: 'auth.forbidden.home', defaultMessage: 'На главную' },
});

export const resetSentText = defineMessage<{ email: string }>({
  id: 'auth.reset.sent.text',
  defaultMessage: 'Мы отправили инструкции по восстановлению пароля на {email}.',
});

export const linkSentText = defineMessage<{ email: string }>({
  id: 'auth.login.link.sent.text',
  defaultMessage: 'Мы отправили ссылку для входа на {email}.',
});

export const emailRequiredFor = defineMessage<{ label: string }>({
  id: 'auth.register.email.required',
  defaultMessage: '{label} обязателен',
});

export const rateLimitedSeconds = defineMessage<{ seconds: number }>({
  id: 'auth.error.rateLimited.seconds',
  defaultMessage:
    'Слишком много попыток. Попробуйте снова через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}.',
});

export const rateLimitedMinutes = defineMessage<{ minutes: number }>({
  id: 'auth.error.rateLimited.minutes',
  defaultMessage:
    'Слишком много попыток. Попробуйте снова через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.',
});
