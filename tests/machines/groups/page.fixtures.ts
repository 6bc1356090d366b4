/** Groups, people, threads and requests for the group page's, the thread's and the queue's tests and stories. */
import type { GroupContent, GroupHead } from '../../../machines/groups/group-page.machine';
import type {
  Comment,
  GroupInfo,
  JoinRequest,
  Member,
  Standing,
  Thread,
  Viewer,
} from '../../../machines/groups/group-page.types';
import { OUTSIDER } from '../../../machines/groups/group-page.types';

export const GROUP_ID = 'c1000000-0000-4000-8000-000000000001';
export const THREAD_ID = 'd1000000-0000-4000-8000-000000000001';
export const OWNER_ID = 'a0000000-0000-4000-8000-000000000001';
export const MODERATOR_ID = 'a0000000-0000-4000-8000-000000000002';
export const MEMBER_ID = 'a0000000-0000-4000-8000-000000000003';
export const OTHER_ID = 'a0000000-0000-4000-8000-000000000004';

export const viewerOf = (userId: string): Viewer => ({ status: 'member', userId, isAdmin: false });
export const VISITOR: Viewer = { status: 'visitor' };

export const group = (overrides: Partial<GroupInfo> = {}): GroupInfo => ({
  id: GROUP_ID,
  name: 'Фронтенд Москва',
  description: 'Встречаемся раз в месяц. Программа: https://front.example.com/plan',
  categoryId: 'technology',
  isOnline: false,
  city: 'Москва',
  coverUrl: null,
  privacy: 'public',
  memberCount: 3,
  createdAt: '2030-01-10T10:00:00.000Z',
  ...overrides,
});

export const standing = (overrides: Partial<Standing> = {}): Standing => ({
  ...OUTSIDER,
  ...overrides,
});

export const head = (g: Partial<GroupInfo> = {}, s: Partial<Standing> = {}): GroupHead => ({
  group: group(g),
  standing: standing(s),
});

const person = (id: string, fullName: string) => ({ id, fullName, avatarUrl: null });

export const MEMBERS: Member[] = [
  { ...person(OWNER_ID, 'Дмитрий Орлов'), role: 'owner', joinedAt: '2030-01-10T10:00:00.000Z' },
  {
    ...person(MODERATOR_ID, 'Екатерина Смирнова'),
    role: 'moderator',
    joinedAt: '2030-01-12T10:00:00.000Z',
  },
  { ...person(MEMBER_ID, 'Анна Петрова'), role: 'member', joinedAt: '2030-02-01T10:00:00.000Z' },
];

export const thread = (overrides: Partial<Thread> = {}): Thread => ({
  id: THREAD_ID,
  groupId: GROUP_ID,
  author: person(MEMBER_ID, 'Анна Петрова'),
  title: 'Что почитать про React Server Components?',
  body: 'Поделитесь ссылками: https://react.dev/reference/rsc',
  pinned: false,
  commentCount: 2,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
  ...overrides,
});

export const comment = (
  n: number,
  authorId = MODERATOR_ID,
  replyTo: string | null = null,
): Comment => ({
  id: `e1000000-0000-4000-8000-00000000000${n}`,
  threadId: THREAD_ID,
  author: MEMBERS.find((m) => m.id === authorId) ?? person(authorId, 'Гость'),
  body: `Комментарий ${n}: https://example.com/${n}`,
  replyTo,
  createdAt: `2030-03-0${n}T12:00:00.000Z`,
  updatedAt: `2030-03-0${n}T12:00:00.000Z`,
});

export const CONTENT: GroupContent = {
  members: MEMBERS,
  events: [
    {
      id: 'e2000000-0000-4000-8000-000000000001',
      title: 'Митап: React 20',
      starts_at: '2030-06-10T16:00:00.000Z',
      is_online: false,
      city: 'Москва',
      status: 'published',
      members_only: false,
    },
  ],
  pinned: [
    thread({ id: 'd1000000-0000-4000-8000-000000000009', title: 'Правила группы', pinned: true }),
  ],
  threads: { items: [thread()], next: { createdAt: '2030-03-01T10:00:00.000Z', id: THREAD_ID } },
};

export const MORE_THREADS = {
  items: [thread({ id: 'd1000000-0000-4000-8000-000000000002', title: 'Вакансии' })],
  next: null,
};

export const REQUESTS: JoinRequest[] = [
  {
    id: 'f1000000-0000-4000-8000-000000000001',
    person: person(OTHER_ID, 'Игорь Волков'),
    status: 'pending',
    message: 'Пишу на Vue, хочу к вам',
    createdAt: '2030-04-01T10:00:00.000Z',
  },
  {
    id: 'f1000000-0000-4000-8000-000000000002',
    person: person('a0000000-0000-4000-8000-000000000005', 'Мария Кузнецова'),
    status: 'pending',
    message: null,
    createdAt: '2030-04-02T10:00:00.000Z',
  },
];

export const NETWORK = { code: 'network', message: 'fetch failed' };
export const NOT_FOUND = { code: 'not_found', message: 'No group' };
export const BANNED = { code: 'banned', message: 'group_banned' };
export const FORBIDDEN = { code: 'forbidden', message: 'group_forbidden' };

export const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
export const error = (id: string, err: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: err }) as never;
