import { defineMessages } from 'react-intl';

export const chatRoomMessages = defineMessages({
  groupTitle: { id: 'messages.room.group.title', defaultMessage: 'Чат группы' },
  eventTitle: { id: 'messages.room.event.title', defaultMessage: 'Чат встречи' },
  description: {
    id: 'messages.room.description',
    defaultMessage: 'Переписка участников в реальном времени.',
  },
  loading: { id: 'messages.room.loading', defaultMessage: 'Открываем чат…' },
  groupClosed: {
    id: 'messages.room.group.closed',
    defaultMessage:
      'Чат группы — только для её участников. Вступите в группу, чтобы читать и писать.',
  },
  eventClosed: {
    id: 'messages.room.event.closed',
    defaultMessage:
      'Чат встречи — для организатора и тех, кто идёт. Запишитесь на встречу, чтобы читать и писать.',
  },
  toGroup: { id: 'messages.room.toGroup', defaultMessage: 'К группе' },
  toEvent: { id: 'messages.room.toEvent', defaultMessage: 'К встрече' },
  notFound: { id: 'messages.room.notFound', defaultMessage: 'Чат не найден' },
  notFoundText: {
    id: 'messages.room.notFound.text',
    defaultMessage: 'Такой группы или встречи нет: возможно, ссылка устарела.',
  },
  failed: { id: 'messages.room.failed', defaultMessage: 'Не удалось открыть чат' },
  retry: { id: 'messages.room.retry', defaultMessage: 'Попробовать снова' },
});
