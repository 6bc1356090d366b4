/** /events: only the catalogue's code; the event page and the form are chunks of their own. */
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { CataloguePage as Page, LoadPageInput } from '../../machines/events/catalogue.machine';
import { DEFAULT_FILTERS, sameFilters } from '../../machines/events/filters';
import { CataloguePage } from '../features/events/catalogue-page';
import { appCatalogueMachine, loadCataloguePage } from '../features/events/catalogue-logic';
import { takeArrivedCatalogue, takeCatalogue } from './events-prefetch';

// The first page may already be on its way (asked for as the app started); later ones, a retry
// and other filters are asked for when the machine needs them.
const logic = appCatalogueMachine.provide({
  actors: {
    loadPage: fromPromise<Page, LoadPageInput>(({ input }) => {
      const early = takeCatalogue();
      const first = input.offset === 0 && sameFilters(input.filters, DEFAULT_FILTERS);
      return (first && early) || loadCataloguePage(input);
    }),
  },
});

export function CatalogueRoute() {
  // Taken once per mount: an answer already in draws the cards in the page's first render.
  const [first] = useState(takeArrivedCatalogue);
  return <CataloguePage logic={logic} first={first} />;
}
