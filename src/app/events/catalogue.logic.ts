/**
 * The catalogue machine with its real actor: the one place it is provided. Published events over
 * plain fetch, no supabase-js. The first page may already be on its way (asked for as the app
 * started); later ones, a retry and other filters are asked for when the machine needs them.
 */
import { fromPromise } from 'xstate';
import {
  type CataloguePage,
  type LoadPageInput,
  catalogueMachine,
} from '../../../machines/events/catalogue.machine';
import { DEFAULT_FILTERS, dateWindow, sameFilters } from '../../../machines/events/filters';
import { listEvents } from '../../services/events-public';
import { takeCatalogue } from '../startup/events-prefetch';

const loadCataloguePage = ({ filters, offset, limit }: LoadPageInput) =>
  listEvents({
    filters,
    // "Today" is the visitor's today: computed at request time on their device.
    window: dateWindow(filters, new Date()),
    offset,
    limit,
  });

export const catalogueLogic = catalogueMachine.provide({
  actors: {
    loadPage: fromPromise<CataloguePage, LoadPageInput>(({ input }) => {
      const early = takeCatalogue();
      const first = input.offset === 0 && sameFilters(input.filters, DEFAULT_FILTERS);
      return (first && early) || loadCataloguePage(input);
    }),
  },
});
