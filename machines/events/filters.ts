/**
 * The catalogue's filters and their URL form. The URL is the source of truth (a shared link
 * reproduces the view), so parsing is forgiving: anything unknown falls back to the default.
 */
import {
  addDays,
  endOfDay,
  endOfWeek,
  isValid,
  isWeekend,
  max as latest,
  nextSaturday,
  parseISO,
  startOfDay,
} from 'date-fns';
import { DEFAULT_FILTERS } from './catalogue.constants';
import { type CategoryId, isCategoryId } from './events.types';

export const DATE_PRESETS = ['today', 'weekend', 'week', 'range'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const SORTS = ['soonest', 'newest', 'price'] as const;
export type EventSort = (typeof SORTS)[number];
export type EventFormat = 'online' | 'offline';
export type PriceFilter = 'free' | 'paid';

export interface EventFilters {
  q: string;
  category: CategoryId | null;
  date: DatePreset | null;
  /** `yyyy-MM-dd`, only with date=range. */
  from: string | null;
  to: string | null;
  format: EventFormat | null;
  price: PriceFilter | null;
  city: string;
  sort: EventSort;
}

export { DEFAULT_FILTERS };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
const day = (value: string | null) =>
  value && DAY.test(value) && isValid(parseISO(value)) ? value : null;

export function parseFilters(search: string): EventFilters {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const category = p.get('category');
  const date = oneOf(DATE_PRESETS, p.get('date'));
  const from = date === 'range' ? day(p.get('from')) : null;
  let to = date === 'range' ? day(p.get('to')) : null;
  // A range typed backwards in a hand-edited link: keep the start, drop the impossible end.
  if (from && to && to < from) to = null;
  return {
    q: (p.get('q') ?? '').trim().slice(0, 200),
    category: isCategoryId(category) ? category : null,
    // `date=range` without dates yet is a range being chosen: the inputs stay on screen.
    date,
    from,
    to,
    format: oneOf(['online', 'offline'] as const, p.get('format')),
    price: oneOf(['free', 'paid'] as const, p.get('price')),
    city: (p.get('city') ?? '').trim().slice(0, 100),
    sort: oneOf(SORTS, p.get('sort')) ?? 'soonest',
  };
}

/** `?q=…&category=…` in a fixed order with defaults left out, so equal filters give equal URLs. */
export function serializeFilters(f: EventFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.category) p.set('category', f.category);
  if (f.date) p.set('date', f.date);
  if (f.date === 'range' && f.from) p.set('from', f.from);
  if (f.date === 'range' && f.to) p.set('to', f.to);
  if (f.format) p.set('format', f.format);
  if (f.price) p.set('price', f.price);
  if (f.city.trim()) p.set('city', f.city.trim());
  if (f.sort !== 'soonest') p.set('sort', f.sort);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function eventsHref(f: EventFilters): string {
  return `/events${serializeFilters(f)}`;
}

export function sameFilters(a: EventFilters, b: EventFilters): boolean {
  return serializeFilters(a) === serializeFilters(b);
}

/** How many filters differ from the defaults (the sort is not a filter): the phone button's badge. */
export function activeFilterCount(f: EventFilters): number {
  return [f.category, f.date, f.format, f.price, f.city.trim() || null].filter(Boolean).length;
}

export interface DateWindow {
  /** Events still running at or after this instant. */
  from: Date;
  /** Events starting at or before this instant; null: no limit. */
  to: Date | null;
}

/**
 * The instants a date filter means, in the zone of the device (the visitor's "today" is theirs,
 * not the organiser's). Past events never show, so presets start no earlier than now.
 */
export function dateWindow(
  f: Pick<EventFilters, 'date' | 'from' | 'to'>,
  now: Date,
  weekStartsOn: 0 | 1 = 1,
): DateWindow {
  switch (f.date) {
    case 'today':
      return { from: now, to: endOfDay(now) };
    case 'weekend': {
      // On Saturday or Sunday "this weekend" is the one under way; otherwise the coming one.
      const saturday = isWeekend(now)
        ? startOfDay(now.getDay() === 0 ? addDays(now, -1) : now)
        : nextSaturday(startOfDay(now));
      return { from: latest([now, saturday]), to: endOfDay(addDays(saturday, 1)) };
    }
    case 'week':
      return { from: now, to: endOfWeek(now, { weekStartsOn }) };
    case 'range': {
      const from = f.from ? startOfDay(parseISO(f.from)) : now;
      return { from, to: f.to ? endOfDay(parseISO(f.to)) : null };
    }
    default:
      return { from: now, to: null };
  }
}
