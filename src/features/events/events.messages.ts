import { defineMessage, defineMessages } from 'react-intl';

export { categoryMessages } from '../../components/category/category.messages';

export const catalogueMessages = {
  ...defineMessages({
    metaTitle: { id: 'events.catalogue.meta.title', defaultMessage: 'События' },
    metaDescription: {
      id: 'events.catalogue.meta.description',
      defaultMessage:
        'Лекции, мастер-классы, встречи и онлайн-трансляции: найдите событие по теме, дате и городу.',
    },
    title: { id: 'events.catalogue.title', defaultMessage: 'События' },
    searchLabel: { id: 'events.catalogue.search.label', defaultMessage: 'Поиск событий' },
    searchPlaceholder: {
      id: 'events.catalogue.search.placeholder',
      defaultMessage: 'Название или описание',
    },
    searchSubmit: { id: 'events.catalogue.search.submit', defaultMessage: 'Найти' },
    filters: { id: 'events.catalogue.filters.title', defaultMessage: 'Фильтры' },
    filtersApply: { id: 'events.catalogue.filters.apply', defaultMessage: 'Показать' },
    filtersReset: { id: 'events.catalogue.filters.reset', defaultMessage: 'Сбросить фильтры' },
    category: { id: 'events.catalogue.filters.category', defaultMessage: 'Категория' },
    anyCategory: { id: 'events.catalogue.filters.anyCategory', defaultMessage: 'Все категории' },
    date: { id: 'events.catalogue.filters.date', defaultMessage: 'Когда' },
    anyDate: { id: 'events.catalogue.filters.anyDate', defaultMessage: 'В любое время' },
    today: { id: 'events.catalogue.filters.today', defaultMessage: 'Сегодня' },
    weekend: { id: 'events.catalogue.filters.weekend', defaultMessage: 'В эти выходные' },
    week: { id: 'events.catalogue.filters.week', defaultMessage: 'На этой неделе' },
    range: { id: 'events.catalogue.filters.range', defaultMessage: 'Выбрать даты' },
    from: { id: 'events.catalogue.filters.from', defaultMessage: 'С' },
    to: { id: 'events.catalogue.filters.to', defaultMessage: 'По' },
    rangeReversed: {
      id: 'events.catalogue.filters.rangeReversed',
      defaultMessage: 'Дата «По» раньше даты «С»: эти даты не применены.',
    },
    format: { id: 'events.catalogue.filters.format', defaultMessage: 'Формат' },
    anyFormat: { id: 'events.catalogue.filters.anyFormat', defaultMessage: 'Любой' },
    online: { id: 'events.catalogue.filters.online', defaultMessage: 'Онлайн' },
    offline: { id: 'events.catalogue.filters.offline', defaultMessage: 'Офлайн' },
    price: { id: 'events.catalogue.filters.price', defaultMessage: 'Стоимость' },
    anyPrice: { id: 'events.catalogue.filters.anyPrice', defaultMessage: 'Любая' },
    free: { id: 'events.catalogue.filters.free', defaultMessage: 'Бесплатные' },
    paid: { id: 'events.catalogue.filters.paid', defaultMessage: 'Платные' },
    city: { id: 'events.catalogue.filters.city', defaultMessage: 'Город' },
    sort: { id: 'events.catalogue.sort.label', defaultMessage: 'Сортировка' },
    soonest: { id: 'events.catalogue.sort.soonest', defaultMessage: 'Сначала ближайшие' },
    newest: { id: 'events.catalogue.sort.newest', defaultMessage: 'Сначала новые' },
    cheapest: { id: 'events.catalogue.sort.price', defaultMessage: 'Сначала дешёвые' },
    loading: { id: 'events.catalogue.loading', defaultMessage: 'Загружаем события…' },
    results: { id: 'events.catalogue.results', defaultMessage: 'Результаты' },
    loadMore: { id: 'events.catalogue.loadMore', defaultMessage: 'Показать ещё' },
    loadingMore: { id: 'events.catalogue.loadingMore', defaultMessage: 'Загружаем ещё…' },
    moreFailed: {
      id: 'events.catalogue.moreFailed',
      defaultMessage: 'Не удалось загрузить следующие события.',
    },
    allShown: { id: 'events.catalogue.allShown', defaultMessage: 'Это все события.' },
    emptyTitle: { id: 'events.catalogue.empty.title', defaultMessage: 'Ничего не нашлось' },
    emptyText: {
      id: 'events.catalogue.empty.text',
      defaultMessage: 'Попробуйте изменить запрос или сбросить фильтры.',
    },
    emptyCreate: {
      id: 'events.catalogue.empty.create',
      defaultMessage: 'Создать своё событие',
    },
    errorTitle: {
      id: 'events.catalogue.error.title',
      defaultMessage: 'Не удалось загрузить события',
    },
    retry: { id: 'events.catalogue.error.retry', defaultMessage: 'Повторить' },
  }),
  filtersOpen: defineMessage<{ count: number }>({
    id: 'events.catalogue.filters.open',
    defaultMessage:
      '{count, plural, =0 {Фильтры} one {Фильтры (#)} few {Фильтры (#)} many {Фильтры (#)} other {Фильтры (#)}}',
  }),
  found: defineMessage<{ count: number }>({
    id: 'events.catalogue.found',
    defaultMessage:
      '{count, plural, one {Найдено # событие} few {Найдено # события} many {Найдено # событий} other {Найдено # события}}',
  }),
  // The count stops at its cap (100): "более" takes the genitive.
  foundMore: defineMessage<{ count: number }>({
    id: 'events.catalogue.foundMore',
    defaultMessage:
      '{count, plural, one {Найдено более # события} few {Найдено более # событий} many {Найдено более # событий} other {Найдено более # события}}',
  }),
};

