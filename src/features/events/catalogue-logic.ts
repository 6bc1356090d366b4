/** The catalogue with its real side effect: published events over plain fetch, no supabase-js. */
import { fromPromise } from 'xstate';
import {
  type CataloguePage,
  type LoadPageInput,
  catalogueMachine,
} from '../../../machines/events/catalogue.machine';
import { dateWindow } from '../../../machines/events/filters';
import { listEvents } from '../../services/events-public';

export const loadCataloguePage = ({ filters, offset, limit }: LoadPageInput) =>
  listEvents({
    filters,
    // "Today" is the visitor's today: computed at request time on their device.
    window: dateWindow(filters, new Date()),
    offset,
    limit,
  });

export const appCatalogueMachine = catalogueMachine.provide({
  actors: {
    loadPage: fromPromise<CataloguePage, LoadPageInput>(({ input }) => loadCataloguePage(input)),
  },
});
