import type { EventFrom } from 'xstate';
import type { headerMachine } from '../../machines/layout/header.machine';

/**
 * The events both header models try in every state: the machine test and the rendered-header test
 * walk the same paths, so a drift between the model and the page shows up in one of them.
 */
export const headerModelEvents: EventFrom<typeof headerMachine>[] = [
  { type: 'menu.toggle' },
  { type: 'menu.close' },
  { type: 'search.toggle' },
  { type: 'search.close' },
  { type: 'search.change', value: '  джаз  ' },
  { type: 'search.change', value: '   ' },
  { type: 'search.submit' },
  { type: 'route.changed' },
];
