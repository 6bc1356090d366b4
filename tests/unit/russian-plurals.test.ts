import { describe, expect, it } from 'vitest';
import { cardMessages } from '../../src/components/event-card/event-card.messages';
import { rateLimitedMinutes, rateLimitedSeconds } from '../../src/features/auth/auth.messages';
import {
  catalogueMessages,
  formMessages,
  pageMessages,
  validationMessages,
} from '../../src/features/events/events.messages';
import { myEventsMessages } from '../../src/features/profile/my-events.messages';
import { text } from '../support/messages';

/**
 * The one place where tests spell Russian out: every plural message once, with a count whose form
 * is the hardest to get right, so a broken ICU branch (one/few/many) fails here. Page tests and
 * stories find these texts through text(), which follows any copy edit.
 */
const cases = [
  [rateLimitedSeconds, { seconds: 37 }, 'Слишком много попыток. Попробуйте снова через 37 секунд.'],
  [
    rateLimitedSeconds,
    { seconds: 61 },
    'Слишком много попыток. Попробуйте снова через 61 секунду.',
  ],
  [rateLimitedMinutes, { minutes: 2 }, 'Слишком много попыток. Попробуйте снова через 2 минуты.'],
  [rateLimitedMinutes, { minutes: 5 }, 'Слишком много попыток. Попробуйте снова через 5 минут.'],
  [cardMessages.attendees, { count: 21 }, '21 участник'],
  [cardMessages.attendees, { count: 3 }, '3 участника'],
  [catalogueMessages.filtersOpen, { count: 0 }, 'Фильтры'],
  [catalogueMessages.filtersOpen, { count: 2 }, 'Фильтры (2)'],
  [catalogueMessages.found, { count: 11 }, 'Найдено 11 событий'],
  [catalogueMessages.foundMore, { count: 1 }, 'Найдено более 1 события'],
  [formMessages.fixErrors, { count: 3 }, 'Исправьте 3 ошибки'],
  [pageMessages.seatsLeft, { count: 1 }, '1 место осталось'],
  [pageMessages.waitlistCount, { count: 5 }, '5 человек в листе ожидания'],
  [validationMessages.title_too_short, { min: 3 }, 'Название должно быть не короче 3 символов'],
  [validationMessages.title_too_long, { max: 140 }, 'Название должно быть не длиннее 140 символов'],
  [
    validationMessages.description_too_long,
    { max: 10_000 },
    'Описание должно быть не длиннее 10 000 символов',
  ],
  [validationMessages.venue_too_long, { max: 201 }, 'Не длиннее 201 символа'],
  [validationMessages.url_too_long, { max: 2048 }, 'Ссылка должна быть не длиннее 2 048 символов'],
  [myEventsMessages.count, { count: 10 }, '10 событий'],
  [myEventsMessages.more, { count: 2 }, 'Показать ещё 2 события'],
  [myEventsMessages.showPast, { count: 2 }, 'Показать прошедшие: 2 события'],
] as const;

describe('Russian plural forms', () => {
  for (const [message, values, expected] of cases) {
    it(`${message.id} ${JSON.stringify(values)}`, () => {
      expect(text(message, values)).toBe(expected);
    });
  }
});
