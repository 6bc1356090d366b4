import { defineMessage, defineMessages } from 'react-intl';

export const groupCatalogueMessages = {
  ...defineMessages({
    metaTitle: { id: 'groups.catalogue.meta.title', defaultMessage: 'Группы' },
    metaDescription: {
      id: 'groups.catalogue.meta.description',
      defaultMessage:
        'Сообщества по интересам: найдите группу по теме и городу, вступите или создайте свою.',
    },
    title: { id: 'groups.catalogue.title', defaultMessage: 'Группы' },
    subtitle: {
      id: 'groups.catalogue.subtitle',
      defaultMessage: 'Люди, которые встречаются ради общего дела.',
    },
    create: { id: 'groups.catalogue.create', defaultMessage: 'Создать группу' },
    searchLabel: { id: 'groups.catalogue.search.label', defaultMessage: 'Поиск групп' },
    searchPlaceholder: {
      id: 'groups.catalogue.search.placeholder',
      defaultMessage: 'Название или описание',
    },
    searchSubmit: { id: 'groups.catalogue.search.submit', defaultMessage: 'Найти' },
    filters: { id: 'groups.catalogue.filters.title', defaultMessage: 'Фильтры' },
    category: { id: 'groups.catalogue.filters.category', defaultMessage: 'Категория' },
    anyCategory: { id: 'groups.catalogue.filters.anyCategory', defaultMessage: 'Все категории' },
    city: { id: 'groups.catalogue.filters.city', defaultMessage: 'Город' },
    cityHint: {
      id: 'groups.catalogue.filters.cityHint',
      defaultMessage: 'Введите город и нажмите Enter',
    },
    sort: { id: 'groups.catalogue.sort.label', defaultMessage: 'Сортировка' },
    mostMembers: { id: 'groups.catalogue.sort.members', defaultMessage: 'Больше участников' },
    newest: { id: 'groups.catalogue.sort.newest', defaultMessage: 'Сначала новые' },
    reset: { id: 'groups.catalogue.filters.reset', defaultMessage: 'Сбросить фильтры' },
    results: { id: 'groups.catalogue.results', defaultMessage: 'Найденные группы' },
    loading: { id: 'groups.catalogue.loading', defaultMessage: 'Загружаем группы…' },
    loadMore: { id: 'groups.catalogue.loadMore', defaultMessage: 'Показать ещё' },
    loadingMore: { id: 'groups.catalogue.loadingMore', defaultMessage: 'Загружаем ещё…' },
    moreFailed: {
      id: 'groups.catalogue.moreFailed',
      defaultMessage: 'Не удалось загрузить следующие группы.',
    },
    allShown: { id: 'groups.catalogue.allShown', defaultMessage: 'Это все группы.' },
    emptyTitle: { id: 'groups.catalogue.empty.title', defaultMessage: 'Групп не нашлось' },
    emptyText: {
      id: 'groups.catalogue.empty.text',
      defaultMessage: 'Попробуйте другие слова или сбросьте фильтры — или соберите свою группу.',
    },
    errorTitle: {
      id: 'groups.catalogue.error.title',
      defaultMessage: 'Не удалось загрузить группы',
    },
    retry: { id: 'groups.catalogue.error.retry', defaultMessage: 'Повторить' },
  }),
  found: defineMessage<{ count: number }>({
    id: 'groups.catalogue.found',
    defaultMessage:
      '{count, plural, one {Найдена # группа} few {Найдено # группы} many {Найдено # групп} other {Найдено # группы}}',
  }),
  // The count stops at its cap (100): «более» takes the genitive.
  foundMore: defineMessage<{ count: number }>({
    id: 'groups.catalogue.foundMore',
    defaultMessage:
      '{count, plural, one {Найдено более # группы} few {Найдено более # групп} many {Найдено более # групп} other {Найдено более # группы}}',
  }),
};
