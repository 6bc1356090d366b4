import { defineMessage, defineMessages } from 'react-intl';
import { categoryMessages } from '../../components/category/category.messages';

export const myGroupsMessages = {
  ...defineMessages({
    title: { id: 'profile.groups.title', defaultMessage: 'Мои группы' },
    loading: { id: 'profile.groups.loading', defaultMessage: 'Загружаем ваши группы…' },
    loadFailedTitle: {
      id: 'profile.groups.loadFailed.title',
      defaultMessage: 'Не удалось загрузить ваши группы',
    },
    loadFailedText: {
      id: 'profile.groups.loadFailed.text',
      defaultMessage: 'Проверьте соединение и попробуйте ещё раз.',
    },
    emptyTitle: {
      id: 'profile.groups.empty.title',
      defaultMessage: 'Вы пока не состоите ни в одной группе',
    },
    emptyText: {
      id: 'profile.groups.empty.text',
      defaultMessage: 'Найдите группу по интересам в каталоге или создайте свою.',
    },
    noGroups: {
      id: 'profile.groups.none',
      defaultMessage: 'Вы пока не состоите ни в одной группе: ваши заявки ждут ответа.',
    },
    browse: { id: 'profile.groups.browse', defaultMessage: 'Найти группы' },
    create: { id: 'profile.groups.create', defaultMessage: 'Создать группу' },
    online: { id: 'profile.groups.online', defaultMessage: 'Онлайн' },
    private: { id: 'profile.groups.private', defaultMessage: 'Закрытая' },
    requests: { id: 'profile.groups.requests.title', defaultMessage: 'Заявки на вступление' },
    pending: { id: 'profile.groups.requests.pending', defaultMessage: 'Ждёт одобрения' },
  }),
  /** The person's place in each group. */
  roles: defineMessages({
    owner: { id: 'profile.groups.role.owner', defaultMessage: 'Владелец' },
    moderator: { id: 'profile.groups.role.moderator', defaultMessage: 'Модератор' },
    member: { id: 'profile.groups.role.member', defaultMessage: 'Участник' },
  }),
  categories: categoryMessages,
  count: defineMessage<{ count: number }>({
    id: 'profile.groups.count',
    defaultMessage:
      '{count, plural, one {# группа} few {# группы} many {# групп} other {# группы}}',
  }),
  members: defineMessage<{ count: number }>({
    id: 'profile.groups.members',
    defaultMessage:
      '{count, plural, one {# участник} few {# участника} many {# участников} other {# участника}}',
  }),
  sent: defineMessage<{ date: string }>({
    id: 'profile.groups.requests.sent',
    defaultMessage: 'Заявка отправлена {date}',
  }),
  more: defineMessage<{ count: number }>({
    id: 'profile.groups.more',
    defaultMessage:
      'Показать ещё {count, plural, one {# группу} few {# группы} many {# групп} other {# группы}}',
  }),
};
