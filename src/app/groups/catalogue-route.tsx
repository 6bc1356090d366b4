/** /groups: only the catalogue's code; the form is a chunk of its own. */
import { GroupCataloguePage } from '../../features/groups/catalogue-page';
import { useInspect } from '../contexts/inspect';
import { groupCatalogueLogic } from './catalogue.logic';

export function GroupCatalogueRoute() {
  return <GroupCataloguePage logic={groupCatalogueLogic} inspect={useInspect()} />;
}
