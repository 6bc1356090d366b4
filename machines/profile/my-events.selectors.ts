import type { SnapshotFrom } from 'xstate';
import { stateStatus } from '../shared/status';
import { itemsOf, type myEventsMachine } from './my-events.machine';
import type { MyEventsList, MyEventsTab } from './my-events.types';

type MyEventsSnapshot = SnapshotFrom<typeof myEventsMachine>;

export type MyEventsStatus = 'loading' | 'failed' | 'empty' | 'loaded';

const listView = (s: MyEventsSnapshot, list: MyEventsList) => {
  const all = itemsOf(s.context, list);
  const items = all.slice(0, s.context.shown[list]);
  return { list, items, total: all.length, remaining: all.length - items.length };
};

const tabView = (s: MyEventsSnapshot, tab: MyEventsTab) => ({
  upcoming: listView(s, `${tab}.upcoming`),
  past: listView(s, `${tab}.past`),
  pastOpen: s.context.pastOpen[tab],
  total: (tab === 'organizing' ? s.context.events.organized : s.context.events.attending).length,
});

export const selectMyEventsStatus = (s: MyEventsSnapshot): MyEventsStatus =>
  stateStatus(s, ['loading', 'failed', 'empty'], 'loaded');

export const selectMyEventsView = (s: MyEventsSnapshot) => ({
  status: selectMyEventsStatus(s),
  tab: (s.matches({ loaded: 'attending' }) ? 'attending' : 'organizing') as MyEventsTab,
  organizing: tabView(s, 'organizing'),
  attending: tabView(s, 'attending'),
  failure: s.context.failure,
});

export type MyEventsView = ReturnType<typeof selectMyEventsView>;
export type MyEventsTabView = MyEventsView['organizing'];
export type MyEventsListView = MyEventsTabView['upcoming'];
