import type { IntlShape } from 'react-intl';
import type { EventSummary } from '../../../machines/events/events.types';
import { isLocale } from '../../../machines/i18n/locales';
import { formatRoubles } from '../../i18n/format';
import { cardMessages as m } from './event-card.messages';

export function formatPrice(intl: IntlShape, price: number): string {
  if (price <= 0) return intl.formatMessage(m.free);
  return formatRoubles(price, isLocale(intl.locale) ? intl.locale : 'ru');
}

/** «5 декабря 2026 г., 19:00» in the event's own zone: an evening in Moscow stays 19:00. */
export function formatStart(intl: IntlShape, event: Pick<EventSummary, 'startsAt' | 'timeZone'>) {
  return intl.formatMessage(m.dateTime, {
    date: intl.formatDate(event.startsAt, { dateStyle: 'long', timeZone: event.timeZone }),
    time: intl.formatTime(event.startsAt, { timeStyle: 'short', timeZone: event.timeZone }),
  });
}

export function formatLocation(
  intl: IntlShape,
  event: Pick<EventSummary, 'isOnline' | 'venueName' | 'city'>,
): string {
  if (event.isOnline) return intl.formatMessage(m.onlineLocation);
  return [event.venueName, event.city].filter(Boolean).join(', ');
}