export const errorMessages = defineMessages({
  not_found: { id: 'events.error.notFound', defaultMessage: 'Событие не найдено.' },
  forbidden: { id: 'events.error.forbidden', defaultMessage: 'У вас нет прав на это действие.' },
  not_signed_in: { id: 'events.error.notSignedIn', defaultMessage: 'Сначала войдите.' },
  event_not_open: {
    id: 'events.error.notOpen',
    defaultMessage: 'Запись на это событие закрыта.',
  },
  invalid: { id: 'events.error.invalid', defaultMessage: 'Проверьте данные события.' },
  network: {
    id: 'events.error.network',
    defaultMessage: 'Нет связи с сервером. Проверьте подключение к интернету.',
  },
  unknown: {
    id: 'events.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
});

export const pageMessages = {
  ...defineMessages({
    loading: { id: 'events.page.loading', defaultMessage: 'Загружаем событие…' },
    notFoundTitle: { id: 'events.page.notFound.title', defaultMessage: 'Событие не найдено' },
    rsvpBar: { id: 'events.page.rsvpBar', defaultMessage: 'Запись на событие' },
    notFoundText: {
      id: 'events.page.notFound.text',
      defaultMessage: 'Возможно, ссылка устарела или событие удалено.',
    },
    backToCatalogue: { id: 'events.page.backToCatalogue', defaultMessage: 'Все события' },
    errorTitle: { id: 'events.page.error.title', defaultMessage: 'Не удалось загрузить событие' },
    retry: { id: 'events.page.error.retry', defaultMessage: 'Повторить' },
    when: { id: 'events.page.when', defaultMessage: 'Когда' },
    where: { id: 'events.page.where', defaultMessage: 'Где' },
    price: { id: 'events.page.price', defaultMessage: 'Стоимость' },
    organizer: { id: 'events.page.organizer', defaultMessage: 'Организатор' },
    about: { id: 'events.page.about', defaultMessage: 'О событии' },
    attendees: { id: 'events.page.attendees', defaultMessage: 'Участники' },
    noAttendees: {
      id: 'events.page.noAttendees',
      defaultMessage: 'Пока никто не записался. Будьте первым!',
    },
    noSeatsLeft: { id: 'events.page.noSeatsLeft', defaultMessage: 'Мест нет' },
    join: { id: 'events.page.rsvp.join', defaultMessage: 'Пойду' },
    joinWaitlist: { id: 'events.page.rsvp.joinWaitlist', defaultMessage: 'Встать в лист ожидания' },
    joining: { id: 'events.page.rsvp.joining', defaultMessage: 'Записываем…' },
    signInToJoin: { id: 'events.page.rsvp.signIn', defaultMessage: 'Войдите, чтобы записаться' },
    going: { id: 'events.page.rsvp.going', defaultMessage: 'Вы идёте' },
    goingText: { id: 'events.page.rsvp.goingText', defaultMessage: 'Ждём вас! Место за вами.' },
    waitlisted: { id: 'events.page.rsvp.waitlisted', defaultMessage: 'Вы в листе ожидания' },
    waitlistedText: {
      id: 'events.page.rsvp.waitlistedText',
      defaultMessage: 'Если кто-то откажется, место перейдёт вам автоматически.',
    },
    cancelRsvp: { id: 'events.page.rsvp.cancel', defaultMessage: 'Отменить запись' },
    leaveWaitlist: {
      id: 'events.page.rsvp.leaveWaitlist',
      defaultMessage: 'Выйти из листа ожидания',
    },
    cancelling: { id: 'events.page.rsvp.cancelling', defaultMessage: 'Отменяем…' },
    fullText: {
      id: 'events.page.rsvp.fullText',
      defaultMessage: 'Все места заняты — можно встать в лист ожидания.',
    },
    organizerText: { id: 'events.page.rsvp.organizerText', defaultMessage: 'Это ваше событие.' },
    adminText: {
      id: 'events.page.rsvp.adminText',
      defaultMessage: 'Вы администратор: можете изменить или отменить это событие.',
    },
    edit: { id: 'events.page.edit', defaultMessage: 'Редактировать' },
    cancelledTitle: { id: 'events.page.cancelled.title', defaultMessage: 'Событие отменено' },
    cancelledText: {
      id: 'events.page.cancelled.text',
      defaultMessage: 'Организатор отменил это событие.',
    },
    pastTitle: { id: 'events.page.past.title', defaultMessage: 'Событие прошло' },
    pastText: { id: 'events.page.past.text', defaultMessage: 'Запись на него закрыта.' },
    draftTitle: { id: 'events.page.draft.title', defaultMessage: 'Черновик' },
    draftText: {
      id: 'events.page.draft.text',
      defaultMessage: 'Событие не опубликовано: его видите только вы.',
    },
    rsvpFailed: { id: 'events.page.rsvp.failed', defaultMessage: 'Не удалось изменить запись' },
    dismiss: { id: 'events.page.rsvp.dismiss', defaultMessage: 'Понятно' },
    joinLink: { id: 'events.page.joinLink', defaultMessage: 'Ссылка на трансляцию' },
    chat: { id: 'events.page.chat', defaultMessage: 'Чат встречи' },
    joinLinkHint: {
      id: 'events.page.joinLinkHint',
      defaultMessage: 'Видна только участникам и организатору.',
    },
    share: { id: 'events.page.share', defaultMessage: 'Поделиться' },
    addToCalendar: { id: 'events.page.addToCalendar', defaultMessage: 'Добавить в календарь' },
    linkCopied: { id: 'events.page.linkCopied', defaultMessage: 'Ссылка скопирована' },
    linkCopiedText: {
      id: 'events.page.linkCopiedText',
      defaultMessage: 'Отправьте её друзьям, которым будет интересно.',
    },
    copyFailed: { id: 'events.page.copyFailed', defaultMessage: 'Не удалось скопировать ссылку' },
    joinedToast: { id: 'events.page.toast.joined', defaultMessage: 'Вы записаны' },
    waitlistedToast: {
      id: 'events.page.toast.waitlisted',
      defaultMessage: 'Вы в листе ожидания',
    },
    cancelledToast: { id: 'events.page.toast.cancelled', defaultMessage: 'Запись отменена' },
    promotedToast: {
      id: 'events.page.toast.promoted',
      defaultMessage: 'Место освободилось: вы идёте',
    },
    liveOn: { id: 'events.page.live.on', defaultMessage: 'Обновляется автоматически' },
    liveConnecting: {
      id: 'events.page.live.connecting',
      defaultMessage: 'Подключаемся к обновлениям…',
    },
    liveReconnecting: {
      id: 'events.page.live.reconnecting',
      defaultMessage: 'Нет связи, переподключаемся…',
    },
    error: { id: 'events.page.toast.error', defaultMessage: 'Ошибка' },
  }),
  timeRange: defineMessage<{ start: string; end: string }>({
    id: 'events.page.timeRange',
    defaultMessage: '{start} – {end}',
  }),
  seatsLeft: defineMessage<{ count: number }>({
    id: 'events.page.seatsLeft',
    defaultMessage:
      '{count, plural, one {# место осталось} few {# места осталось} many {# мест осталось} other {# места осталось}}',
  }),
  waitlistCount: defineMessage<{ count: number }>({
    id: 'events.page.waitlistCount',
    defaultMessage:
      '{count, plural, one {# человек в листе ожидания} few {# человека в листе ожидания} many {# человек в листе ожидания} other {# человека в листе ожидания}}',
  }),
};

export const formMessages = {
  ...defineMessages({
    createTitle: { id: 'events.form.createTitle', defaultMessage: 'Новое событие' },
    editTitle: { id: 'events.form.editTitle', defaultMessage: 'Редактирование события' },
    loading: { id: 'events.form.loading', defaultMessage: 'Загружаем событие…' },
    forbiddenTitle: {
      id: 'events.form.forbidden.title',
      defaultMessage: 'Изменить событие может только его организатор или администратор',
    },
    moderating: {
      id: 'events.form.moderating',
      defaultMessage: 'Вы редактируете событие другого организатора как администратор.',
    },
    draftRestored: {
      id: 'events.form.draftRestored',
      defaultMessage: 'Мы восстановили несохранённые изменения.',
    },
    discardDraft: { id: 'events.form.discardDraft', defaultMessage: 'Начать заново' },
    basics: { id: 'events.form.section.basics', defaultMessage: 'Главное' },
    whenWhere: { id: 'events.form.section.whenWhere', defaultMessage: 'Время и место' },
    attendance: { id: 'events.form.section.attendance', defaultMessage: 'Участие' },
    cover: { id: 'events.form.cover', defaultMessage: 'Обложка (16:9)' },
    title: { id: 'events.form.title', defaultMessage: 'Название' },
    description: { id: 'events.form.description', defaultMessage: 'Описание' },
    category: { id: 'events.form.category', defaultMessage: 'Категория' },
    startsAt: { id: 'events.form.startsAt', defaultMessage: 'Начало' },
    endsAt: { id: 'events.form.endsAt', defaultMessage: 'Окончание' },
    timeZone: { id: 'events.form.timeZone', defaultMessage: 'Часовой пояс' },
    timeZoneHint: {
      id: 'events.form.timeZoneHint',
      defaultMessage: 'Время начала и окончания указывается в этом поясе.',
    },
    format: { id: 'events.form.format', defaultMessage: 'Формат' },
    offline: { id: 'events.form.offline', defaultMessage: 'Офлайн' },
    online: { id: 'events.form.online', defaultMessage: 'Онлайн' },
    venueName: { id: 'events.form.venueName', defaultMessage: 'Место' },
    address: { id: 'events.form.address', defaultMessage: 'Адрес' },
    city: { id: 'events.form.city', defaultMessage: 'Город' },
    onlineUrl: { id: 'events.form.onlineUrl', defaultMessage: 'Ссылка на трансляцию' },
    onlineUrlHint: {
      id: 'events.form.onlineUrlHint',
      defaultMessage: 'Её увидят только записавшиеся участники.',
    },
    maxAttendees: { id: 'events.form.maxAttendees', defaultMessage: 'Количество мест' },
    maxAttendeesHint: {
      id: 'events.form.maxAttendeesHint',
      defaultMessage: 'Оставьте пустым, если мест неограниченно.',
    },
    price: { id: 'events.form.price', defaultMessage: 'Цена, ₽' },
    priceHint: { id: 'events.form.priceHint', defaultMessage: '0 — бесплатно.' },
    publish: { id: 'events.form.publish', defaultMessage: 'Опубликовать' },
    saveChanges: { id: 'events.form.saveChanges', defaultMessage: 'Сохранить изменения' },
    saveDraft: { id: 'events.form.saveDraft', defaultMessage: 'Сохранить черновик' },
    saving: { id: 'events.form.saving', defaultMessage: 'Сохраняем…' },
    saved: { id: 'events.form.saved', defaultMessage: 'Событие сохранено' },
    published: { id: 'events.form.published', defaultMessage: 'Событие опубликовано' },
    draftSaved: { id: 'events.form.draftSaved', defaultMessage: 'Черновик сохранён' },
    saveFailed: { id: 'events.form.saveFailed', defaultMessage: 'Не удалось сохранить событие' },
    cancelEvent: { id: 'events.form.cancelEvent', defaultMessage: 'Отменить событие' },
    cancelConfirmTitle: {
      id: 'events.form.cancelConfirm.title',
      defaultMessage: 'Отменить событие?',
    },
    cancelConfirmText: {
      id: 'events.form.cancelConfirm.text',
      defaultMessage:
        'Событие останется на сайте с пометкой «Отменено», записаться на него будет нельзя. Это действие нельзя отменить.',
    },
    cancelConfirm: { id: 'events.form.cancelConfirm.confirm', defaultMessage: 'Да, отменить' },
    cancelKeep: { id: 'events.form.cancelConfirm.keep', defaultMessage: 'Не отменять' },
    cancelling: { id: 'events.form.cancelling', defaultMessage: 'Отменяем…' },
    eventCancelled: { id: 'events.form.eventCancelled', defaultMessage: 'Событие отменено' },
    deleteDraft: { id: 'events.form.deleteDraft', defaultMessage: 'Удалить черновик' },
    deleteConfirmTitle: {
      id: 'events.form.deleteConfirm.title',
      defaultMessage: 'Удалить черновик?',
    },
    deleteConfirmText: {
      id: 'events.form.deleteConfirm.text',
      defaultMessage: 'Черновик исчезнет насовсем. Это нельзя отменить.',
    },
    deleteConfirm: { id: 'events.form.deleteConfirm.confirm', defaultMessage: 'Да, удалить' },
    deleteKeep: { id: 'events.form.deleteConfirm.keep', defaultMessage: 'Оставить' },
    deleting: { id: 'events.form.deleting', defaultMessage: 'Удаляем…' },
    draftDeleted: { id: 'events.form.draftDeleted', defaultMessage: 'Черновик удалён' },
    cancelFailed: { id: 'events.form.cancelFailed', defaultMessage: 'Не удалось отменить событие' },
    backToEvent: { id: 'events.form.backToEvent', defaultMessage: 'К событию' },
  }),
  fixErrors: defineMessage<{ count: number }>({
    id: 'events.form.fixErrors',
    defaultMessage:
      '{count, plural, one {Исправьте # ошибку} few {Исправьте # ошибки} many {Исправьте # ошибок} other {Исправьте # ошибки}}',
  }),
};

const textTooLong = defineMessage<{ max: number }>({
  id: 'events.validation.textTooLong',
  defaultMessage:
    'Не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
});

/** Limits come as values from machines/events/event-limits.ts, the database's own. */
export const validationMessages = {
  ...defineMessages({
    title_required: { id: 'events.validation.titleRequired', defaultMessage: 'Введите название' },
    category_required: {
      id: 'events.validation.categoryRequired',
      defaultMessage: 'Выберите категорию',
    },
    starts_required: { id: 'events.validation.startsRequired', defaultMessage: 'Укажите начало' },
    starts_in_past: {
      id: 'events.validation.startsInPast',
      defaultMessage: 'Начало должно быть в будущем',
    },
    ends_required: { id: 'events.validation.endsRequired', defaultMessage: 'Укажите окончание' },
    ends_before_start: {
      id: 'events.validation.endsBeforeStart',
      defaultMessage: 'Окончание должно быть позже начала',
    },
    time_zone_invalid: {
      id: 'events.validation.timeZoneInvalid',
      defaultMessage: 'Неизвестный часовой пояс',
    },
    venue_required: { id: 'events.validation.venueRequired', defaultMessage: 'Укажите место' },
    city_required: { id: 'events.validation.cityRequired', defaultMessage: 'Укажите город' },
    url_required: {
      id: 'events.validation.urlRequired',
      defaultMessage: 'Укажите ссылку на трансляцию',
    },
    url_invalid: {
      id: 'events.validation.urlInvalid',
      defaultMessage: 'Ссылка должна начинаться с https://',
    },
    capacity_invalid: {
      id: 'events.validation.capacityInvalid',
      defaultMessage: 'Количество мест — целое число больше нуля',
    },
    price_invalid: {
      id: 'events.validation.priceInvalid',
      defaultMessage: 'Цена — число не меньше нуля',
    },
    url_too_long: {
      id: 'events.validation.urlTooLong',
      defaultMessage:
        'Ссылка должна быть не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    },
    capacity_too_high: {
      id: 'events.validation.capacityTooHigh',
      defaultMessage: 'Мест может быть не больше {max, number}',
    },
    price_too_high: {
      id: 'events.validation.priceTooHigh',
      defaultMessage: 'Цена должна быть не больше {max, number} ₽',
    },
    server_rejected: {
      id: 'events.validation.serverRejected',
      defaultMessage: 'Сервер не принял это значение: проверьте его',
    },
  }),
  venue_too_long: textTooLong,
  address_too_long: textTooLong,
  city_too_long: textTooLong,
  title_too_short: defineMessage<{ min: number }>({
    id: 'events.validation.titleTooShort',
    defaultMessage:
      'Название должно быть не короче {min, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  }),
  title_too_long: defineMessage<{ max: number }>({
    id: 'events.validation.titleTooLong',
    defaultMessage:
      'Название должно быть не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  }),
  description_too_long: defineMessage<{ max: number }>({
    id: 'events.validation.descriptionTooLong',
    defaultMessage:
      'Описание должно быть не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  }),
};
