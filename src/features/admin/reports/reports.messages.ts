import { defineMessage, defineMessages } from 'react-intl';
import type { ReportOutcome, ReportStatus } from '../../../../machines/admin/reports.types';
import type { ReportTargetType } from '../../../../machines/reports/report.types';

export const adminReportsMessages = defineMessages({
  title: { id: 'admin.reports.title', defaultMessage: 'Жалобы' },
  filter: { id: 'admin.reports.filter', defaultMessage: 'Какие жалобы показать' },
  loading: { id: 'admin.reports.loading', defaultMessage: 'Загружаем жалобы…' },
  failedTitle: { id: 'admin.reports.failed', defaultMessage: 'Не удалось загрузить жалобы' },
  retry: { id: 'admin.reports.retry', defaultMessage: 'Повторить' },
  emptyOpen: { id: 'admin.reports.empty.open', defaultMessage: 'Открытых жалоб нет.' },
  emptyResolved: {
    id: 'admin.reports.empty.resolved',
    defaultMessage: 'Рассмотренных жалоб пока нет.',
  },
  author: { id: 'admin.reports.author', defaultMessage: 'Автор' },
  noLabel: { id: 'admin.reports.noLabel', defaultMessage: 'Без названия' },
  noName: { id: 'admin.reports.noName', defaultMessage: 'Без имени' },
  deletedPerson: { id: 'admin.reports.deletedPerson', defaultMessage: 'Удалённый пользователь' },
  reportsList: { id: 'admin.reports.list', defaultMessage: 'Жалобы по отдельности' },
  cancel: { id: 'admin.reports.cancel', defaultMessage: 'Отмена' },
  banFor: { id: 'admin.reports.banFor', defaultMessage: 'Срок блокировки' },
  confirmFailed: { id: 'admin.reports.confirmFailed', defaultMessage: 'Не получилось' },
  previous: { id: 'admin.reports.previous', defaultMessage: 'Назад' },
  next: { id: 'admin.reports.next', defaultMessage: 'Дальше' },
  paging: { id: 'admin.reports.paging', defaultMessage: 'Страницы жалоб' },
});

export const statusMessages: Record<
  ReportStatus,
  ReturnType<typeof defineMessage>
> = defineMessages({
  open: { id: 'admin.reports.status.open', defaultMessage: 'Открытые' },
  resolved: { id: 'admin.reports.status.resolved', defaultMessage: 'Рассмотренные' },
});

export const targetTypeMessages: Record<
  ReportTargetType,
  ReturnType<typeof defineMessage>
> = defineMessages({
  event: { id: 'admin.reports.type.event', defaultMessage: 'Событие' },
  group: { id: 'admin.reports.type.group', defaultMessage: 'Группа' },
  message: { id: 'admin.reports.type.message', defaultMessage: 'Сообщение' },
  comment: { id: 'admin.reports.type.comment', defaultMessage: 'Комментарий' },
  person: { id: 'admin.reports.type.person', defaultMessage: 'Пользователь' },
});

/** The buttons: what each action does. */
export const outcomeMessages: Record<
  ReportOutcome,
  ReturnType<typeof defineMessage>
> = defineMessages({
  dismiss: { id: 'admin.reports.outcome.dismiss', defaultMessage: 'Отклонить жалобы' },
  remove: { id: 'admin.reports.outcome.remove', defaultMessage: 'Удалить материал' },
  ban: { id: 'admin.reports.outcome.ban', defaultMessage: 'Заблокировать автора' },
});

/** What was done, on a resolved target. */
export const outcomeDoneMessages: Record<
  ReportOutcome,
  ReturnType<typeof defineMessage>
> = defineMessages({
  dismiss: { id: 'admin.reports.done.dismiss', defaultMessage: 'Жалобы отклонены' },
  remove: { id: 'admin.reports.done.remove', defaultMessage: 'Материал удалён' },
  ban: { id: 'admin.reports.done.ban', defaultMessage: 'Автор заблокирован' },
});

/** The confirmation's question, per action. */
export const confirmMessages: Record<
  ReportOutcome,
  ReturnType<typeof defineMessage>
> = defineMessages({
  dismiss: {
    id: 'admin.reports.confirm.dismiss',
    defaultMessage: 'Отклонить все открытые жалобы на «{label}»? Материал останется как есть.',
  },
  remove: {
    id: 'admin.reports.confirm.remove',
    defaultMessage: 'Удалить «{label}»? Автор получит уведомление, жалобы будут закрыты.',
  },
  ban: {
    id: 'admin.reports.confirm.ban',
    defaultMessage:
      'Заблокировать: {author}? До конца срока вход будет закрыт, все сеансы закончатся.',
  },
});

export const reportCount = defineMessage<{ count: number }>({
  id: 'admin.reports.count',
  defaultMessage: '{count, plural, one {# жалоба} few {# жалобы} many {# жалоб} other {# жалобы}}',
});

export const resolvedNotice = defineMessage<{ count: number }>({
  id: 'admin.reports.resolvedNotice',
  defaultMessage:
    '{count, plural, one {Закрыта # жалоба} few {Закрыто # жалобы} many {Закрыто # жалоб} other {Закрыто # жалобы}}',
});

export const pageOf = defineMessage<{ page: number; pages: number }>({
  id: 'admin.reports.pageOf',
  defaultMessage: 'Страница {page} из {pages}',
});

export const actionOn = defineMessage<{ action: string; label: string }>({
  id: 'admin.reports.actionOn',
  defaultMessage: '{action}: {label}',
});

export const banHoursMessage = defineMessage<{ hours: number }>({
  id: 'admin.reports.banHours',
  defaultMessage:
    '{hours, select, 24 {На сутки} 168 {На неделю} 720 {На 30 дней} 8760 {На год} other {На {hours} ч}}',
});
