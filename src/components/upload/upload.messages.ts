import { defineMessage, defineMessages } from 'react-intl';

export const uploadMessages = defineMessages({
  choose: { id: 'upload.choose', defaultMessage: 'Выбрать изображение' },
  replace: { id: 'upload.replace', defaultMessage: 'Заменить' },
  remove: { id: 'upload.remove', defaultMessage: 'Удалить изображение' },
  uploading: { id: 'upload.uploading', defaultMessage: 'Загрузка...' },
  progress: { id: 'upload.progress', defaultMessage: 'Загрузка изображения' },
  empty: { id: 'upload.empty', defaultMessage: 'Изображение не выбрано' },
  hint: {
    id: 'upload.hint',
    defaultMessage:
      'JPEG, PNG, WebP или GIF, не больше 5 МБ. Изображение будет обрезано по центру.',
  },
  errorTitle: { id: 'upload.toast.error.title', defaultMessage: 'Ошибка' },
  tooLarge: {
    id: 'upload.toast.tooLarge.description',
    defaultMessage: 'Файл слишком большой. Максимальный размер: 5MB',
  },
  notImage: {
    id: 'upload.toast.notImage.description',
    defaultMessage: 'Можно загрузить только изображение',
  },
  failedTitle: { id: 'upload.toast.failed.title', defaultMessage: 'Ошибка загрузки' },
  unexpected: {
    id: 'upload.toast.unexpected.description',
    defaultMessage: 'Не удалось загрузить изображение',
  },
  successTitle: { id: 'upload.toast.success.title', defaultMessage: 'Успешно' },
  success: { id: 'upload.toast.success.description', defaultMessage: 'Изображение загружено' },
});

export const previewAlt = defineMessage<{ label: string }>({
  id: 'upload.preview',
  defaultMessage: '{label}: выбранное изображение',
});
