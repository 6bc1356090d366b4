/** The content screen's answers as `admin-content` gives them: machine tests, page tests, stories. */
import type {
  AdminEventItem,
  AdminGroupItem,
  ContentPage,
} from '../../../machines/admin/content.types';

export const PUBLISHED_EVENT: AdminEventItem = {
  id: '7a1d0c52-1111-4c3e-8e55-000000000001',
  title: 'Вечер настольных игр',
  startsAt: '2026-12-05T16:00:00.000Z',
  status: 'published',
  featured: false,
  organiser: { id: 'a1b2c3d4-0000-4000-8000-000000000031', name: 'Мария Смирнова', deleted: false },
  groupId: null,
  goingCount: 14,
};
export const FEATURED_EVENT: AdminEventItem = {
  ...PUBLISHED_EVENT,
  id: '7a1d0c52-1111-4c3e-8e55-000000000002',
  title: 'Городской забег',
  featured: true,
  goingCount: 120,
};
export const OPEN_GROUP: AdminGroupItem = {
  id: '7a1d0c52-2222-4c3e-8e55-000000000001',
  name: 'Клуб любителей кино',
  visibility: 'public',
  closed: false,
  memberCount: 48,
  owner: { id: 'a1b2c3d4-0000-4000-8000-000000000031', name: 'Мария Смирнова', deleted: false },
};

export const EVENTS_PAGE: ContentPage = {
  section: 'events',
  items: [PUBLISHED_EVENT, FEATURED_EVENT],
  total: 30,
};
export const GROUPS_PAGE: ContentPage = { section: 'groups', items: [OPEN_GROUP], total: 1 };
export const NO_EVENTS: ContentPage = { section: 'events', items: [], total: 0 };

export const SEARCH_WORDS = 'забег';
export const UNPUBLISH_REASON = 'Мероприятие перенесли, даты неверны';
export const TOO_LONG_REASON = 'я'.repeat(501);
