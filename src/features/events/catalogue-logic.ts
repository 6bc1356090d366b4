/** The catalogue with its real side effect; the events service (and supabase-js) loads with the first page of results. */
import { fromPromise } from 'xstate';
import {
  type CataloguePage,
  type LoadPageInput,
  catalogueMachine,
} from '../../../machines/events/catalogue.machine';
import { dateWindow } from '../../../machines/events/filters';

const service = () => import('../../services/events');

export const appCatalogueMachine = catalogueMachine.provide({
  actors: {
    loadPage: fromPromise<CataloguePage, LoadPageInput>(async ({ input }) =>
      (await service()).listEvents({
        filters: input.filters,
        // "Today" is the visitor's today: computed at request time on their device.
        window: dateWindow(input.filters, new Date()),
        offset: input.offset,
        limit: input.limit,
      }),
    ),
  },
});
