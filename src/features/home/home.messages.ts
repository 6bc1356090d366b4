import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  metaTitle: { id: 'home.meta.title', defaultMessage: 'События и сообщества по интересам' },
  metaDescription: {
    id: 'home.meta.description',
    defaultMessage:
      'Встречи помогают найти события рядом с вами, собрать единомышленников и вступить в группы по интересам: технологии, здоровье, искусство, бизнес, еда и образование.',
  },
  heroTitle: { id: 'home.hero.title', defaultMessage: 'Находите события и единомышленников' },
  heroSubtitle: {
    id: 'home.hero.subtitle',
    defaultMessage:
      'Лекции, мастер-классы, пробежки и встречи клубов — выбирайте, что вам интересно, или создайте своё событие.',
  },
  findEvents: { id: 'home.hero.findEvents', defaultMessage: 'Найти события' },
  createEvent: { id: 'home.hero.createEvent', defaultMessage: 'Создать событие' },
  categoriesTitle: { id: 'home.categories.title', defaultMessage: 'Категории' },
  categoriesSubtitle: {
    id: 'home.categories.subtitle',
    defaultMessage: 'Выберите направление — покажем подходящие события.',
  },
  ctaTitle: { id: 'home.cta.title', defaultMessage: 'Готовы к новым встречам?' },
  ctaText: {
    id: 'home.cta.text',
    defaultMessage: 'Находите друзей, наставников и любимые занятия — или соберите свой круг.',
  },
  ctaButton: { id: 'home.cta.findEvents', defaultMessage: 'Найти события' },
});
