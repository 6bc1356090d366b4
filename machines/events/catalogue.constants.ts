/**
 * The catalogue's first request, apart from the machine and the filters' parser (date-fns): the
 * app asks for the first page before their code has arrived (src/app/events-prefetch.ts), and
 * must ask for the very page the machine will.
 */
import type { EventFilters } from './filters';

/** Events per catalogue page. */
export const PAGE_SIZE = 12;

export const DEFAULT_FILTERS: EventFilters = {
  q: '',
  category: null,
  date: null,
  from: null,
  to: null,
  format: null,
  price: null,
  city: '',
  sort: 'soonest',
};
