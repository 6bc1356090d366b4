/** Texts of /notifications, the bell's popover and the notification settings (issue 17). */
import { type MessageDescriptor, defineMessage, defineMessages } from 'react-intl';
import type {
  NotificationType,
  NotificationsErrorCode,
} from '../../../machines/notifications/notifications.types';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Уведомления' },
  description: {
    id: 'notifications.description',
    defaultMessage: 'Что нового на ваших встречах, в группах и сообщениях.',
  },
  list: { id: 'notifications.list', defaultMessage: 'Уведомления' },
  filter: { id: 'notifications.filter', defaultMessage: 'Какие показать' },
  filterAll: { id: 'notifications.filter.all', defaultMessage: 'Все' },
  filterUnread: { id: 'notifications.filter.unread', defaultMessage: 'Непрочитанные' },
  loading: { id: 'notifications.loading', defaultMessage: 'Загружаем уведомления…' },
  failedTitle: {
    id: 'notifications.failed.title',
    defaultMessage: 'Не удалось загрузить уведомления',
  },
  retry: { id: 'notifications.retry', defaultMessage: 'Попробовать ещё раз' },
  emptyTitle: { id: 'notifications.empty.title', defaultMessage: 'Уведомлений пока нет' },
  emptyText: {
    id: 'notifications.empty.text',
    defaultMessage:
      'Здесь появится, когда кто-то пойдёт на вашу встречу, ответит вам в обсуждении или вас примут в группу.',
  },
  emptyUnreadTitle: { id: 'notifications.empty.unread.title', defaultMessage: 'Всё прочитано' },
  emptyUnreadText: {
    id: 'notifications.empty.unread.text',
    defaultMessage: 'Непрочитанных уведомлений нет.',
  },
  showAll: { id: 'notifications.empty.unread.showAll', defaultMessage: 'Показать все' },
  unread: { id: 'notifications.item.unread', defaultMessage: 'Не прочитано' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Отметить прочитанным' },
  markingRead: { id: 'notifications.markRead.pending', defaultMessage: 'Отмечаем…' },
  markAll: { id: 'notifications.markAll', defaultMessage: 'Отметить все прочитанными' },
  markingAll: { id: 'notifications.markAll.pending', defaultMessage: 'Отмечаем все…' },
  markFailed: {
    id: 'notifications.markRead.failed',
    defaultMessage: 'Не удалось отметить прочитанным',
  },
  dismiss: { id: 'notifications.markRead.failed.dismiss', defaultMessage: 'Скрыть' },
  more: { id: 'notifications.more', defaultMessage: 'Показать ещё' },
  loadingMore: { id: 'notifications.more.loading', defaultMessage: 'Загружаем…' },
  moreFailed: {
    id: 'notifications.more.failed',
    defaultMessage: 'Не удалось загрузить следующие уведомления',
  },
  allShown: { id: 'notifications.allShown', defaultMessage: 'Это все ваши уведомления' },
  someone: { id: 'notifications.actor.someone', defaultMessage: 'Кто-то' },
  popoverEmpty: { id: 'notifications.popover.empty', defaultMessage: 'Пока ничего нового' },
  popoverAll: { id: 'notifications.popover.all', defaultMessage: 'Все уведомления' },
  changedTime: { id: 'notifications.changed.time', defaultMessage: 'время' },
  changedPlace: { id: 'notifications.changed.place', defaultMessage: 'место' },
  changedLink: { id: 'notifications.changed.link', defaultMessage: 'ссылка' },
});

/** The bell's count, read out after its name. */
export const unreadCountMessage = defineMessage<{ count: number }>({
  id: 'notifications.bell.unread',
  defaultMessage:
    '{count, plural, one {# непрочитанное} few {# непрочитанных} many {# непрочитанных} other {# непрочитанного}}',
});

