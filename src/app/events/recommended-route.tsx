/** Home's recommended events: its own small chunk, loaded after the home page has painted. */
import { RecommendedEvents } from '../../features/events/recommended-events';
import { useInspect } from '../contexts/inspect';
import { featuredLogic } from './featured.logic';

export function RecommendedRoute() {
  return <RecommendedEvents logic={featuredLogic} inspect={useInspect()} />;
}
