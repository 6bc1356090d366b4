import { defineMessage, defineMessages } from 'react-intl';

export const groupFormMessages = {
  ...defineMessages({
    createTitle: { id: 'groups.form.createTitle', defaultMessage: 'Новая группа' },
    editTitle: { id: 'groups.form.editTitle', defaultMessage: 'Изменить группу' },
    intro: {
      id: 'groups.form.intro',
      defaultMessage: 'Вы станете владельцем группы и сможете назначить модераторов.',
    },
    loading: { id: 'groups.form.loading', defaultMessage: 'Загружаем группу…' },
    name: { id: 'groups.form.name', defaultMessage: 'Название' },
    description: { id: 'groups.form.description', defaultMessage: 'Описание' },
    descriptionHint: {
      id: 'groups.form.descriptionHint',
      defaultMessage: 'О чём группа и для кого. Ссылки станут кликабельными.',
    },
    category: { id: 'groups.form.category', defaultMessage: 'Категория' },
    chooseCategory: { id: 'groups.form.chooseCategory', defaultMessage: 'Выберите категорию' },
    online: { id: 'groups.form.online', defaultMessage: 'Группа встречается онлайн' },
    city: { id: 'groups.form.city', defaultMessage: 'Город' },
    cityOptional: {
      id: 'groups.form.cityOptional',
      defaultMessage: 'Город (необязательно)',
    },
    cover: { id: 'groups.form.cover', defaultMessage: 'Обложка (16:9)' },
    privacy: { id: 'groups.form.privacy', defaultMessage: 'Кто может вступить' },
    public: { id: 'groups.form.public', defaultMessage: 'Открытая: вступает любой' },
    publicHint: {
      id: 'groups.form.publicHint',
      defaultMessage: 'Участники, обсуждения и события видны всем.',
    },
    private: { id: 'groups.form.private', defaultMessage: 'Закрытая: по заявке' },
    privateHint: {
      id: 'groups.form.privateHint',
      defaultMessage:
        'Карточку группы видят все, а участников, обсуждения и события — только участники. Заявки одобряют владелец и модераторы.',
    },
    create: { id: 'groups.form.create', defaultMessage: 'Создать группу' },
    save: { id: 'groups.form.save', defaultMessage: 'Сохранить' },
    saving: { id: 'groups.form.saving', defaultMessage: 'Сохраняем…' },
    created: { id: 'groups.form.created', defaultMessage: 'Группа создана' },
    saved: { id: 'groups.form.saved', defaultMessage: 'Изменения сохранены' },
    saveFailed: { id: 'groups.form.saveFailed', defaultMessage: 'Не удалось сохранить группу' },
    dismiss: { id: 'groups.form.dismiss', defaultMessage: 'Скрыть' },
    cancel: { id: 'groups.form.cancel', defaultMessage: 'Отмена' },
    notFoundTitle: { id: 'groups.form.notFound', defaultMessage: 'Группа не найдена' },
    forbiddenTitle: {
      id: 'groups.form.forbidden',
      defaultMessage: 'Изменить группу могут только её владелец и модераторы',
    },
    failedTitle: { id: 'groups.form.failed', defaultMessage: 'Не удалось загрузить группу' },
    retry: { id: 'groups.form.retry', defaultMessage: 'Повторить' },
    toCatalogue: { id: 'groups.form.toCatalogue', defaultMessage: 'Ко всем группам' },
  }),
  fixErrors: defineMessage<{ count: number }>({
    id: 'groups.form.fixErrors',
    defaultMessage:
      '{count, plural, one {Исправьте # поле, отмеченное ниже} few {Исправьте # поля, отмеченные ниже} many {Исправьте # полей, отмеченных ниже} other {Исправьте # поля, отмеченные ниже}}',
  }),
};

export const groupValidationMessages = {
  ...defineMessages({
    name_required: { id: 'groups.form.error.nameRequired', defaultMessage: 'Введите название.' },
    category_required: {
      id: 'groups.form.error.categoryRequired',
      defaultMessage: 'Выберите категорию.',
    },
    city_required: {
      id: 'groups.form.error.cityRequired',
      defaultMessage: 'Укажите город или отметьте, что группа встречается онлайн.',
    },
    cover_invalid: {
      id: 'groups.form.error.coverInvalid',
      defaultMessage: 'Загрузите обложку заново.',
    },
    privacy_invalid: {
      id: 'groups.form.error.privacyInvalid',
      defaultMessage: 'Выберите, кто может вступить.',
    },
    server_rejected: {
      id: 'groups.form.error.serverRejected',
      defaultMessage: 'Сервер не принял это значение. Проверьте его.',
    },
  }),
  name_too_short: defineMessage<{ min: number }>({
    id: 'groups.form.error.nameTooShort',
    defaultMessage:
      '{min, plural, one {Не короче # символа.} few {Не короче # символов.} many {Не короче # символов.} other {Не короче # символа.}}',
  }),
  name_too_long: defineMessage<{ max: number }>({
    id: 'groups.form.error.nameTooLong',
    defaultMessage:
      '{max, plural, one {Не длиннее # символа.} few {Не длиннее # символов.} many {Не длиннее # символов.} other {Не длиннее # символа.}}',
  }),
  description_too_long: defineMessage<{ max: number }>({
    id: 'groups.form.error.descriptionTooLong',
    defaultMessage:
      '{max, plural, one {Не длиннее # символа.} few {Не длиннее # символов.} many {Не длиннее # символов.} other {Не длиннее # символа.}}',
  }),
  city_too_long: defineMessage<{ max: number }>({
    id: 'groups.form.error.cityTooLong',
    defaultMessage:
      '{max, plural, one {Не длиннее # символа.} few {Не длиннее # символов.} many {Не длиннее # символов.} other {Не длиннее # символа.}}',
  }),
};
