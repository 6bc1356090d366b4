/** The admin's users tab (issue 19). */
import { defineMessage, defineMessages } from 'react-intl';
import type {
  CreateFieldError,
  CreateMethod,
} from '../../../../machines/admin/user-create.machine';
import type { BanDuration } from '../../../../machines/admin/user-actions.machine';
import type { AdminRole, Tristate, UserSort } from '../../../../machines/admin/users.types';

export const usersMessages = defineMessages({
  title: { id: 'admin.users.title', defaultMessage: 'Пользователи' },
  searchLabel: { id: 'admin.users.search.label', defaultMessage: 'Поиск по email или имени' },
  searchPlaceholder: { id: 'admin.users.search.placeholder', defaultMessage: 'anna@example.com' },
  filters: { id: 'admin.users.filters', defaultMessage: 'Фильтры' },
  roleFilter: { id: 'admin.users.filter.role', defaultMessage: 'Роль' },
  confirmedFilter: { id: 'admin.users.filter.confirmed', defaultMessage: 'Email' },
  bannedFilter: { id: 'admin.users.filter.banned', defaultMessage: 'Блокировка' },
  sortLabel: { id: 'admin.users.sort', defaultMessage: 'Сортировка' },
  anyRole: { id: 'admin.users.role.any', defaultMessage: 'Все роли' },
  loading: { id: 'admin.users.loading', defaultMessage: 'Загружаем пользователей…' },
  empty: { id: 'admin.users.empty', defaultMessage: 'Никого не нашли' },
  emptyHint: { id: 'admin.users.emptyHint', defaultMessage: 'Измените поиск или фильтры.' },
  loadFailed: {
    id: 'admin.users.loadFailed',
    defaultMessage: 'Не удалось загрузить пользователей',
  },
  retry: { id: 'admin.users.retry', defaultMessage: 'Повторить' },
  columnPerson: { id: 'admin.users.column.person', defaultMessage: 'Пользователь' },
  columnRole: { id: 'admin.users.column.role', defaultMessage: 'Роль' },
  columnStatus: { id: 'admin.users.column.status', defaultMessage: 'Статус' },
  columnCreated: { id: 'admin.users.column.created', defaultMessage: 'Зарегистрирован' },
  columnLastSignIn: { id: 'admin.users.column.lastSignIn', defaultMessage: 'Последний вход' },
  columnActions: { id: 'admin.users.column.actions', defaultMessage: 'Действия' },
  noName: { id: 'admin.users.noName', defaultMessage: 'Без имени' },
  deletedName: { id: 'admin.users.deletedName', defaultMessage: 'Удалённый пользователь' },
  confirmed: { id: 'admin.users.status.confirmed', defaultMessage: 'Email подтверждён' },
  unconfirmed: { id: 'admin.users.status.unconfirmed', defaultMessage: 'Email не подтверждён' },
  neverSignedIn: { id: 'admin.users.neverSignedIn', defaultMessage: 'Не входил' },
  pagination: { id: 'admin.users.pagination', defaultMessage: 'Страницы' },
  previous: { id: 'admin.users.previous', defaultMessage: 'Назад' },
  next: { id: 'admin.users.next', defaultMessage: 'Вперёд' },
  actions: { id: 'admin.users.actions', defaultMessage: 'Действия' },
  busy: { id: 'admin.users.busy', defaultMessage: 'Выполняется…' },
  confirm: { id: 'admin.users.action.confirm', defaultMessage: 'Подтвердить email' },
  makeAdmin: { id: 'admin.users.action.makeAdmin', defaultMessage: 'Сделать администратором' },
  makeMember: { id: 'admin.users.action.makeMember', defaultMessage: 'Сделать участником' },
  ban: { id: 'admin.users.action.ban', defaultMessage: 'Заблокировать…' },
  unban: { id: 'admin.users.action.unban', defaultMessage: 'Разблокировать' },
  delete: { id: 'admin.users.action.delete', defaultMessage: 'Удалить…' },
  dismiss: { id: 'admin.users.dismiss', defaultMessage: 'Скрыть сообщение' },
  cancel: { id: 'admin.users.cancel', defaultMessage: 'Отмена' },
  banDescription: {
    id: 'admin.users.ban.description',
    defaultMessage: 'Пользователь не сможет войти, а его открытые сеансы закончатся.',
  },
  banDuration: { id: 'admin.users.ban.duration', defaultMessage: 'Срок блокировки' },
  banHours: { id: 'admin.users.ban.hours', defaultMessage: 'Сколько часов' },
  banSubmit: { id: 'admin.users.ban.submit', defaultMessage: 'Заблокировать' },
  banning: { id: 'admin.users.ban.saving', defaultMessage: 'Блокируем…' },
  deleteDescription: {
    id: 'admin.users.delete.description',
    defaultMessage:
      'Аккаунт удалится по тем же правилам, что и при удалении из настроек: имя, фото и личные данные исчезнут. Отменить это нельзя.',
  },
  deleteSubmit: { id: 'admin.users.delete.submit', defaultMessage: 'Удалить навсегда' },
  deleting: { id: 'admin.users.delete.saving', defaultMessage: 'Удаляем…' },
  create: { id: 'admin.users.create', defaultMessage: 'Новый пользователь' },
  createTitle: { id: 'admin.users.create.title', defaultMessage: 'Новый пользователь' },
  createEmail: { id: 'admin.users.create.email', defaultMessage: 'Email' },
  createName: { id: 'admin.users.create.name', defaultMessage: 'Имя' },
  createRole: { id: 'admin.users.create.role', defaultMessage: 'Роль' },
  createMethod: { id: 'admin.users.create.method', defaultMessage: 'Вход' },
  createPassword: { id: 'admin.users.create.password', defaultMessage: 'Пароль' },
  createSubmit: { id: 'admin.users.create.submit', defaultMessage: 'Создать' },
  creating: { id: 'admin.users.create.saving', defaultMessage: 'Создаём…' },
  createFailed: { id: 'admin.users.create.failed', defaultMessage: 'Не удалось создать' },
});

