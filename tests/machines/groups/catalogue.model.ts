import type { EventFrom } from 'xstate';
import { parseGroupFilters } from '../../../machines/groups/group-catalogue.filters';
import { groupCatalogueMachine } from '../../../machines/groups/group-catalogue.machine';
import { createModel } from '../../support/model';
import { cataloguePages, pagingEvents, pagingKey } from '../../support/paged-catalogue';
import { groupSummaries } from './catalogue.fixtures';

/** Shared by the machine test and the page test, so both walk the same paths. */
const pages = cataloguePages(groupSummaries);
export const { FIRST_PAGE, NEXT_PAGE, SHORT_PAGE, CAPPED_PAGE, EMPTY_PAGE } = pages;
export const SEARCH = parseGroupFilters('?q=йога');
/** The model starts in a city, so that «reset» has something to reset from the start. */
export const MODEL_START_PATH = '/groups?city=Москва';
export const MODEL_START = parseGroupFilters(MODEL_START_PATH.split('?')[1]!);

type Event = EventFrom<typeof groupCatalogueMachine>;

export const catalogueEvents: Event[] = [
  { type: 'url.change', filters: SEARCH },
  { type: 'filter.change', patch: { category: 'art' } },
  { type: 'filters.reset' },
  ...pagingEvents(pages),
];

export const groupCatalogueModel = createModel(groupCatalogueMachine, {
  input: { filters: MODEL_START },
  events: catalogueEvents,
  // Every filter the events change, since whether a change reloads depends on them; the list by
  // its length. The sort is tried by the rule tests: as a third filter here it would double the
  // page's walks for no new state.
  serializeState: (s) =>
    JSON.stringify([
      ...pagingKey(s),
      s.context.exhausted,
      s.context.error?.code,
      s.context.filters.category,
      s.context.filters.city,
      s.context.filters.q,
    ]),
});
