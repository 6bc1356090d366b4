import { defineMessage, defineMessages } from 'react-intl';

export const aboutMessages = defineMessages({
  metaTitle: { id: 'about.meta.title', defaultMessage: 'О нас' },
  metaDescription: {
    id: 'about.meta.description',
    defaultMessage:
      'Кто делает «Встречи», зачем и как с нами связаться: миссия, ценности, команда и контакты.',
  },
  title: { id: 'about.title', defaultMessage: 'О проекте «Встречи»' },
  missionTitle: { id: 'about.mission.title', defaultMessage: 'Наша миссия' },
  missionText: {
    id: 'about.mission.text',
    defaultMessage:
      'Мы помогаем людям находить друг друга офлайн: собираться на лекции и мастер-классы, заниматься спортом, учиться и просто общаться с теми, кому интересно то же, что и вам. «Встречи» — простой способ найти событие рядом или создать своё.',
  },
  valuesTitle: { id: 'about.values.title', defaultMessage: 'Наши ценности' },
  communityTitle: { id: 'about.values.community.title', defaultMessage: 'Сообщество' },
  communityText: {
    id: 'about.values.community.text',
    defaultMessage:
      'Лучшие события делают люди. Мы даём организаторам и участникам инструменты, а правила площадки обсуждаем вместе с ними.',
  },
  accessibilityTitle: { id: 'about.values.accessibility.title', defaultMessage: 'Доступность' },
  accessibilityText: {
    id: 'about.values.accessibility.text',
    defaultMessage:
      'Сервисом удобно пользоваться с телефона, с клавиатуры и с экранным диктором, на четырёх языках.',
  },
  qualityTitle: { id: 'about.values.quality.title', defaultMessage: 'Качество' },
  qualityText: {
    id: 'about.values.quality.text',
    defaultMessage:
      'Мы проверяем, чтобы описания событий были честными, а встречи — безопасными, и быстро отвечаем на обращения.',
  },
  teamTitle: { id: 'about.team.title', defaultMessage: 'Команда' },
  member1Name: { id: 'about.team.member1.name', defaultMessage: 'Анна Соколова' },
  member1Role: { id: 'about.team.member1.role', defaultMessage: 'Основатель и руководитель' },
  member1Bio: {
    id: 'about.team.member1.bio',
    defaultMessage:
      'Десять лет организовывала городские фестивали и клубы по интересам. Придумала «Встречи», чтобы собирать людей стало проще.',
  },
  member2Name: { id: 'about.team.member2.name', defaultMessage: 'Дмитрий Волков' },
  member2Role: { id: 'about.team.member2.role', defaultMessage: 'Технический директор' },
  member2Bio: {
    id: 'about.team.member2.bio',
    defaultMessage:
      'Отвечает за то, чтобы сервис работал быстро и надёжно. В свободное время ведёт бесплатные курсы программирования для школьников.',
  },
  member3Name: { id: 'about.team.member3.name', defaultMessage: 'Екатерина Морозова' },
  member3Role: {
    id: 'about.team.member3.role',
    defaultMessage: 'Руководитель по работе с сообществом',
  },
  member3Bio: {
    id: 'about.team.member3.bio',
    defaultMessage:
      'Помогает организаторам запускать первые события и следит, чтобы на площадке было дружелюбно и безопасно.',
  },
  contactTitle: { id: 'about.contact.title', defaultMessage: 'Контакты' },
  contactEmail: { id: 'about.contact.email', defaultMessage: 'Электронная почта' },
  contactAddress: { id: 'about.contact.address', defaultMessage: 'Адрес' },
  contactAddressValue: {
    id: 'about.contact.addressValue',
    defaultMessage: 'Москва, ул. Тверская, д. 7, офис 12',
  },
  contactHours: { id: 'about.contact.hours', defaultMessage: 'Часы работы' },
  contactWeekend: {
    id: 'about.contact.weekend',
    defaultMessage: 'Суббота и воскресенье: выходной',
  },
});

export const contactWeekdays = defineMessage<{ from: string; to: string }>({
  id: 'about.contact.weekdays',
  defaultMessage: 'Понедельник — пятница: {from}–{to}',
});
