/** Texts of a group's page, its join button and the moderators' requests queue (issue 15). */
import { type MessageDescriptor, defineMessage, defineMessages } from 'react-intl';
import { groupErrorMessages } from '../groups.messages';

/** A refusal's text by its code; codes the screens do not know read as "something went wrong". */
export const errorMessageOf = (code: string | null): MessageDescriptor =>
  groupErrorMessages[code as keyof typeof groupErrorMessages] ?? groupErrorMessages.unknown;

export const groupPageMessages = {
  ...defineMessages({
    loading: { id: 'groups.page.loading', defaultMessage: 'Загружаем группу…' },
    errorTitle: { id: 'groups.page.error.title', defaultMessage: 'Не удалось загрузить группу' },
    retry: { id: 'groups.page.retry', defaultMessage: 'Попробовать ещё раз' },
    about: { id: 'groups.page.about', defaultMessage: 'О группе' },
    public: { id: 'groups.page.public', defaultMessage: 'Открытая группа' },
    private: { id: 'groups.page.private', defaultMessage: 'Закрытая группа' },
    online: { id: 'groups.page.online', defaultMessage: 'Онлайн' },
    lockedTitle: {
      id: 'groups.page.locked.title',
      defaultMessage: 'Это закрытая группа',
    },
    lockedText: {
      id: 'groups.page.locked.text',
      defaultMessage:
        'Участников, обсуждения и события для своих видят только участники. Отправьте заявку — модераторы группы её рассмотрят.',
    },
    closedTitle: { id: 'groups.page.closed.title', defaultMessage: 'Группа закрыта модераторами' },
    closedText: {
      id: 'groups.page.closed.text',
      defaultMessage:
        'В неё больше не вступить, и в ней не начать обсуждение, событие или переписку. Всё написанное раньше остаётся на месте.',
    },
    members: { id: 'groups.page.members', defaultMessage: 'Участники' },
    events: { id: 'groups.page.events', defaultMessage: 'Ближайшие события' },
    noEvents: { id: 'groups.page.events.none', defaultMessage: 'Ближайших событий пока нет.' },
    membersOnlyEvent: { id: 'groups.page.events.membersOnly', defaultMessage: 'Для участников' },
    onlineEvent: { id: 'groups.page.events.online', defaultMessage: 'Онлайн' },
    cancelledEvent: { id: 'groups.page.events.cancelled', defaultMessage: 'Отменено' },
    discussions: { id: 'groups.page.discussions', defaultMessage: 'Обсуждения' },
    noDiscussions: {
      id: 'groups.page.discussions.none',
      defaultMessage: 'Обсуждений пока нет.',
    },
    pinned: { id: 'groups.page.discussions.pinned', defaultMessage: 'Закреплено' },
    moreThreads: { id: 'groups.page.discussions.more', defaultMessage: 'Показать ещё' },
    loadingMore: { id: 'groups.page.discussions.loadingMore', defaultMessage: 'Загружаем…' },
    contentLoading: {
      id: 'groups.page.content.loading',
      defaultMessage: 'Загружаем содержимое группы…',
    },
    contentFailed: {
      id: 'groups.page.content.failed',
      defaultMessage: 'Не удалось загрузить участников и обсуждения.',
    },
    newThread: { id: 'groups.page.thread.new', defaultMessage: 'Новое обсуждение' },
    threadTitle: { id: 'groups.page.thread.title', defaultMessage: 'Тема' },
    threadBody: { id: 'groups.page.thread.body', defaultMessage: 'Текст' },
    threadBodyHint: {
      id: 'groups.page.thread.bodyHint',
      defaultMessage: 'Обычный текст; ссылки станут кликабельными.',
    },
    publish: { id: 'groups.page.thread.publish', defaultMessage: 'Опубликовать' },
    publishing: { id: 'groups.page.thread.publishing', defaultMessage: 'Публикуем…' },
    cancel: { id: 'groups.page.cancel', defaultMessage: 'Отмена' },
    titleRequired: { id: 'groups.page.thread.titleRequired', defaultMessage: 'Укажите тему.' },
    postFailed: {
      id: 'groups.page.thread.postFailed',
      defaultMessage: 'Не удалось опубликовать обсуждение',
    },
    requestsLink: { id: 'groups.page.requestsLink', defaultMessage: 'Заявки на вступление' },
    editLink: { id: 'groups.page.editLink', defaultMessage: 'Изменить группу' },
    chatLink: { id: 'groups.page.chatLink', defaultMessage: 'Чат группы' },
    dismiss: { id: 'groups.page.dismiss', defaultMessage: 'Скрыть сообщение' },
    changeFailed: {
      id: 'groups.page.member.changeFailed',
      defaultMessage: 'Не удалось изменить участника',
    },
    memberActions: { id: 'groups.page.member.actions', defaultMessage: 'Действия' },
    you: { id: 'groups.page.member.you', defaultMessage: 'вы' },
    noName: { id: 'groups.page.member.noName', defaultMessage: 'Без имени' },
    changing: { id: 'groups.page.member.changing', defaultMessage: 'Сохраняем…' },
    confirm: { id: 'groups.page.member.confirm', defaultMessage: 'Подтвердить' },
  }),
  memberCount: defineMessage<{ count: number }>({
    id: 'groups.page.memberCount',
    defaultMessage:
      '{count, plural, one {# участник} few {# участника} many {# участников} other {# участника}}',
  }),
  joinedAt: defineMessage<{ date: string }>({
    id: 'groups.page.member.joinedAt',
    defaultMessage: 'в группе с {date}',
  }),
  titleTooLong: defineMessage<{ max: number }>({
    id: 'groups.page.thread.titleTooLong',
    defaultMessage: 'Тема длиннее {max} символов.',
  }),
  bodyTooLong: defineMessage<{ max: number }>({
    id: 'groups.page.thread.bodyTooLong',
    defaultMessage: 'Текст длиннее {max} символов.',
  }),
  threadMeta: defineMessage<{ author: string; count: number }>({
    id: 'groups.page.thread.meta',
    defaultMessage:
      '{author} · {count, plural, =0 {нет комментариев} one {# комментарий} few {# комментария} many {# комментариев} other {# комментария}}',
  }),
};

