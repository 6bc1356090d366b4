import type { EventFrom, SnapshotFrom } from 'xstate';
import { headerMachine } from '../../machines/layout/header.machine';
import { createModel } from '../support/model';

type Event = EventFrom<typeof headerMachine>;
type Snapshot = SnapshotFrom<typeof headerMachine>;

/**
 * The events both header models try: the machine test and the rendered-header test walk the same
 * paths, so a drift between the model and the page shows up in one of them.
 */
export const headerModelEvents: Event[] = [
  { type: 'menu.open' },
  { type: 'menu.close' },
  { type: 'search.toggle' },
  { type: 'search.close' },
  { type: 'search.change', value: '  джаз  ' },
  { type: 'search.change', value: '   ' },
  { type: 'search.submit' },
  { type: 'theme.toggle' },
  { type: 'theme.close' },
  { type: 'account.open' },
  { type: 'account.close' },
  { type: 'route.changed' },
];

const barPopups = new Set<Event['type']>([
  'theme.toggle',
  'theme.close',
  'account.open',
  'account.close',
]);

/**
 * The regions are independent, so every transition is covered without walking their product
 * (which would multiply the paths by four for nothing): the wide-screen popups (theme, account)
 * are tried while the phone menu and the search box are closed, and those two while the popups
 * are closed. Leaving the page still closes whatever is open, from any combination the paths reach.
 */
export function headerEventsFor(snapshot: Snapshot, events: Event[] = headerModelEvents): Event[] {
  const popupOpen = snapshot.matches({ theme: 'open' }) || snapshot.matches({ account: 'open' });
  const disclosureOpen = snapshot.matches({ menu: 'open' }) || snapshot.matches({ search: 'open' });
  return events.filter((e) => {
    if (e.type === 'route.changed') return true;
    return barPopups.has(e.type) ? !disclosureOpen : !popupOpen;
  });
}

export const headerModel = createModel(headerMachine, { events: (s) => headerEventsFor(s) });

// Only what a person can do on the page in each state: the search box's events need the box open,
// closing a popup needs it open, and the open phone menu is a modal sheet: nothing behind it is in
// reach but by closing it or following one of its links.
export const headerPageModel = createModel(headerMachine, {
  events: (snapshot) =>
    headerEventsFor(snapshot).filter((e) =>
      snapshot.matches({ menu: 'open' })
        ? e.type === 'menu.close' || e.type === 'route.changed'
        : (snapshot.matches({ search: 'open' }) ||
            !['search.change', 'search.submit', 'search.close'].includes(e.type)) &&
          (snapshot.matches({ theme: 'open' }) || e.type !== 'theme.close') &&
          (snapshot.matches({ account: 'open' }) || e.type !== 'account.close'),
    ),
});
