/** Texts the admin area's screens share (issue 19): its title, tabs and the functions' refusals. */
import { type MessageDescriptor, defineMessages } from 'react-intl';
import type { AdminErrorCode } from '../../../machines/admin/admin.types';

export const adminMessages = defineMessages({
  title: { id: 'admin.title', defaultMessage: 'Администрирование' },
  description: {
    id: 'admin.description',
    defaultMessage: 'Статистика, участники, материалы, жалобы и журнал действий администраторов.',
  },
  sections: { id: 'admin.sections', defaultMessage: 'Разделы администрирования' },
  tabDashboard: { id: 'admin.tab.dashboard', defaultMessage: 'Обзор' },
  tabUsers: { id: 'admin.tab.users', defaultMessage: 'Пользователи' },
  tabContent: { id: 'admin.tab.content', defaultMessage: 'Материалы' },
  tabReports: { id: 'admin.tab.reports', defaultMessage: 'Жалобы' },
  tabAudit: { id: 'admin.tab.audit', defaultMessage: 'Журнал' },
  soonTitle: { id: 'admin.soon.title', defaultMessage: 'Раздел скоро появится' },
  soonText: {
    id: 'admin.soon.text',
    defaultMessage: 'Этот раздел ещё готовится. Остальные разделы уже работают.',
  },
});

export const adminErrorMessages = defineMessages<AdminErrorCode>({
  unauthorized: {
    id: 'admin.error.unauthorized',
    defaultMessage: 'Сеанс закончился. Войдите снова.',
  },
  forbidden: {
    id: 'admin.error.forbidden',
    defaultMessage: 'Это доступно только администраторам.',
  },
  invalid: { id: 'admin.error.invalid', defaultMessage: 'Проверьте введённые данные.' },
  self: {
    id: 'admin.error.self',
    defaultMessage: 'Нельзя заблокировать, удалить или лишить прав самого себя.',
  },
  not_found: {
    id: 'admin.error.notFound',
    defaultMessage: 'Не нашли: возможно, это уже удалили.',
  },
  email_taken: {
    id: 'admin.error.emailTaken',
    defaultMessage: 'Этот адрес уже занят другим пользователем.',
  },
  weak_password: {
    id: 'admin.error.weakPassword',
    defaultMessage: 'Пароль слишком простой: не менее 8 символов, латинские буквы и цифры.',
  },
  network: {
    id: 'admin.error.network',
    defaultMessage: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  },
  unknown: {
    id: 'admin.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
});

/** The text of an admin function's refusal, whatever the screen. */
export const adminErrorOf = (code: AdminErrorCode): MessageDescriptor => adminErrorMessages[code];
