import { defineMessages } from 'react-intl';

export const uiMessages = defineMessages({
  loading: { id: 'ui.loading', defaultMessage: 'Загрузка…' },
  passwordShow: { id: 'ui.password.show', defaultMessage: 'Показать пароль' },
  passwordHide: { id: 'ui.password.hide', defaultMessage: 'Скрыть пароль' },
  close: { id: 'ui.close', defaultMessage: 'Закрыть' },
  toastRegion: { id: 'ui.toast.region', defaultMessage: 'Уведомления' },
  selectPlaceholder: { id: 'ui.select.placeholder', defaultMessage: 'Выберите…' },
});
