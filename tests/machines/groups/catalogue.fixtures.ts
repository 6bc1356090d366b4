import type { GroupSummary } from '../../../machines/groups/groups.types';

const CITIES = ['Москва', 'Казань', null] as const;

/** `count` groups with ids from `from` on: every third online, every fourth private. */
export function groupSummaries(count: number, from = 1): GroupSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const city = CITIES[n % 3]!;
    return {
      id: `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Группа ${n}`,
      description: `Описание группы ${n}: встречаемся и говорим о любимом деле.`,
      categoryId: 'technology',
      isOnline: city === null,
      city,
      coverUrl: null,
      privacy: n % 4 === 0 ? 'private' : 'public',
      memberCount: 100 - n,
      createdAt: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    };
  });
}
