import type { EventFrom, SnapshotFrom } from 'xstate';
import type { EventSummary } from '../../../machines/events/events.types';
import { myEventsMachine } from '../../../machines/profile/my-events.machine';
import type { AttendingEvent, MyEvents } from '../../../machines/profile/my-events.types';
import { createModel } from '../../support/model';
import { loadAnswers } from './profile-list.fixtures';
import { summary } from '../events/fixtures';

/** Shared by the machine test, the page test and the stories, so all walk the same data. */
export const MY_EVENTS_USER = '00000000-0000-4000-8000-0000000000aa';
/** "Now" for every fixture: events that end before it are past. */
export const NOW = Date.parse('2030-12-01T09:00:00.000Z');

const DAY = 86_400_000;
const at = (days: number) => {
  const start = NOW + days * DAY;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3 * 3_600_000).toISOString(),
  };
};
const id = (prefix: string, n: number) =>
  `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Eight upcoming (one draft, one cancelled) and two past events of the user's own. */
export const organized: EventSummary[] = [
  ...Array.from({ length: 8 }, (_, i) =>
    summary({
      id: id('a', i + 1),
      title: `Организую ${i + 1}`,
      ...at(i + 1),
      status: i === 1 ? 'draft' : i === 2 ? 'cancelled' : 'published',
      goingCount: i === 1 ? 0 : 5 + i,
    }),
  ),
  summary({ id: id('a', 9), title: 'Прошедшая встреча 1', ...at(-3), goingCount: 12 }),
  summary({ id: id('a', 10), title: 'Прошедшая встреча 2', ...at(-30), goingCount: 4 }),
];

/** Seven upcoming RSVPs (the second waitlisted, the fifth on a cancelled event) and one past. */
export const attending: AttendingEvent[] = [
  ...Array.from({ length: 7 }, (_, i) => ({
    ...summary({
      id: id('b', i + 1),
      title: `Иду на ${i + 1}`,
      ...at(i + 2),
      maxAttendees: i === 1 ? 10 : null,
      goingCount: i === 1 ? 10 : 3,
      status: i === 4 ? ('cancelled' as const) : ('published' as const),
    }),
    rsvp: i === 1 ? ('waitlisted' as const) : ('going' as const),
  })),
  { ...summary({ id: id('b', 8), title: 'Была на лекции', ...at(-5) }), rsvp: 'going' as const },
];

export const everything: MyEvents = { organized, attending };
export const attendingOnly: MyEvents = { organized: [], attending: attending.slice(0, 2) };
export const nothing: MyEvents = { organized: [], attending: [] };

type Snap = SnapshotFrom<typeof myEventsMachine>;

/** How the model tells states apart: what is loaded, how far each list is paged, which folds are open. */
export const myEventsState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.events.organized.length,
    s.context.events.attending.length,
    s.context.shown,
    s.context.pastOpen,
    s.context.failure !== null,
  ]);

export const myEventsEvents: EventFrom<typeof myEventsMachine>[] = [
  ...loadAnswers('loadMyEvents', [everything, attendingOnly, nothing]),
  { type: 'tab.select', tab: 'organizing' },
  { type: 'tab.select', tab: 'attending' },
  { type: 'past.toggle' },
  { type: 'list.more', list: 'organizing.upcoming' },
  { type: 'list.more', list: 'organizing.past' },
  { type: 'list.more', list: 'attending.upcoming' },
  { type: 'list.more', list: 'attending.past' },
];

export const myEventsInput = { userId: MY_EVENTS_USER, now: NOW };

export const myEventsModel = createModel(myEventsMachine, {
  input: myEventsInput,
  events: myEventsEvents,
  serializeState: myEventsState,
});
