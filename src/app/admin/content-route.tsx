/** /admin/content, a chunk of its own. */
import { ContentPage } from '../../features/admin/content/content-page';
import { useInspect } from '../contexts/inspect';
import { adminContentLogic } from './content.logic';

export function ContentRoute() {
  return <ContentPage logic={adminContentLogic} inspect={useInspect()} />;
}