export const roleMessages = defineMessages({
  owner: { id: 'groups.role.owner', defaultMessage: 'Владелец' },
  moderator: { id: 'groups.role.moderator', defaultMessage: 'Модератор' },
  member: { id: 'groups.role.member', defaultMessage: 'Участник' },
});

/** Each management action: its menu item, its confirmation, and the toast once done. */
export const memberActionMessages = {
  ...defineMessages({
    promote: { id: 'groups.member.promote', defaultMessage: 'Сделать модератором' },
    demote: { id: 'groups.member.demote', defaultMessage: 'Снять с модераторов' },
    remove: { id: 'groups.member.remove', defaultMessage: 'Исключить из группы' },
    ban: { id: 'groups.member.ban', defaultMessage: 'Заблокировать' },
    transfer: { id: 'groups.member.transfer', defaultMessage: 'Передать группу' },
    promoteDone: { id: 'groups.member.promote.done', defaultMessage: 'Теперь это модератор' },
    demoteDone: { id: 'groups.member.demote.done', defaultMessage: 'Больше не модератор' },
    removeDone: { id: 'groups.member.remove.done', defaultMessage: 'Участник исключён' },
    banDone: { id: 'groups.member.ban.done', defaultMessage: 'Участник заблокирован' },
    transferDone: { id: 'groups.member.transfer.done', defaultMessage: 'Группа передана' },
  }),
  removeConfirm: defineMessage<{ name: string }>({
    id: 'groups.member.remove.confirm',
    defaultMessage: 'Исключить {name} из группы? Вернуться можно будет только заново вступив.',
  }),
  banConfirm: defineMessage<{ name: string }>({
    id: 'groups.member.ban.confirm',
    defaultMessage:
      'Заблокировать {name}? Этот человек не сможет вступить снова или подать заявку.',
  }),
  transferConfirm: defineMessage<{ name: string }>({
    id: 'groups.member.transfer.confirm',
    defaultMessage:
      'Передать группу {name}? Владельцем станет этот человек, а вы станете модератором.',
  }),
};