const errors = defineMessages({
  not_signed_in: {
    id: 'notifications.error.notSignedIn',
    defaultMessage: 'Войдите, чтобы увидеть уведомления.',
  },
  network: {
    id: 'notifications.error.network',
    defaultMessage: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  },
  unknown: {
    id: 'notifications.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
});

export const notificationsErrorOf = (code: NotificationsErrorCode | null): MessageDescriptor =>
  errors[code ?? 'unknown'];

type ItemValues = {
  actor: string;
  others: number;
  event: string;
  group: string;
  thread: string;
  role: string;
  changes: string;
  action: string;
  outcome: string;
};

/**
 * One message per type, rendered from the notification's params in the viewer's language; the
 * verbs agree with one person or several («Анна идёт», «Анна и ещё 12 человек идут»).
 */
export const notificationTexts: Record<NotificationType, MessageDescriptor> = {
  'rsvp.created': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.rsvpCreated',
    defaultMessage:
      '{others, plural, =0 {{actor} идёт на «{event}»} one {{actor} и ещё # человек идут на «{event}»} few {{actor} и ещё # человека идут на «{event}»} many {{actor} и ещё # человек идут на «{event}»} other {{actor} и ещё # человека идут на «{event}»}}',
  }),
  'rsvp.cancelled': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.rsvpCancelled',
    defaultMessage:
      '{others, plural, =0 {{actor} больше не идёт на «{event}»} one {{actor} и ещё # человек больше не идут на «{event}»} few {{actor} и ещё # человека больше не идут на «{event}»} many {{actor} и ещё # человек больше не идут на «{event}»} other {{actor} и ещё # человека больше не идут на «{event}»}}',
  }),
  'waitlist.promoted': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.waitlistPromoted',
    defaultMessage: 'Место освободилось: вы идёте на «{event}»',
  }),
  'event.changed': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.eventChanged',
    defaultMessage: 'Во встрече «{event}» изменилось: {changes}',
  }),
  'event.cancelled': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.eventCancelled',
    defaultMessage: 'Встреча «{event}» отменена',
  }),
  'event.reminder': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.eventReminder',
    defaultMessage: 'Напоминаем: «{event}» уже завтра',
  }),
  'group.join_requested': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.joinRequested',
    defaultMessage:
      '{others, plural, =0 {{actor} хочет вступить в группу «{group}»} one {{actor} и ещё # человек хотят вступить в группу «{group}»} few {{actor} и ещё # человека хотят вступить в группу «{group}»} many {{actor} и ещё # человек хотят вступить в группу «{group}»} other {{actor} и ещё # человека хотят вступить в группу «{group}»}}',
  }),
  'group.join_approved': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.joinApproved',
    defaultMessage: 'Вас приняли в группу «{group}»',
  }),
  'group.join_declined': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.joinDeclined',
    defaultMessage: 'Заявку в группу «{group}» отклонили',
  }),
  'group.role_changed': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.roleChanged',
    defaultMessage:
      'Ваша роль в группе «{group}»: {role, select, owner {владелец} moderator {модератор} other {участник}}',
  }),
  'group.event_created': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.groupEventCreated',
    defaultMessage: 'Новая встреча в группе «{group}»: «{event}»',
  }),
  'discussion.reply': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.discussionReply',
    defaultMessage:
      '{others, plural, =0 {{actor}: новый ответ в обсуждении «{thread}»} one {{actor} и ещё # человек: новые ответы в обсуждении «{thread}»} few {{actor} и ещё # человека: новые ответы в обсуждении «{thread}»} many {{actor} и ещё # человек: новые ответы в обсуждении «{thread}»} other {{actor} и ещё # человека: новые ответы в обсуждении «{thread}»}}',
  }),
  'message.unread': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.messageUnread',
    defaultMessage: '{actor} ждёт ответа в личных сообщениях',
  }),
  'admin.action': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.adminAction',
    defaultMessage:
      '{action, select, event_unpublish {Администрация «Встреч» сняла с публикации вашу встречу «{event}»} group_close {Администрация «Встреч» закрыла вашу группу «{group}»} message_remove {Администрация «Встреч» удалила ваше сообщение} comment_remove {Администрация «Встреч» удалила ваш комментарий в обсуждении} other {Администрация «Встреч» изменила ваш профиль или материалы}}',
  }),
  'report.resolved': defineMessage<Partial<ItemValues>>({
    id: 'notifications.item.reportResolved',
    defaultMessage:
      '{outcome, select, dismiss {Ваша жалоба рассмотрена: нарушений не нашли} remove {Ваша жалоба рассмотрена: материал удалён} ban {Ваша жалоба рассмотрена: автор заблокирован} other {Ваша жалоба рассмотрена}}',
  }),
};

