import type { EventFrom } from 'xstate';
import { catalogueMachine } from '../../../machines/events/catalogue.machine';
import { parseFilters } from '../../../machines/events/filters';
import { createModel } from '../../support/model';
import { cataloguePages, pagingEvents, pagingKey } from '../../support/paged-catalogue';
import { summaries } from './fixtures';

/** Shared by the machine test and the page test, so both walk the same paths. */
const pages = cataloguePages(summaries);
export const { FIRST_PAGE, NEXT_PAGE, SHORT_PAGE, CAPPED_PAGE } = pages;
export const SEARCH = parseFilters('?q=йога');
/**
 * The model starts on a chosen range with its first day set (the URL of a person choosing dates),
 * so that one step, an end typed before that day, is a refused range.
 */
export const MODEL_START_PATH = '/events?date=range&from=2026-12-10';
export const MODEL_START = parseFilters(MODEL_START_PATH.split('?')[1]!);
export const REVERSED_END = { to: '2026-12-01' };

type Event = EventFrom<typeof catalogueMachine>;

const events: Event[] = [
  { type: 'url.change', filters: SEARCH },
  // The address back at what is already shown (e.g. after a refused range): nothing to load
  { type: 'url.change', filters: MODEL_START },
  { type: 'filter.change', patch: { category: 'art' } },
  { type: 'filter.change', patch: REVERSED_END },
  // The end date cleared: back to what is applied
  { type: 'filter.change', patch: { to: null } },
  { type: 'filters.reset' },
  ...pagingEvents(pages),
  { type: 'filters.open' },
  { type: 'filters.close' },
];

/** While the phone's dialog is open: close it, choose a category in it, or the list answers. */
const inDialog = (e: Event) => {
  const type: string = e.type;
  if (type === 'xstate.done.actor.loadPage')
    return (e as { output?: unknown }).output === FIRST_PAGE;
  return type === 'filters.close' || (e.type === 'filter.change' && 'category' in e.patch);
};

export const catalogueModel = createModel(catalogueMachine, {
  input: { filters: MODEL_START },
  // The dialog changes no result, so it is opened from a loaded list only and, once open, tried
  // with what a person does inside it: every transition is taken without doubling the paths.
  events: (s) =>
    s.context.filtersOpen
      ? events.filter(inDialog)
      : events.filter(
          (e) =>
            e.type !== 'filters.close' &&
            (e.type !== 'filters.open' || s.matches({ loaded: 'idle' })),
        ),
  // Of the filters only the category (for "reset" to have something to reset); and whether a
  // typed range stands refused.
  serializeState: (s) =>
    JSON.stringify([
      ...pagingKey(s),
      s.context.error?.code,
      s.context.filters.category,
      s.context.refusedRange !== null,
      s.context.filtersOpen,
    ]),
});