export const membershipMessages = defineMessages({
  signIn: { id: 'groups.membership.signIn', defaultMessage: 'Войти, чтобы вступить' },
  join: { id: 'groups.membership.join', defaultMessage: 'Вступить' },
  joining: { id: 'groups.membership.joining', defaultMessage: 'Вступаем…' },
  request: { id: 'groups.membership.request', defaultMessage: 'Подать заявку' },
  requestTitle: { id: 'groups.membership.request.title', defaultMessage: 'Заявка на вступление' },
  requestMessage: {
    id: 'groups.membership.request.message',
    defaultMessage: 'Сообщение модераторам (необязательно)',
  },
  requestSend: { id: 'groups.membership.request.send', defaultMessage: 'Отправить заявку' },
  requesting: { id: 'groups.membership.requesting', defaultMessage: 'Отправляем…' },
  requested: { id: 'groups.membership.requested', defaultMessage: 'Заявка отправлена' },
  requestedText: {
    id: 'groups.membership.requested.text',
    defaultMessage: 'Модераторы рассмотрят её; вы увидите группу, как только вас примут.',
  },
  cancelRequest: { id: 'groups.membership.cancelRequest', defaultMessage: 'Отозвать заявку' },
  cancelling: { id: 'groups.membership.cancelling', defaultMessage: 'Отзываем…' },
  member: { id: 'groups.membership.member', defaultMessage: 'Вы в группе' },
  leave: { id: 'groups.membership.leave', defaultMessage: 'Выйти из группы' },
  leaving: { id: 'groups.membership.leaving', defaultMessage: 'Выходим…' },
  owner: { id: 'groups.membership.owner', defaultMessage: 'Вы владелец группы' },
  ownerText: {
    id: 'groups.membership.owner.text',
    defaultMessage:
      'Чтобы выйти из группы, сначала передайте её другому участнику (в списке участников).',
  },
  banned: { id: 'groups.membership.banned', defaultMessage: 'Вы заблокированы в этой группе' },
  bannedText: {
    id: 'groups.membership.banned.text',
    defaultMessage: 'Вступить или подать заявку снова нельзя.',
  },
  failed: { id: 'groups.membership.failed', defaultMessage: 'Не получилось' },
  joinedToast: { id: 'groups.membership.joined.toast', defaultMessage: 'Вы вступили в группу' },
  requestedToast: {
    id: 'groups.membership.requested.toast',
    defaultMessage: 'Заявка отправлена модераторам',
  },
  cancelledToast: { id: 'groups.membership.cancelled.toast', defaultMessage: 'Заявка отозвана' },
  leftToast: { id: 'groups.membership.left.toast', defaultMessage: 'Вы вышли из группы' },
});

export const requestsMessages = {
  ...defineMessages({
    title: { id: 'groups.requests.title', defaultMessage: 'Заявки на вступление' },
    loading: { id: 'groups.requests.loading', defaultMessage: 'Загружаем заявки…' },
    empty: { id: 'groups.requests.empty', defaultMessage: 'Новых заявок нет.' },
    forbiddenTitle: {
      id: 'groups.requests.forbidden.title',
      defaultMessage: 'Заявки видят только владелец и модераторы',
    },
    errorTitle: { id: 'groups.requests.error', defaultMessage: 'Не удалось загрузить заявки' },
    backToGroup: { id: 'groups.requests.backToGroup', defaultMessage: 'К группе' },
    noMessage: { id: 'groups.requests.noMessage', defaultMessage: 'Без сообщения' },
    approve: { id: 'groups.requests.approve', defaultMessage: 'Принять' },
    decline: { id: 'groups.requests.decline', defaultMessage: 'Отклонить' },
    approving: { id: 'groups.requests.approving', defaultMessage: 'Принимаем…' },
    declining: { id: 'groups.requests.declining', defaultMessage: 'Отклоняем…' },
    approveFailed: {
      id: 'groups.requests.approveFailed',
      defaultMessage: 'Не удалось принять заявку',
    },
    declineFailed: {
      id: 'groups.requests.declineFailed',
      defaultMessage: 'Не удалось отклонить заявку',
    },
    approvedToast: { id: 'groups.requests.approved.toast', defaultMessage: 'Заявка принята' },
    declinedToast: { id: 'groups.requests.declined.toast', defaultMessage: 'Заявка отклонена' },
  }),
  sentAt: defineMessage<{ date: string }>({
    id: 'groups.requests.sentAt',
    defaultMessage: 'заявка от {date}',
  }),
};
