/** Texts of /settings and its sections (issue 16: the blocked people first). */
import { defineMessages } from 'react-intl';

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
