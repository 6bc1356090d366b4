/**
 * The groups catalogue's filters and their URL form. The URL is the source of truth (a shared
 * link reproduces the view), so parsing is forgiving: anything unknown falls back to the default.
 */
import { type CategoryId, isCategoryId } from './groups.types';

export const GROUP_SORTS = ['members', 'newest'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

export interface GroupFilters {
  q: string;
  category: CategoryId | null;
  /** A city as groups name it; empty: anywhere. */
  city: string;
  sort: GroupSort;
}

export const DEFAULT_GROUP_FILTERS: GroupFilters = {
  q: '',
  category: null,
  city: '',
  sort: 'members',
};

/** Groups per catalogue page. */
export const GROUPS_PAGE_SIZE = 12;

export function parseGroupFilters(search: string): GroupFilters {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const category = p.get('category');
  const sort = p.get('sort');
  return {
    q: (p.get('q') ?? '').trim().slice(0, 200),
    category: isCategoryId(category) ? category : null,
    city: (p.get('city') ?? '').trim().slice(0, 100),
    sort: (GROUP_SORTS as readonly (string | null)[]).includes(sort)
      ? (sort as GroupSort)
      : 'members',
  };
}

/** `?q=…&category=…` in a fixed order with defaults left out, so equal filters give equal URLs. */
export function serializeGroupFilters(f: GroupFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.category) p.set('category', f.category);
  if (f.city.trim()) p.set('city', f.city.trim());
  if (f.sort !== 'members') p.set('sort', f.sort);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const groupsHref = (f: GroupFilters) => `/groups${serializeGroupFilters(f)}`;

export const sameGroupFilters = (a: GroupFilters, b: GroupFilters) =>
  serializeGroupFilters(a) === serializeGroupFilters(b);

/** The filters (not the words, not the sort) that differ from the defaults: what reset clears. */
export const activeGroupFilters = (f: GroupFilters) =>
  [f.category, f.city.trim() || null].filter(Boolean).length;
