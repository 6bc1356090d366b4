/** Home's popular groups: their own chunk, loaded once the section scrolls near the screen. */
import { PopularGroups } from '../../features/groups/popular-groups';
import { useInspect } from '../contexts/inspect';
import { popularGroupsLogic } from './popular.logic';

export function PopularGroupsRoute() {
  return <PopularGroups logic={popularGroupsLogic} inspect={useInspect()} />;
}
