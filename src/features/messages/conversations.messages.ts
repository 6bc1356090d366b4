/** Texts of /messages, /messages/:userId and blocking (issue 16). The chat's own are in chat-*. */
import { defineMessage, defineMessages } from 'react-intl';

export const conversationsMessages = {
  ...defineMessages({
    title: { id: 'conversations.title', defaultMessage: 'Сообщения' },
    description: {
      id: 'conversations.description',
      defaultMessage: 'Ваши переписки: личные, в группах и в чатах событий.',
    },
    list: { id: 'conversations.list', defaultMessage: 'Переписки' },
    loading: { id: 'conversations.loading', defaultMessage: 'Загружаем переписки…' },
    failedTitle: {
      id: 'conversations.failed.title',
      defaultMessage: 'Не удалось загрузить переписки',
    },
    retry: { id: 'conversations.retry', defaultMessage: 'Попробовать ещё раз' },
    emptyTitle: { id: 'conversations.empty.title', defaultMessage: 'Переписок пока нет' },
    emptyText: {
      id: 'conversations.empty.text',
      defaultMessage:
        'Напишите участнику группы или события: кнопка «Написать» есть в списках участников. Чаты групп и событий появятся здесь, когда вы вступите в группу или пойдёте на событие.',
    },
    browseGroups: { id: 'conversations.empty.groups', defaultMessage: 'Найти группы' },
    more: { id: 'conversations.more', defaultMessage: 'Показать ещё' },
    loadingMore: { id: 'conversations.more.loading', defaultMessage: 'Загружаем…' },
    allShown: { id: 'conversations.allShown', defaultMessage: 'Это все ваши переписки' },
    moreFailed: {
      id: 'conversations.more.failed',
      defaultMessage: 'Не удалось загрузить следующие переписки',
    },
    kindGroup: { id: 'conversations.kind.group', defaultMessage: 'Группа' },
    kindEvent: { id: 'conversations.kind.event', defaultMessage: 'Событие' },
    noTitle: { id: 'conversations.noTitle', defaultMessage: 'Без имени' },
    deleted: { id: 'conversations.preview.deleted', defaultMessage: 'Сообщение удалено' },
    photo: { id: 'conversations.preview.photo', defaultMessage: 'Фото' },
    noMessages: { id: 'conversations.preview.none', defaultMessage: 'Сообщений пока нет' },
  }),
  unread: defineMessage<{ count: number }>({
    id: 'conversations.unread',
    defaultMessage:
      '{count, plural, one {# непрочитанное сообщение} few {# непрочитанных сообщения} many {# непрочитанных сообщений} other {# непрочитанного сообщения}}',
  }),
};

export const directMessages = {
  ...defineMessages({
    title: { id: 'direct.title', defaultMessage: 'Личные сообщения' },
    opening: { id: 'direct.opening', defaultMessage: 'Открываем переписку…' },
    back: { id: 'direct.back', defaultMessage: 'Все сообщения' },
    failedTitle: { id: 'direct.failed.title', defaultMessage: 'Не удалось открыть переписку' },
    refusedTitle: { id: 'direct.refused.title', defaultMessage: 'Написать не получится' },
    block: { id: 'direct.block', defaultMessage: 'Заблокировать' },
    blocking: { id: 'direct.blocking', defaultMessage: 'Блокируем…' },
    unblock: { id: 'direct.unblock', defaultMessage: 'Разблокировать' },
    unblocking: { id: 'direct.unblocking', defaultMessage: 'Разблокируем…' },
    cancel: { id: 'direct.block.cancel', defaultMessage: 'Отмена' },
    blockedNote: {
      id: 'direct.blocked.note',
      defaultMessage: 'Вы заблокировали этого человека: писать друг другу вы не можете.',
    },
    blockFailed: { id: 'direct.block.failed', defaultMessage: 'Не получилось' },
    blockedToast: { id: 'direct.blocked.toast', defaultMessage: 'Пользователь заблокирован' },
    unblockedToast: { id: 'direct.unblocked.toast', defaultMessage: 'Пользователь разблокирован' },
    dismiss: { id: 'direct.dismiss', defaultMessage: 'Скрыть' },
  }),
  titleWith: defineMessage<{ name: string }>({
    id: 'direct.titleWith',
    defaultMessage: 'Переписка: {name}',
  }),
  blockTitle: defineMessage<{ name: string }>({
    id: 'direct.block.title',
    defaultMessage: 'Заблокировать {name}?',
  }),
  blockQuestion: defineMessage<{ name: string }>({
    id: 'direct.block.question',
    defaultMessage:
      '{name} не сможет писать вам в личные сообщения, а вы — ему. История переписки останется. Разблокировать можно здесь или в настройках.',
  }),
};
