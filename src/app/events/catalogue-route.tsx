/** /events: only the catalogue's code; the event page and the form are chunks of their own. */
import { useState } from 'react';
import { CataloguePage } from '../../features/events/catalogue-page';
import { useInspect } from '../contexts/inspect';
import { takeArrivedCatalogue } from '../startup/events-prefetch';
import { catalogueLogic } from './catalogue.logic';

export function CatalogueRoute() {
  // Taken once per mount: an answer already in draws the cards in the page's first render.
  const [first] = useState(takeArrivedCatalogue);
  return <CataloguePage logic={catalogueLogic} first={first} inspect={useInspect()} />;
}
