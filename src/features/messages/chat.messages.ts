import { defineMessage, defineMessages } from 'react-intl';

const plain = defineMessages({
  title: { id: 'messages.chat.title', defaultMessage: 'Чат' },
  loading: { id: 'messages.chat.loading', defaultMessage: 'Загружаем сообщения…' },
  unavailable: { id: 'messages.chat.unavailable', defaultMessage: 'Этот чат вам недоступен' },
  unavailableText: {
    id: 'messages.chat.unavailable.text',
    defaultMessage: 'Его читают и пишут только участники.',
  },
  failed: { id: 'messages.chat.failed', defaultMessage: 'Не удалось загрузить сообщения' },
  retry: { id: 'messages.chat.retry', defaultMessage: 'Попробовать снова' },
  log: { id: 'messages.chat.log', defaultMessage: 'Сообщения' },
  empty: { id: 'messages.chat.empty', defaultMessage: 'Сообщений пока нет. Напишите первым!' },
  older: { id: 'messages.chat.older', defaultMessage: 'Показать раньше' },
  loadingOlder: { id: 'messages.chat.older.loading', defaultMessage: 'Загружаем…' },
  olderFailed: {
    id: 'messages.chat.older.failed',
    defaultMessage: 'Не удалось загрузить ранние сообщения.',
  },
  start: { id: 'messages.chat.start', defaultMessage: 'Это начало переписки' },
  unread: { id: 'messages.chat.unread', defaultMessage: 'Непрочитанные сообщения' },
  latest: { id: 'messages.chat.latest', defaultMessage: 'К последним сообщениям' },
  connecting: { id: 'messages.chat.connecting', defaultMessage: 'Подключаемся…' },
  someone: { id: 'messages.chat.someone', defaultMessage: 'Участник' },
  you: { id: 'messages.chat.you', defaultMessage: 'Вы' },
  deleted: { id: 'messages.chat.deleted', defaultMessage: 'Сообщение удалено' },
  edited: { id: 'messages.chat.edited', defaultMessage: 'изменено' },
  queued: { id: 'messages.chat.queued', defaultMessage: 'Ждёт отправки' },
  sending: { id: 'messages.chat.sending', defaultMessage: 'Отправляется' },
  sent: { id: 'messages.chat.sent', defaultMessage: 'Отправлено' },
  notSent: { id: 'messages.chat.notSent', defaultMessage: 'Не отправлено' },
  resend: { id: 'messages.chat.resend', defaultMessage: 'Повторить' },
  discard: { id: 'messages.chat.discard', defaultMessage: 'Удалить' },
  reply: { id: 'messages.chat.reply', defaultMessage: 'Ответить' },
  edit: { id: 'messages.chat.edit', defaultMessage: 'Изменить' },
  delete: { id: 'messages.chat.delete', defaultMessage: 'Удалить' },
  editing: { id: 'messages.chat.editing', defaultMessage: 'Редактирование сообщения' },
  cancel: { id: 'messages.chat.cancel', defaultMessage: 'Отменить' },
  composer: { id: 'messages.chat.composer', defaultMessage: 'Сообщение' },
  composerHint: {
    id: 'messages.chat.composer.hint',
    defaultMessage:
      'Enter — отправить, Shift+Enter — новая строка, Esc — отменить ответ или правку',
  },
  send: { id: 'messages.chat.send', defaultMessage: 'Отправить' },
  save: { id: 'messages.chat.save', defaultMessage: 'Сохранить' },
  saving: { id: 'messages.chat.saving', defaultMessage: 'Сохраняем…' },
  deleteTitle: { id: 'messages.chat.delete.title', defaultMessage: 'Удалить сообщение?' },
  deleteText: {
    id: 'messages.chat.delete.text',
    defaultMessage: 'Вместо него все увидят «Сообщение удалено».',
  },
  deleting: { id: 'messages.chat.deleting', defaultMessage: 'Удаляем…' },
  actionFailed: { id: 'messages.chat.actionFailed', defaultMessage: 'Не получилось' },
  dismiss: { id: 'messages.chat.dismiss', defaultMessage: 'Скрыть' },
  attach: { id: 'messages.chat.attach', defaultMessage: 'Прикрепить фото' },
  attaching: { id: 'messages.chat.attaching', defaultMessage: 'Загружаем фото…' },
  removeImage: { id: 'messages.chat.image.remove', defaultMessage: 'Убрать фото' },
  attachmentPreview: { id: 'messages.chat.image.preview', defaultMessage: 'Фото к сообщению' },
  attachFailed: {
    id: 'messages.chat.attach.failed',
    defaultMessage: 'Фото не прикрепилось, текст сообщения на месте',
  },
  imageUnavailable: { id: 'messages.chat.image.unavailable', defaultMessage: 'Фото недоступно' },
});

export const chatMessages = {
  ...plain,
  offline: defineMessage<{ waiting: number }>({
    id: 'messages.chat.offline',
    defaultMessage:
      'Нет связи. {waiting, plural, =0 {Сообщения отправятся, когда она появится.} one {# сообщение ждёт отправки.} few {# сообщения ждут отправки.} many {# сообщений ждут отправки.} other {# сообщения ждут отправки.}}',
  }),
  online: defineMessage<{ count: number }>({
    id: 'messages.chat.online',
    defaultMessage:
      '{count, plural, =0 {Больше никого в чате} one {# участник в чате} few {# участника в чате} many {# участников в чате} other {# участника в чате}}',
  }),
  typingOne: defineMessage<{ name: string }>({
    id: 'messages.chat.typing.one',
    defaultMessage: '{name} печатает…',
  }),
  typingMany: defineMessage<{ count: number }>({
    id: 'messages.chat.typing.many',
    defaultMessage:
      '{count, plural, one {# человек печатает…} few {# человека печатают…} many {# человек печатают…} other {# человека печатают…}}',
  }),
  actionsOf: defineMessage<{ action: string; name: string; time: string }>({
    id: 'messages.chat.actionsOf',
    defaultMessage: '{action}: {name}, {time}',
  }),
  replyTo: defineMessage<{ name: string }>({
    id: 'messages.chat.replyTo',
    defaultMessage: 'В ответ на сообщение · {name}',
  }),
  replying: defineMessage<{ name: string }>({
    id: 'messages.chat.replying',
    defaultMessage: 'Ответ на сообщение · {name}',
  }),
  imageOf: defineMessage<{ name: string }>({
    id: 'messages.chat.image.alt',
    defaultMessage: 'Фото от {name}',
  }),
  openImage: defineMessage<{ name: string }>({
    id: 'messages.chat.image.open',
    defaultMessage: 'Фото от {name}: открыть в полном размере',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'messages.chat.tooLong',
    defaultMessage: 'Не длиннее {max, number} символов.',
  }),
};
