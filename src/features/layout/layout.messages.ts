import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Встречи' },
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Перейти к содержимому' },
  primaryNav: { id: 'layout.header.nav.label', defaultMessage: 'Основная навигация' },
  navHome: { id: 'layout.header.nav.home', defaultMessage: 'Главная' },
  navEvents: { id: 'layout.header.nav.events', defaultMessage: 'События' },
  navGroups: { id: 'layout.header.nav.groups', defaultMessage: 'Группы' },
  navAbout: { id: 'layout.header.nav.about', defaultMessage: 'О нас' },
  navContact: { id: 'layout.header.nav.contact', defaultMessage: 'Контакты' },
  menuOpen: { id: 'layout.header.menu.open', defaultMessage: 'Открыть меню' },
  menuClose: { id: 'layout.header.menu.close', defaultMessage: 'Закрыть меню' },
  menuLabel: { id: 'layout.header.menu.label', defaultMessage: 'Меню' },
  searchOpen: { id: 'layout.header.search.open', defaultMessage: 'Открыть поиск' },
  searchClose: { id: 'layout.header.search.close', defaultMessage: 'Закрыть поиск' },
  searchLabel: { id: 'layout.header.search.label', defaultMessage: 'Поиск событий' },
  searchPlaceholder: {
    id: 'layout.header.search.placeholder',
    defaultMessage: 'Концерт, лекция, йога…',
  },
  searchSubmit: { id: 'layout.header.search.submit', defaultMessage: 'Найти' },
  login: { id: 'layout.header.login', defaultMessage: 'Войти' },
  register: { id: 'layout.header.register', defaultMessage: 'Регистрация' },
  messages: { id: 'layout.header.messages', defaultMessage: 'Сообщения' },
  notifications: { id: 'layout.header.notifications', defaultMessage: 'Уведомления' },
  createEvent: { id: 'layout.header.createEvent', defaultMessage: 'Создать событие' },
  profile: { id: 'layout.header.profile', defaultMessage: 'Профиль' },
  settings: { id: 'layout.header.settings', defaultMessage: 'Настройки' },
  admin: { id: 'layout.header.admin', defaultMessage: 'Администрирование' },
  signOut: { id: 'layout.header.signOut', defaultMessage: 'Выйти' },
  accountNav: { id: 'layout.header.account.label', defaultMessage: 'Учётная запись' },
  accountMenu: { id: 'layout.header.account.menu', defaultMessage: 'Меню учётной записи' },
  themeLabel: { id: 'layout.theme.label', defaultMessage: 'Тема оформления' },
  themeLight: { id: 'layout.theme.light', defaultMessage: 'Светлая' },
  themeDark: { id: 'layout.theme.dark', defaultMessage: 'Тёмная' },
  themeSystem: { id: 'layout.theme.system', defaultMessage: 'Как в системе' },
  languageLabel: { id: 'layout.language.label', defaultMessage: 'Язык интерфейса' },
  languageRu: { id: 'layout.language.ru', defaultMessage: 'Русский' },
  languageEn: { id: 'layout.language.en', defaultMessage: 'English' },
  languageFr: { id: 'layout.language.fr', defaultMessage: 'Français' },
  languageDe: { id: 'layout.language.de', defaultMessage: 'Deutsch' },
  languageLoadFailed: {
    id: 'layout.language.loadFailed',
    defaultMessage:
      'Не удалось загрузить выбранный язык. Проверьте соединение и попробуйте ещё раз.',
  },
  languageDismiss: { id: 'layout.language.dismiss', defaultMessage: 'Закрыть' },
  bootFailedTitle: {
    id: 'layout.boot.failed.title',
    defaultMessage: 'Не удалось загрузить приложение',
  },
  bootFailedText: {
    id: 'layout.boot.failed.text',
    defaultMessage: 'Проверьте подключение к интернету и попробуйте снова.',
  },
  bootRetry: { id: 'layout.boot.retry', defaultMessage: 'Повторить' },
  footerTagline: {
    id: 'layout.footer.tagline',
    defaultMessage: 'События и сообщества по интересам рядом с вами.',
  },
  footerLinks: { id: 'layout.footer.links', defaultMessage: 'О проекте' },
  footerSocial: { id: 'layout.footer.social', defaultMessage: 'Мы в соцсетях' },
  socialTelegram: { id: 'layout.footer.social.telegram', defaultMessage: 'Telegram' },
  socialVk: { id: 'layout.footer.social.vk', defaultMessage: 'ВКонтакте' },
  socialOk: { id: 'layout.footer.social.ok', defaultMessage: 'Одноклассники' },
  socialYoutube: { id: 'layout.footer.social.youtube', defaultMessage: 'YouTube' },
  socialRutube: { id: 'layout.footer.social.rutube', defaultMessage: 'Rutube' },
  socialDzen: { id: 'layout.footer.social.dzen', defaultMessage: 'Дзен' },
  socialNewTab: {
    id: 'layout.footer.social.newTab',
    defaultMessage: '(откроется в новой вкладке)',
  },
});

export const footerCopyright = defineMessage<{ year: number; appName: string }>({
  id: 'layout.footer.copyright',
  defaultMessage: '© {year} {appName}',
});

/** The unread badge on the messages link, read out after the link's name. */
export const unreadMessages = defineMessage<{ count: number }>({
  id: 'layout.header.messages.unread',
  defaultMessage:
    '{count, plural, one {# непрочитанное} few {# непрочитанных} many {# непрочитанных} other {# непрочитанного}}',
});
