import type {
  EventDetails,
  EventPageData,
  EventSummary,
} from '../../../machines/events/events.types';

/** Events for tests and stories: far in the future so "past" depends only on what a test says. */
export function summary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Митап по React и TypeScript',
    startsAt: '2030-12-05T16:00:00.000Z',
    endsAt: '2030-12-05T19:00:00.000Z',
    timeZone: 'Europe/Moscow',
    isOnline: false,
    venueName: 'Технопарк «Сколково»',
    city: 'Москва',
    price: 0,
    maxAttendees: null,
    goingCount: 21,
    coverUrl: null,
    categoryId: 'technology',
    status: 'published',
    featured: true,
    ...overrides,
  };
}

export function summaries(count: number, from = 1): EventSummary[] {
  return Array.from({ length: count }, (_, i) =>
    summary({
      id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
      title: `Событие ${from + i}`,
    }),
  );
}

export const ORGANIZER_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const MEMBER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const ADMIN_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function details(overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    ...summary(),
    description: 'Поговорим о серверных компонентах и типизации.\nВход свободный.',
    address: 'Большой бульвар, 42',
    waitlistCount: 0,
    createdAt: '2030-11-01T10:00:00.000Z',
    organizer: { id: ORGANIZER_ID, fullName: 'Дмитрий Орлов', avatarUrl: '' },
    ...overrides,
  };
}

export function pageData(
  event: Partial<EventDetails> = {},
  rest: Partial<Omit<EventPageData, 'event'>> = {},
): EventPageData {
  return {
    event: details(event),
    attendees: [
      { userId: 'c1', fullName: 'Анна Петрова', avatarUrl: '' },
      { userId: 'c2', fullName: 'Игорь Ким', avatarUrl: '' },
    ],
    myRsvp: null,
    joinUrl: null,
    ...rest,
  };
}
