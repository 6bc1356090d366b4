import { defineMessage, defineMessages } from 'react-intl';

export const myEventsMessages = {
  ...defineMessages({
    title: { id: 'profile.events.title', defaultMessage: 'Мои события' },
    organizing: { id: 'profile.events.tab.organizing', defaultMessage: 'Организую' },
    attending: { id: 'profile.events.tab.attending', defaultMessage: 'Посещаю' },
    upcoming: { id: 'profile.events.upcoming', defaultMessage: 'Предстоящие' },
    past: { id: 'profile.events.past', defaultMessage: 'Прошедшие' },
    hidePast: { id: 'profile.events.past.hide', defaultMessage: 'Скрыть прошедшие' },
    noUpcoming: {
      id: 'profile.events.upcoming.none',
      defaultMessage: 'Предстоящих событий нет.',
    },
    organizingEmpty: {
      id: 'profile.events.organizing.empty',
      defaultMessage: 'Вы ещё не организовали ни одного события.',
    },
    attendingEmpty: {
      id: 'profile.events.attending.empty',
      defaultMessage: 'Вы пока не записались ни на одно событие.',
    },
    emptyTitle: { id: 'profile.events.empty.title', defaultMessage: 'Здесь пока пусто' },
    emptyText: {
      id: 'profile.events.empty.text',
      defaultMessage:
        'Создайте своё событие или запишитесь на интересное из каталога — оно появится здесь.',
    },
    create: { id: 'profile.events.create', defaultMessage: 'Создать событие' },
    browse: { id: 'profile.events.browse', defaultMessage: 'Найти события' },
    edit: { id: 'profile.events.edit', defaultMessage: 'Изменить' },
    going: { id: 'profile.events.rsvp.going', defaultMessage: 'Вы идёте' },
    waitlisted: { id: 'profile.events.rsvp.waitlisted', defaultMessage: 'В листе ожидания' },
    loading: { id: 'profile.events.loading', defaultMessage: 'Загружаем ваши события…' },
    loadFailedTitle: {
      id: 'profile.events.loadFailed.title',
      defaultMessage: 'Не удалось загрузить ваши события',
    },
    loadFailedText: {
      id: 'profile.events.loadFailed.text',
      defaultMessage: 'Проверьте соединение и попробуйте ещё раз.',
    },
  }),
  editLabel: defineMessage<{ title: string }>({
    id: 'profile.events.edit.label',
    defaultMessage: 'Изменить «{title}»',
  }),
  count: defineMessage<{ count: number }>({
    id: 'profile.events.count',
    defaultMessage:
      '{count, plural, one {# событие} few {# события} many {# событий} other {# события}}',
  }),
  showPast: defineMessage<{ count: number }>({
    id: 'profile.events.past.show',
    defaultMessage:
      'Показать прошедшие: {count, plural, one {# событие} few {# события} many {# событий} other {# события}}',
  }),
  more: defineMessage<{ count: number }>({
    id: 'profile.events.more',
    defaultMessage:
      'Показать ещё {count, plural, one {# событие} few {# события} many {# событий} other {# события}}',
  }),
};
