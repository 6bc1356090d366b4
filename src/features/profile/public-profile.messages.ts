import { defineMessage, defineMessages } from 'react-intl';

export const publicProfileMessages = {
  ...defineMessages({
    loading: { id: 'profile.public.loading', defaultMessage: 'Загружаем профиль…' },
    loadFailedTitle: {
      id: 'profile.public.loadFailed.title',
      defaultMessage: 'Не удалось загрузить профиль',
    },
    noName: { id: 'profile.public.noName', defaultMessage: 'Участник без имени' },
    write: { id: 'profile.public.write', defaultMessage: 'Написать' },
    editOwn: { id: 'profile.public.editOwn', defaultMessage: 'Редактировать профиль' },
    about: { id: 'profile.public.about', defaultMessage: 'О себе' },
    interests: { id: 'profile.public.interests', defaultMessage: 'Интересы' },
    groups: { id: 'profile.public.groups', defaultMessage: 'Группы' },
    noGroups: {
      id: 'profile.public.groups.none',
      defaultMessage: 'Пока не состоит в открытых группах.',
    },
    organising: { id: 'profile.public.organising', defaultMessage: 'Организует' },
    noOrganising: {
      id: 'profile.public.organising.none',
      defaultMessage: 'Предстоящих событий нет.',
    },
    attended: { id: 'profile.public.attended', defaultMessage: 'Посещённые события' },
    noAttended: {
      id: 'profile.public.attended.none',
      defaultMessage: 'Пока ни одного посещённого события.',
    },
    attendedHidden: {
      id: 'profile.public.attended.hidden',
      defaultMessage: 'Посещённые события скрыты.',
    },
  }),
  title: defineMessage<{ name: string }>({
    id: 'profile.public.meta.title',
    defaultMessage: '{name}: профиль',
  }),
  metaDescription: defineMessage<{ name: string }>({
    id: 'profile.public.meta.description',
    defaultMessage: '{name} во «Встречах»: группы, события и интересы.',
  }),
  memberSince: defineMessage<{ date: string }>({
    id: 'profile.public.memberSince',
    defaultMessage: 'Во «Встречах» с {date}',
  }),
  avatar: defineMessage<{ name: string }>({
    id: 'profile.public.avatar',
    defaultMessage: 'Фотография: {name}',
  }),
  writeLabel: defineMessage<{ name: string }>({
    id: 'profile.public.write.label',
    defaultMessage: 'Написать сообщение: {name}',
  }),
};
