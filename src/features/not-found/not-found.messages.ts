import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  metaTitle: { id: 'notFound.meta.title', defaultMessage: 'Страница не найдена' },
  metaDescription: {
    id: 'notFound.meta.description',
    defaultMessage: 'Такой страницы нет. Вернитесь на главную, чтобы найти события и группы.',
  },
  code: { id: 'notFound.code', defaultMessage: '404' },
  title: { id: 'notFound.title', defaultMessage: 'Страница не найдена' },
  text: {
    id: 'notFound.text',
    defaultMessage: 'Возможно, ссылка устарела или в адресе опечатка.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Вернуться на главную' },
});
