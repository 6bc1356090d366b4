import { defineMessages } from 'react-intl';

// Apart from the catalogue's: the home page's popular groups load in a chunk of their own.
export const popularGroupsMessages = defineMessages({
  title: { id: 'groups.popular.title', defaultMessage: 'Популярные группы' },
  subtitle: {
    id: 'groups.popular.subtitle',
    defaultMessage: 'Сообщества, где больше всего участников',
  },
  viewAll: { id: 'groups.popular.viewAll', defaultMessage: 'Все группы' },
  loading: { id: 'groups.popular.loading', defaultMessage: 'Загружаем группы…' },
  empty: {
    id: 'groups.popular.empty',
    defaultMessage: 'Групп пока нет. Создайте первую — и зовите единомышленников.',
  },
  failed: {
    id: 'groups.popular.failed',
    defaultMessage: 'Группы сейчас не удалось загрузить. Остальная страница работает.',
  },
  retry: { id: 'groups.popular.retry', defaultMessage: 'Попробовать снова' },
});
