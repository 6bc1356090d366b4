import { defineMessage, defineMessages } from 'react-intl';
import type { AdminEventStatus, ContentSection } from '../../../../machines/admin/content.types';

export const adminContentMessages = defineMessages({
  title: { id: 'admin.content.title', defaultMessage: 'Материалы' },
  sections: { id: 'admin.content.sections', defaultMessage: 'Что показать' },
  search: { id: 'admin.content.search', defaultMessage: 'Поиск' },
  searchEvents: { id: 'admin.content.search.events', defaultMessage: 'Название события' },
  searchGroups: { id: 'admin.content.search.groups', defaultMessage: 'Название группы' },
  status: { id: 'admin.content.status', defaultMessage: 'Статус' },
  anyStatus: { id: 'admin.content.status.any', defaultMessage: 'Любой' },
  featured: { id: 'admin.content.featured', defaultMessage: 'Рекомендуемые' },
  featuredAny: { id: 'admin.content.featured.any', defaultMessage: 'Все' },
  featuredOnly: { id: 'admin.content.featured.only', defaultMessage: 'Только рекомендуемые' },
  featuredNot: { id: 'admin.content.featured.not', defaultMessage: 'Кроме рекомендуемых' },
  featuredBadge: { id: 'admin.content.featured.badge', defaultMessage: 'Рекомендуемое' },
  loading: { id: 'admin.content.loading', defaultMessage: 'Загружаем…' },
  failedTitle: { id: 'admin.content.failed', defaultMessage: 'Не удалось загрузить список' },
  retry: { id: 'admin.content.retry', defaultMessage: 'Повторить' },
  empty: { id: 'admin.content.empty', defaultMessage: 'Ничего не нашлось.' },
  organiser: { id: 'admin.content.organiser', defaultMessage: 'Организатор' },
  owner: { id: 'admin.content.owner', defaultMessage: 'Владелец' },
  noName: { id: 'admin.content.noName', defaultMessage: 'Без имени' },
  deletedPerson: { id: 'admin.content.deletedPerson', defaultMessage: 'Удалённый пользователь' },
  feature: { id: 'admin.content.feature', defaultMessage: 'Рекомендовать' },
  unfeature: { id: 'admin.content.unfeature', defaultMessage: 'Убрать из рекомендуемых' },
  unpublish: { id: 'admin.content.unpublish', defaultMessage: 'Снять с публикации' },
  close: { id: 'admin.content.close', defaultMessage: 'Закрыть группу' },
  closed: { id: 'admin.content.closed', defaultMessage: 'Закрыта' },
  private: { id: 'admin.content.private', defaultMessage: 'Закрытая' },
  public: { id: 'admin.content.public', defaultMessage: 'Открытая' },
  reason: { id: 'admin.content.reason', defaultMessage: 'Причина (её получит автор)' },
  reasonTooLong: { id: 'admin.content.reasonTooLong', defaultMessage: 'Не больше 500 символов' },
  cancel: { id: 'admin.content.cancel', defaultMessage: 'Отмена' },
  actionFailed: { id: 'admin.content.actionFailed', defaultMessage: 'Не получилось' },
  previous: { id: 'admin.content.previous', defaultMessage: 'Назад' },
  next: { id: 'admin.content.next', defaultMessage: 'Дальше' },
  paging: { id: 'admin.content.paging', defaultMessage: 'Страницы списка' },
  confirmUnpublish: {
    id: 'admin.content.confirm.unpublish',
    defaultMessage: 'Событие вернётся в черновики, организатор получит уведомление.',
  },
  confirmClose: {
    id: 'admin.content.confirm.close',
    defaultMessage: 'Группа закроется, владелец получит уведомление.',
  },
});

export const sectionMessages: Record<
  ContentSection,
  ReturnType<typeof defineMessage>
> = defineMessages({
  events: { id: 'admin.content.section.events', defaultMessage: 'События' },
  groups: { id: 'admin.content.section.groups', defaultMessage: 'Группы' },
});

export const eventStatusMessages: Record<
  AdminEventStatus,
  ReturnType<typeof defineMessage>
> = defineMessages({
  published: { id: 'admin.content.eventStatus.published', defaultMessage: 'Опубликовано' },
  draft: { id: 'admin.content.eventStatus.draft', defaultMessage: 'Черновик' },
  cancelled: { id: 'admin.content.eventStatus.cancelled', defaultMessage: 'Отменено' },
});

export const goingCount = defineMessage<{ count: number }>({
  id: 'admin.content.going',
  defaultMessage: '{count, plural, one {# идёт} few {# идут} many {# идут} other {# идут}}',
});

export const memberCount = defineMessage<{ count: number }>({
  id: 'admin.content.members',
  defaultMessage:
    '{count, plural, one {# участник} few {# участника} many {# участников} other {# участника}}',
});

export const actionOn = defineMessage<{ action: string; name: string }>({
  id: 'admin.content.actionOn',
  defaultMessage: '{action}: {name}',
});

export const pageOf = defineMessage<{ page: number; pages: number }>({
  id: 'admin.content.pageOf',
  defaultMessage: 'Страница {page} из {pages}',
});
