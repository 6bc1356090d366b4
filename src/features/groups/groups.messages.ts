/**
 * Texts the groups screens share: categories, refusals and the card. The catalogue, the form and
 * the home page's section each have their own file beside this one, so a chunk carries its own.
 */
import { defineMessage, defineMessages } from 'react-intl';

export { categoryMessages as groupCategoryMessages } from '../../components/category/category.messages';

export const groupErrorMessages = defineMessages({
  not_signed_in: { id: 'groups.error.notSignedIn', defaultMessage: 'Сначала войдите.' },
  not_found: { id: 'groups.error.notFound', defaultMessage: 'Группа не найдена.' },
  not_member: { id: 'groups.error.notMember', defaultMessage: 'Этот человек не состоит в группе.' },
  forbidden: {
    id: 'groups.error.forbidden',
    defaultMessage: 'У вас нет прав на это действие в группе.',
  },
  banned: { id: 'groups.error.banned', defaultMessage: 'Вас заблокировали в этой группе.' },
  private_group: {
    id: 'groups.error.privateGroup',
    defaultMessage: 'Группа закрытая: в неё вступают по заявке.',
  },
  public_group: {
    id: 'groups.error.publicGroup',
    defaultMessage: 'Группа открытая: вступите в неё без заявки.',
  },
  already_member: { id: 'groups.error.alreadyMember', defaultMessage: 'Вы уже в этой группе.' },
  owner_cannot_leave: {
    id: 'groups.error.ownerCannotLeave',
    defaultMessage: 'Владелец не может уйти, пока не передаст группу другому участнику.',
  },
  own_role: { id: 'groups.error.ownRole', defaultMessage: 'Свою роль изменить нельзя.' },
  self: { id: 'groups.error.self', defaultMessage: 'Это действие нельзя применить к себе.' },
  target_owner: {
    id: 'groups.error.targetOwner',
    defaultMessage: 'Это действие нельзя применить к владельцу группы.',
  },
  request_not_pending: {
    id: 'groups.error.requestNotPending',
    defaultMessage: 'Эта заявка уже рассмотрена.',
  },
  members_only: {
    id: 'groups.error.membersOnly',
    defaultMessage: 'Это видят только участники группы.',
  },
  closed: {
    id: 'groups.error.closed',
    defaultMessage: 'Группа закрыта модераторами: в ней больше ничего не добавить.',
  },
  invalid: { id: 'groups.error.invalid', defaultMessage: 'Проверьте данные группы.' },
  network: {
    id: 'groups.error.network',
    defaultMessage: 'Нет связи с сервером. Проверьте подключение к интернету.',
  },
  unknown: {
    id: 'groups.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
});

export const groupCardMessages = {
  ...defineMessages({
    online: { id: 'groups.card.online', defaultMessage: 'Онлайн' },
    private: { id: 'groups.card.private', defaultMessage: 'Закрытая' },
  }),
  members: defineMessage<{ count: number }>({
    id: 'groups.card.members',
    defaultMessage:
      '{count, plural, one {# участник} few {# участника} many {# участников} other {# участника}}',
  }),
};