/** The settings section. */
export const preferencesMessages = defineMessages({
  title: { id: 'notifications.preferences.title', defaultMessage: 'Уведомления' },
  intro: {
    id: 'notifications.preferences.intro',
    defaultMessage: 'О чём сообщать вам в приложении и по почте.',
  },
  inApp: { id: 'notifications.preferences.inApp', defaultMessage: 'В приложении' },
  email: { id: 'notifications.preferences.email', defaultMessage: 'По почте' },
  loading: {
    id: 'notifications.preferences.loading',
    defaultMessage: 'Загружаем настройки уведомлений…',
  },
  failed: {
    id: 'notifications.preferences.failed',
    defaultMessage: 'Не удалось загрузить настройки уведомлений',
  },
  saving: { id: 'notifications.preferences.saving', defaultMessage: 'Сохраняем…' },
  saveFailed: {
    id: 'notifications.preferences.saveFailed',
    defaultMessage: 'Не удалось сохранить: выбор вернули как было',
  },
});

/** What each type is about, as the settings name it. */
export const preferenceLabels = defineMessages<NotificationType>({
  'rsvp.created': {
    id: 'notifications.preferences.type.rsvpCreated',
    defaultMessage: 'Кто-то идёт на мою встречу',
  },
  'rsvp.cancelled': {
    id: 'notifications.preferences.type.rsvpCancelled',
    defaultMessage: 'Кто-то передумал идти на мою встречу',
  },
  'waitlist.promoted': {
    id: 'notifications.preferences.type.waitlistPromoted',
    defaultMessage: 'Мне досталось место из листа ожидания',
  },
  'event.changed': {
    id: 'notifications.preferences.type.eventChanged',
    defaultMessage: 'Встреча, на которую я иду, изменилась',
  },
  'event.cancelled': {
    id: 'notifications.preferences.type.eventCancelled',
    defaultMessage: 'Встреча, на которую я иду, отменена',
  },
  'event.reminder': {
    id: 'notifications.preferences.type.eventReminder',
    defaultMessage: 'Напоминание за день до встречи',
  },
  'group.join_requested': {
    id: 'notifications.preferences.type.joinRequested',
    defaultMessage: 'Заявки на вступление в мои группы',
  },
  'group.join_approved': {
    id: 'notifications.preferences.type.joinApproved',
    defaultMessage: 'Меня приняли в группу',
  },
  'group.join_declined': {
    id: 'notifications.preferences.type.joinDeclined',
    defaultMessage: 'Мою заявку в группу отклонили',
  },
  'group.role_changed': {
    id: 'notifications.preferences.type.roleChanged',
    defaultMessage: 'Моя роль в группе изменилась',
  },
  'group.event_created': {
    id: 'notifications.preferences.type.groupEventCreated',
    defaultMessage: 'Новая встреча в моей группе',
  },
  'discussion.reply': {
    id: 'notifications.preferences.type.discussionReply',
    defaultMessage: 'Ответы в моих обсуждениях',
  },
  'message.unread': {
    id: 'notifications.preferences.type.messageUnread',
    defaultMessage: 'Личное сообщение не прочитано 10 минут',
  },
  'admin.action': {
    id: 'notifications.preferences.type.adminAction',
    defaultMessage: 'Действия администрации с моим профилем',
  },
  'report.resolved': {
    id: 'notifications.preferences.type.reportResolved',
    defaultMessage: 'Мои жалобы рассмотрены',
  },
});
