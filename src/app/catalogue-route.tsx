/** /events: only the catalogue's code; the event page and the form are chunks of their own. */
import { CataloguePage } from '../features/events/catalogue-page';
import { appCatalogueMachine } from '../features/events/catalogue-logic';

export function CatalogueRoute() {
  return <CataloguePage logic={appCatalogueMachine} />;
}