/** Texts that take values: react-intl types each one's values itself. */
export const usersValueMessages = {
  total: defineMessage<{ count: number }>({
    id: 'admin.users.total',
    defaultMessage:
      '{count, plural, one {Найден # пользователь} few {Найдено # пользователя} many {Найдено # пользователей} other {Найдено # пользователя}}',
  }),
  bannedUntil: defineMessage<{ until: string }>({
    id: 'admin.users.status.bannedUntil',
    defaultMessage: 'Заблокирован до {until}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'admin.users.pageOf',
    defaultMessage: 'Страница {page} из {pages}',
  }),
  actionsFor: defineMessage<{ email: string }>({
    id: 'admin.users.actionsFor',
    defaultMessage: 'Действия: {email}',
  }),
  actionFailed: defineMessage<{ email: string }>({
    id: 'admin.users.actionFailed',
    defaultMessage: 'Не получилось: {email}',
  }),
  banTitle: defineMessage<{ email: string }>({
    id: 'admin.users.ban.title',
    defaultMessage: 'Заблокировать {email}',
  }),
  banHoursInvalid: defineMessage<{ min: number; max: number }>({
    id: 'admin.users.ban.hoursInvalid',
    defaultMessage: 'Целое число часов от {min} до {max}.',
  }),
  deleteTitle: defineMessage<{ email: string }>({
    id: 'admin.users.delete.title',
    defaultMessage: 'Удалить {email}?',
  }),
  deleteConfirm: defineMessage<{ email: string }>({
    id: 'admin.users.delete.confirm',
    defaultMessage: 'Введите {email}, чтобы подтвердить',
  }),
};

export const roleMessages = defineMessages<AdminRole>({
  admin: { id: 'admin.users.role.admin', defaultMessage: 'Администратор' },
  member: { id: 'admin.users.role.member', defaultMessage: 'Участник' },
});

export const confirmedMessages = defineMessages<Tristate>({
  any: { id: 'admin.users.confirmed.any', defaultMessage: 'Любой' },
  yes: { id: 'admin.users.confirmed.yes', defaultMessage: 'Подтверждён' },
  no: { id: 'admin.users.confirmed.no', defaultMessage: 'Не подтверждён' },
});

export const bannedMessages = defineMessages<Tristate>({
  any: { id: 'admin.users.banned.any', defaultMessage: 'Все' },
  yes: { id: 'admin.users.banned.yes', defaultMessage: 'Заблокированы' },
  no: { id: 'admin.users.banned.no', defaultMessage: 'Не заблокированы' },
});

export const sortMessages = defineMessages<UserSort>({
  created_desc: { id: 'admin.users.sort.createdDesc', defaultMessage: 'Сначала новые' },
  created_asc: { id: 'admin.users.sort.createdAsc', defaultMessage: 'Сначала старые' },
  name_asc: { id: 'admin.users.sort.nameAsc', defaultMessage: 'По имени' },
  email_asc: { id: 'admin.users.sort.emailAsc', defaultMessage: 'По email' },
  last_sign_in_desc: {
    id: 'admin.users.sort.lastSignInDesc',
    defaultMessage: 'По последнему входу',
  },
});

export const durationMessages = defineMessages<BanDuration>({
  '24': { id: 'admin.users.ban.day', defaultMessage: '1 день' },
  '168': { id: 'admin.users.ban.week', defaultMessage: '1 неделя' },
  '720': { id: 'admin.users.ban.month', defaultMessage: '30 дней' },
  custom: { id: 'admin.users.ban.custom', defaultMessage: 'Другой срок, в часах' },
});

export const methodMessages = defineMessages<CreateMethod>({
  invite: { id: 'admin.users.method.invite', defaultMessage: 'Отправить приглашение' },
  password: { id: 'admin.users.method.password', defaultMessage: 'Задать пароль' },
});

/** The form's own checks; the server's refusals (email_taken, weak_password, invalid) are the area's. */
export const createFieldMessages = defineMessages<
  Exclude<CreateFieldError, 'email_taken' | 'weak_password' | 'invalid'>
>({
  email_required: { id: 'admin.users.create.emailRequired', defaultMessage: 'Введите email.' },
  email_invalid: {
    id: 'admin.users.create.emailInvalid',
    defaultMessage: 'Похоже, в адресе ошибка: нужен вид name@example.com.',
  },
  name_required: { id: 'admin.users.create.nameRequired', defaultMessage: 'Введите имя.' },
  password_required: {
    id: 'admin.users.create.passwordRequired',
    defaultMessage: 'Введите пароль или выберите приглашение.',
  },
  password_too_short: {
    id: 'admin.users.create.passwordTooShort',
    defaultMessage: 'Не меньше 8 символов.',
  },
  password_needs_letters_digits: {
    id: 'admin.users.create.passwordLettersDigits',
    defaultMessage: 'Нужны латинские буквы и цифры.',
  },
});
