/** Texts of /admin/audit, the log of admin actions (issue 19). */
import { defineMessage, defineMessages } from 'react-intl';
import type { AuditKind, AuditTargetType } from '../../../../machines/admin/audit.types';

export const auditMessages = defineMessages({
  title: { id: 'admin.audit.title', defaultMessage: 'Журнал действий' },
  filters: { id: 'admin.audit.filters', defaultMessage: 'Фильтры журнала' },
  kind: { id: 'admin.audit.filter.kind', defaultMessage: 'Действие' },
  anyKind: { id: 'admin.audit.filter.kind.any', defaultMessage: 'Все действия' },
  targetType: { id: 'admin.audit.filter.target', defaultMessage: 'Объект' },
  anyTarget: { id: 'admin.audit.filter.target.any', defaultMessage: 'Все объекты' },
  from: { id: 'admin.audit.filter.from', defaultMessage: 'С даты' },
  to: { id: 'admin.audit.filter.to', defaultMessage: 'По дату' },
  clear: { id: 'admin.audit.filter.clear', defaultMessage: 'Сбросить фильтры' },
  loading: { id: 'admin.audit.loading', defaultMessage: 'Загружаем журнал…' },
  paging: { id: 'admin.audit.paging', defaultMessage: 'Загружаем страницу…' },
  failedTitle: { id: 'admin.audit.failed.title', defaultMessage: 'Не удалось загрузить журнал' },
  retry: { id: 'admin.audit.retry', defaultMessage: 'Попробовать ещё раз' },
  emptyTitle: { id: 'admin.audit.empty.title', defaultMessage: 'Записей пока нет' },
  emptyText: {
    id: 'admin.audit.empty.text',
    defaultMessage: 'Здесь появится каждое действие администраторов: кто, что, с чем и когда.',
  },
  emptyFilteredTitle: {
    id: 'admin.audit.empty.filtered.title',
    defaultMessage: 'Под эти фильтры ничего не подходит',
  },
  emptyFilteredText: {
    id: 'admin.audit.empty.filtered.text',
    defaultMessage: 'Измените или сбросьте фильтры.',
  },
  table: { id: 'admin.audit.table', defaultMessage: 'Действия администраторов, новые сверху' },
  when: { id: 'admin.audit.column.when', defaultMessage: 'Когда' },
  who: { id: 'admin.audit.column.who', defaultMessage: 'Кто' },
  what: { id: 'admin.audit.column.what', defaultMessage: 'Действие' },
  target: { id: 'admin.audit.column.target', defaultMessage: 'Объект' },
  changes: { id: 'admin.audit.column.changes', defaultMessage: 'Изменения' },
  noChanges: { id: 'admin.audit.noChanges', defaultMessage: '—' },
  deletedActor: { id: 'admin.audit.deletedActor', defaultMessage: 'Удалённый пользователь' },
  pages: { id: 'admin.audit.pages', defaultMessage: 'Страницы журнала' },
  previous: { id: 'admin.audit.previous', defaultMessage: 'Назад' },
  next: { id: 'admin.audit.next', defaultMessage: 'Вперёд' },
});

/** The filter a row's actor sets: «Только действия: Анна». */
export const onlyActorMessage = defineMessage<{ name: string }>({
  id: 'admin.audit.onlyActor',
  defaultMessage: 'Только действия: {name}',
});

/** The chip of the actor filter, with its remove button. */
export const actorFilterMessage = defineMessage<{ name: string }>({
  id: 'admin.audit.filter.actor',
  defaultMessage: 'Администратор: {name}',
});
export const removeActorFilterMessage = defineMessage<{ name: string }>({
  id: 'admin.audit.filter.actor.remove',
  defaultMessage: 'Убрать фильтр: {name}',
});

/** Which rows show of how many: «26–50 из 120». */
export const rangeMessage = defineMessage<{ first: number; last: number; total: number }>({
  id: 'admin.audit.range',
  defaultMessage: '{first, number}–{last, number} из {total, number}',
});

/** A change of one value: «role: member → admin». */
export const changeMessage = defineMessage<{ field: string; before: string; after: string }>({
  id: 'admin.audit.change',
  defaultMessage: '{field}: {before} → {after}',
});

export const auditKindLabels = defineMessages<AuditKind>({
  'user.create': { id: 'admin.audit.kind.userCreate', defaultMessage: 'Создание пользователя' },
  'user.confirm': { id: 'admin.audit.kind.userConfirm', defaultMessage: 'Подтверждение адреса' },
  'user.role': { id: 'admin.audit.kind.userRole', defaultMessage: 'Смена роли' },
  'user.ban': { id: 'admin.audit.kind.userBan', defaultMessage: 'Блокировка' },
  'user.unban': { id: 'admin.audit.kind.userUnban', defaultMessage: 'Разблокировка' },
  'user.delete': { id: 'admin.audit.kind.userDelete', defaultMessage: 'Удаление пользователя' },
  'event.feature': {
    id: 'admin.audit.kind.eventFeature',
    defaultMessage: 'Встреча в рекомендуемых',
  },
  'event.unfeature': {
    id: 'admin.audit.kind.eventUnfeature',
    defaultMessage: 'Встреча убрана из рекомендуемых',
  },
  'event.unpublish': {
    id: 'admin.audit.kind.eventUnpublish',
    defaultMessage: 'Встреча снята с публикации',
  },
  'group.close': { id: 'admin.audit.kind.groupClose', defaultMessage: 'Закрытие группы' },
  'message.remove': { id: 'admin.audit.kind.messageRemove', defaultMessage: 'Удаление сообщения' },
  'comment.remove': {
    id: 'admin.audit.kind.commentRemove',
    defaultMessage: 'Удаление комментария',
  },
  'report.dismiss': { id: 'admin.audit.kind.reportDismiss', defaultMessage: 'Жалоба отклонена' },
  'report.remove': {
    id: 'admin.audit.kind.reportRemove',
    defaultMessage: 'По жалобе: материал удалён',
  },
  'report.ban': {
    id: 'admin.audit.kind.reportBan',
    defaultMessage: 'По жалобе: автор заблокирован',
  },
});

export const auditTargetLabels = defineMessages<AuditTargetType>({
  user: { id: 'admin.audit.targetType.user', defaultMessage: 'Пользователь' },
  event: { id: 'admin.audit.targetType.event', defaultMessage: 'Встреча' },
  group: { id: 'admin.audit.targetType.group', defaultMessage: 'Группа' },
  message: { id: 'admin.audit.targetType.message', defaultMessage: 'Сообщение' },
  comment: { id: 'admin.audit.targetType.comment', defaultMessage: 'Комментарий' },
  person: { id: 'admin.audit.targetType.person', defaultMessage: 'Участник' },
});
