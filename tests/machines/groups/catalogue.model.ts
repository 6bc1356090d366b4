import type { EventFrom } from 'xstate';
import { parseGroupFilters } from '../../../machines/groups/group-catalogue.filters';
import { groupCatalogueMachine } from '../../../machines/groups/group-catalogue.machine';
import { createModel } from '../../support/model';
import { groupSummaries } from './catalogue.fixtures';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const FIRST_PAGE = { items: groupSummaries(12), total: 30, capped: false };
/** Later pages are never counted. */
export const NEXT_PAGE = { items: groupSummaries(12, 13), total: null, capped: false };
export const SHORT_PAGE = { items: groupSummaries(5), total: 5, capped: false };
/** More matches than the count's cap: «more than 100», paged until a page comes back short. */
export const CAPPED_PAGE = { items: groupSummaries(12), total: 100, capped: true };
export const EMPTY_PAGE = { items: [], total: 0, capped: false };
export const SEARCH = parseGroupFilters('?q=йога');
/** The model starts in a city, so that «reset» has something to reset from the start. */
export const MODEL_START_PATH = '/groups?city=Москва';
export const MODEL_START = parseGroupFilters(MODEL_START_PATH.split('?')[1]!);
export const FAILURE = { code: 'network', message: 'fetch failed' };

type Event = EventFrom<typeof groupCatalogueMachine>;

export const catalogueEvents: Event[] = [
  { type: 'url.change', filters: SEARCH },
  { type: 'filter.change', patch: { category: 'art' } },
  { type: 'filters.reset' },
  { type: 'more.load' },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadPage', output: FIRST_PAGE } as never,
  { type: 'xstate.done.actor.loadPage', output: SHORT_PAGE } as never,
  { type: 'xstate.done.actor.loadPage', output: CAPPED_PAGE } as never,
  { type: 'xstate.done.actor.loadPage', output: EMPTY_PAGE } as never,
  { type: 'xstate.error.actor.loadPage', error: FAILURE } as never,
  { type: 'xstate.done.actor.loadMore', output: NEXT_PAGE } as never,
  { type: 'xstate.error.actor.loadMore', error: FAILURE } as never,
];

export const groupCatalogueModel = createModel(groupCatalogueMachine, {
  input: { filters: MODEL_START },
  events: catalogueEvents,
  // Every filter the events change, since whether a change reloads depends on them; the list by
  // its length. The sort is tried by the rule tests: as a third filter here it would double the
  // page's walks for no new state.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.items.length,
      s.context.total,
      s.context.capped,
      s.context.exhausted,
      s.context.error?.code,
      s.context.filters.category,
      s.context.filters.city,
      s.context.filters.q,
    ]),
});
