/** Texts of /admin's dashboard (issue 19). */
import { defineMessage, defineMessages } from 'react-intl';
import type { StatKey, TrendMetric } from '../../../../machines/admin/dashboard.selectors';

export const dashboardMessages = defineMessages({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Обзор' },
  period: { id: 'admin.dashboard.period', defaultMessage: 'Период' },
  loading: { id: 'admin.dashboard.loading', defaultMessage: 'Загружаем статистику…' },
  switching: { id: 'admin.dashboard.switching', defaultMessage: 'Обновляем статистику…' },
  failedTitle: {
    id: 'admin.dashboard.failed.title',
    defaultMessage: 'Не удалось загрузить статистику',
  },
  retry: { id: 'admin.dashboard.retry', defaultMessage: 'Попробовать ещё раз' },
  totals: { id: 'admin.dashboard.totals', defaultMessage: 'Всего' },
  trends: { id: 'admin.dashboard.trends', defaultMessage: 'Новое по дням' },
  table: { id: 'admin.dashboard.table', defaultMessage: 'Таблица' },
  date: { id: 'admin.dashboard.table.date', defaultMessage: 'Дата' },
  count: { id: 'admin.dashboard.table.count', defaultMessage: 'Количество' },
  topCategories: { id: 'admin.dashboard.topCategories', defaultMessage: 'Популярные категории' },
  topCities: { id: 'admin.dashboard.topCities', defaultMessage: 'Популярные города' },
  noEvents: { id: 'admin.dashboard.noEvents', defaultMessage: 'Встреч пока нет.' },
});

/** A period's name: «30 дней». */
export const periodMessage = defineMessage<{ days: number }>({
  id: 'admin.dashboard.periodDays',
  defaultMessage: '{days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
});

/** Beside a chart's title: how many came in the whole period. */
export const periodSumMessage = defineMessage<{ count: number }>({
  id: 'admin.dashboard.periodSum',
  defaultMessage: 'За период: {count, number}',
});

/** A top list's figure: «12 встреч». */
export const eventsCountMessage = defineMessage<{ count: number }>({
  id: 'admin.dashboard.eventsCount',
  defaultMessage:
    '{count, plural, one {# встреча} few {# встречи} many {# встреч} other {# встречи}}',
});

export const statLabels = defineMessages<StatKey>({
  users: { id: 'admin.dashboard.stat.users', defaultMessage: 'Пользователи' },
  confirmedUsers: {
    id: 'admin.dashboard.stat.confirmedUsers',
    defaultMessage: 'Подтвердили адрес',
  },
  eventsPublished: {
    id: 'admin.dashboard.stat.eventsPublished',
    defaultMessage: 'Опубликованные встречи',
  },
  eventsDraft: { id: 'admin.dashboard.stat.eventsDraft', defaultMessage: 'Черновики встреч' },
  eventsCancelled: {
    id: 'admin.dashboard.stat.eventsCancelled',
    defaultMessage: 'Отменённые встречи',
  },
  groups: { id: 'admin.dashboard.stat.groups', defaultMessage: 'Группы' },
  rsvps: { id: 'admin.dashboard.stat.rsvps', defaultMessage: 'Записи на встречи' },
  messages: { id: 'admin.dashboard.stat.messages', defaultMessage: 'Сообщения' },
});

export const trendTitles = defineMessages<TrendMetric>({
  users: { id: 'admin.dashboard.trend.users', defaultMessage: 'Новые пользователи' },
  events: { id: 'admin.dashboard.trend.events', defaultMessage: 'Новые встречи' },
  rsvps: { id: 'admin.dashboard.trend.rsvps', defaultMessage: 'Записи на встречи' },
  messages: { id: 'admin.dashboard.trend.messages', defaultMessage: 'Сообщения' },
});
