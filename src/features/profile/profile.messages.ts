import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Профиль' },
  metaDescription: {
    id: 'profile.meta.description',
    defaultMessage: 'Ваш профиль во «Встречах»: имя, фотография и email.',
  },
  loading: { id: 'profile.loading', defaultMessage: 'Загружаем профиль…' },
  loadFailedTitle: {
    id: 'profile.loadFailed.title',
    defaultMessage: 'Не удалось загрузить профиль',
  },
  loadFailedText: {
    id: 'profile.loadFailed.text',
    defaultMessage: 'Проверьте соединение и попробуйте ещё раз.',
  },
  retry: { id: 'profile.retry', defaultMessage: 'Повторить' },
  fullName: { id: 'profile.field.fullName', defaultMessage: 'Полное имя' },
  email: { id: 'profile.field.email', defaultMessage: 'Email' },
  avatar: { id: 'profile.field.avatar', defaultMessage: 'Фотография профиля' },
  noName: { id: 'profile.noName', defaultMessage: 'Имя не указано' },
  edit: { id: 'profile.edit', defaultMessage: 'Редактировать' },
  cancel: { id: 'profile.cancel', defaultMessage: 'Отмена' },
  save: { id: 'profile.save', defaultMessage: 'Сохранить' },
  saving: { id: 'profile.saving', defaultMessage: 'Сохраняем…' },
  fullNameRequired: { id: 'profile.fullName.required', defaultMessage: 'Полное имя обязательно' },
  saveFailedTitle: { id: 'profile.saveFailed.title', defaultMessage: 'Ошибка обновления профиля' },
  dismiss: { id: 'profile.alert.dismiss', defaultMessage: 'Скрыть сообщение' },
  toastUpdatedTitle: { id: 'profile.toast.updated.title', defaultMessage: 'Профиль обновлен' },
  toastUpdatedText: {
    id: 'profile.toast.updated.description',
    defaultMessage: 'Изменения сохранены',
  },
  errorNotFound: {
    id: 'profile.error.notFound',
    defaultMessage: 'Профиль не найден. Выйдите и войдите снова.',
  },
  errorForbidden: {
    id: 'profile.error.forbidden',
    defaultMessage: 'Нет прав на этот профиль. Выйдите и войдите снова.',
  },
  errorNetwork: {
    id: 'profile.error.network',
    defaultMessage: 'Нет соединения с сервером. Проверьте интернет и попробуйте снова.',
  },
  errorUnknown: {
    id: 'profile.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  errorFullNameTooLong: {
    id: 'profile.error.fullNameTooLong',
    defaultMessage: 'Имя длиннее 120 символов: сократите его.',
  },
  errorBioTooLong: {
    id: 'profile.error.bioTooLong',
    defaultMessage: 'Рассказ о себе длиннее 500 символов: сократите его.',
  },
  errorCityTooLong: {
    id: 'profile.error.cityTooLong',
    defaultMessage: 'Название города длиннее 100 символов: сократите его.',
  },
  errorInterestsInvalid: {
    id: 'profile.error.interestsInvalid',
    defaultMessage: 'Выберите интересы из списка категорий.',
  },
  bio: { id: 'profile.field.bio', defaultMessage: 'О себе' },
  city: { id: 'profile.field.city', defaultMessage: 'Город' },
  interests: { id: 'profile.field.interests', defaultMessage: 'Интересы' },
  interestsHint: {
    id: 'profile.field.interests.hint',
    defaultMessage: 'Они видны на вашей странице.',
  },
  hideAttended: {
    id: 'profile.field.hideAttended',
    defaultMessage: 'Скрывать посещённые события на моей странице',
  },
  attendedHidden: {
    id: 'profile.attendedHidden',
    defaultMessage: 'Посещённые события скрыты от других',
  },
  publicPage: { id: 'profile.publicPage', defaultMessage: 'Моя страница для других' },
  notAuthenticated: {
    id: 'profile.error.notAuthenticated',
    defaultMessage: 'Войдите, чтобы изменить профиль',
  },
});

export const bioCount = defineMessage<{ count: number; max: number }>({
  id: 'profile.field.bio.count',
  defaultMessage: '{count} / {max}',
});

export const emailChangeHint = defineMessage<{ link: MessageTag }>({
  id: 'profile.field.email.changeHint',
  defaultMessage:
    'Адрес для входа и писем здесь не меняется: это делается в <link>настройках</link>.',
});
