import { featuredMachine } from '../../../machines/events/featured.machine';
import { createModel } from '../../support/model';
import { summaries } from './fixtures';

export const featuredModel = createModel(featuredMachine, {
  events: [
    { type: 'retry' },
    { type: 'xstate.done.actor.loadFeatured', output: summaries(3) } as never,
    { type: 'xstate.done.actor.loadFeatured', output: [] } as never,
    { type: 'xstate.error.actor.loadFeatured', error: new Error('offline') } as never,
  ],
});
