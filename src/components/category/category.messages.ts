/**
 * The six categories' names, for events and groups alike (they share the categories): the
 * catalogues' filters, the forms, the cards, the home page's tiles and a person's interests.
 */
import { defineMessages } from 'react-intl';

export const categoryMessages = defineMessages({
  technology: { id: 'category.technology', defaultMessage: 'Технологии' },
  health: { id: 'category.health', defaultMessage: 'Здоровье' },
  art: { id: 'category.art', defaultMessage: 'Искусство' },
  business: { id: 'category.business', defaultMessage: 'Бизнес' },
  food: { id: 'category.food', defaultMessage: 'Еда' },
  education: { id: 'category.education', defaultMessage: 'Образование' },
});
