/** The reports queue's answers as `admin-reports` gives them: machine tests, page tests, stories. */
import type { AdminFailure } from '../../../machines/admin/admin.types';
import type { QueuePage, ReportGroup } from '../../../machines/admin/reports.types';

export const REPORTED_EVENT_GROUP: ReportGroup = {
  targetType: 'event',
  targetId: '0d3c8a8e-5f7b-4c1e-9a55-1f2b3c4d5e61',
  targetLabel: 'Бесплатный мастер-класс по криптовалютам',
  targetAuthor: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Игорь Быстров',
    deleted: false,
  },
  count: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'fake', count: 1 },
  ],
  latestAt: '2026-11-28T08:15:00.000Z',
  reports: [
    {
      id: 'r-1',
      reporter: {
        id: 'a1b2c3d4-0000-4000-8000-000000000011',
        name: 'Анна Петрова',
        deleted: false,
      },
      reason: 'spam',
      details: 'Зовут в телеграм-канал с «сигналами»',
      createdAt: '2026-11-28T08:15:00.000Z',
    },
    {
      id: 'r-2',
      reporter: { id: 'a1b2c3d4-0000-4000-8000-000000000012', name: null, deleted: false },
      reason: 'spam',
      details: null,
      createdAt: '2026-11-27T19:02:00.000Z',
    },
    {
      id: 'r-3',
      reporter: { id: 'a1b2c3d4-0000-4000-8000-000000000013', name: null, deleted: true },
      reason: 'fake',
      details: null,
      createdAt: '2026-11-27T10:40:00.000Z',
    },
  ],
  outcome: null,
};

export const REPORTED_PERSON_GROUP: ReportGroup = {
  targetType: 'person',
  targetId: 'a1b2c3d4-0000-4000-8000-000000000021',
  targetLabel: 'Спам Спамович',
  targetAuthor: {
    id: 'a1b2c3d4-0000-4000-8000-000000000021',
    name: 'Спам Спамович',
    deleted: false,
  },
  count: 1,
  reasons: [{ reason: 'abuse', count: 1 }],
  latestAt: '2026-11-26T12:00:00.000Z',
  reports: [
    {
      id: 'r-4',
      reporter: {
        id: 'a1b2c3d4-0000-4000-8000-000000000011',
        name: 'Анна Петрова',
        deleted: false,
      },
      reason: 'abuse',
      details: 'Пишет оскорбления в личные сообщения',
      createdAt: '2026-11-26T12:00:00.000Z',
    },
  ],
  outcome: null,
};

export const REPORTED_MESSAGE_GROUP: ReportGroup = {
  targetType: 'message',
  targetId: '0d3c8a8e-5f7b-4c1e-9a55-1f2b3c4d5e71',
  targetLabel: 'Купите подписку на мой канал, только сегодня скидка…',
  targetAuthor: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Игорь Быстров',
    deleted: false,
  },
  count: 1,
  reasons: [{ reason: 'spam', count: 1 }],
  latestAt: '2026-11-25T09:00:00.000Z',
  reports: [],
  outcome: 'remove',
};

/** The first of two pages of open reports. */
export const OPEN_QUEUE: QueuePage = {
  items: [REPORTED_EVENT_GROUP, REPORTED_PERSON_GROUP],
  total: 25,
};
export const RESOLVED_QUEUE: QueuePage = {
  items: [{ ...REPORTED_MESSAGE_GROUP, reports: REPORTED_EVENT_GROUP.reports.slice(0, 1) }],
  total: 1,
};
export const EMPTY_QUEUE: QueuePage = { items: [], total: 0 };

export const ADMIN_NETWORK: AdminFailure = { code: 'network', message: 'Failed to fetch' };
