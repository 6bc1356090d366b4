import { defineMessage, defineMessages } from 'react-intl';

export const cardMessages = {
  ...defineMessages({
    free: { id: 'events.card.free', defaultMessage: 'Бесплатно' },
    online: { id: 'events.card.online', defaultMessage: 'Онлайн' },
    offline: { id: 'events.card.offline', defaultMessage: 'Офлайн' },
    onlineLocation: { id: 'events.card.onlineLocation', defaultMessage: 'Онлайн-трансляция' },
    seats: { id: 'events.card.seats', defaultMessage: 'Занято мест' },
    cancelled: { id: 'events.card.cancelled', defaultMessage: 'Отменено' },
    draft: { id: 'events.card.draft', defaultMessage: 'Черновик' },
  }),
  dateTime: defineMessage<{ date: string; time: string }>({
    id: 'events.card.dateTime',
    defaultMessage: '{date}, {time}',
  }),
  attendees: defineMessage<{ count: number }>({
    id: 'events.card.attendees',
    defaultMessage:
      '{count, plural, one {# участник} few {# участника} many {# участников} other {# участника}}',
  }),
  seatsValue: defineMessage<{ going: number; max: number }>({
    id: 'events.card.seatsValue',
    defaultMessage: '{going} из {max}',
  }),
};
