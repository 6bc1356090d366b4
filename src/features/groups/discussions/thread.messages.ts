import { defineMessage, defineMessages } from 'react-intl';

export const threadMessages = {
  ...defineMessages({
    loading: { id: 'groups.thread.loading', defaultMessage: 'Загружаем обсуждение…' },
    notFound: { id: 'groups.thread.notFound', defaultMessage: 'Обсуждение не найдено' },
    notFoundText: {
      id: 'groups.thread.notFound.text',
      defaultMessage: 'Его удалили, или оно в закрытой группе, где вы не состоите.',
    },
    errorTitle: { id: 'groups.thread.error', defaultMessage: 'Не удалось загрузить обсуждение' },
    removed: { id: 'groups.thread.removed', defaultMessage: 'Обсуждение удалено' },
    backToGroup: { id: 'groups.thread.backToGroup', defaultMessage: 'К группе' },
    comments: { id: 'groups.thread.comments', defaultMessage: 'Комментарии' },
    noComments: { id: 'groups.thread.noComments', defaultMessage: 'Комментариев пока нет.' },
    more: { id: 'groups.thread.more', defaultMessage: 'Показать ещё' },
    loadingMore: { id: 'groups.thread.loadingMore', defaultMessage: 'Загружаем…' },
    write: { id: 'groups.thread.write', defaultMessage: 'Ваш комментарий' },
    send: { id: 'groups.thread.send', defaultMessage: 'Отправить' },
    sending: { id: 'groups.thread.sending', defaultMessage: 'Отправляем…' },
    reply: { id: 'groups.thread.reply', defaultMessage: 'Ответить' },
    cancelReply: { id: 'groups.thread.cancelReply', defaultMessage: 'Не отвечать' },
    edit: { id: 'groups.thread.edit', defaultMessage: 'Изменить' },
    save: { id: 'groups.thread.save', defaultMessage: 'Сохранить' },
    saving: { id: 'groups.thread.saving', defaultMessage: 'Сохраняем…' },
    cancel: { id: 'groups.thread.cancel', defaultMessage: 'Отмена' },
    delete: { id: 'groups.thread.delete', defaultMessage: 'Удалить' },
    deleteThread: { id: 'groups.thread.deleteThread', defaultMessage: 'Удалить обсуждение' },
    deleteCommentTitle: {
      id: 'groups.thread.deleteComment.title',
      defaultMessage: 'Удалить комментарий?',
    },
    deleteThreadTitle: {
      id: 'groups.thread.deleteThread.title',
      defaultMessage: 'Удалить обсуждение со всеми комментариями?',
    },
    deleteText: { id: 'groups.thread.delete.text', defaultMessage: 'Вернуть его будет нельзя.' },
    deleting: { id: 'groups.thread.deleting', defaultMessage: 'Удаляем…' },
    pin: { id: 'groups.thread.pin', defaultMessage: 'Закрепить' },
    unpin: { id: 'groups.thread.unpin', defaultMessage: 'Открепить' },
    pinned: { id: 'groups.thread.pinned', defaultMessage: 'Закреплено' },
    edited: { id: 'groups.thread.edited', defaultMessage: 'изменено' },
    required: { id: 'groups.thread.required', defaultMessage: 'Напишите что-нибудь.' },
    signIn: {
      id: 'groups.thread.signIn',
      defaultMessage: 'Войдите, чтобы участвовать в обсуждении.',
    },
    joinFirst: {
      id: 'groups.thread.joinFirst',
      defaultMessage: 'Писать в обсуждениях могут участники группы.',
    },
    failed: { id: 'groups.thread.failed', defaultMessage: 'Не получилось' },
    dismiss: { id: 'groups.thread.dismiss', defaultMessage: 'Скрыть сообщение' },
    noName: { id: 'groups.thread.noName', defaultMessage: 'Без имени' },
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'groups.thread.tooLong',
    defaultMessage: 'Комментарий длиннее {max} символов.',
  }),
  replyingTo: defineMessage<{ name: string }>({
    id: 'groups.thread.replyingTo',
    defaultMessage: 'Ответ для {name}',
  }),
  inReplyTo: defineMessage<{ name: string }>({
    id: 'groups.thread.inReplyTo',
    defaultMessage: 'в ответ {name}',
  }),
};
