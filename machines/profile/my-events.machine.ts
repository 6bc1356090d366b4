import { assign, setup } from 'xstate';
import type { EventSummary, EventsFailure } from '../events/events.types';
import { toEventsFailure } from '../events/events.types';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { byUserId, listLoadingStates } from './lists';
import type {
  AttendingEvent,
  MyEvents,
  MyEventsContext,
  MyEventsEvent,
  MyEventsInput,
  MyEventsList,
  MyEventsTab,
} from './my-events.types';

/** Items a list shows at first and adds with each "show more". */
export const MY_EVENTS_PAGE = 6;

const firstPages = (): Record<MyEventsList, number> => ({
  'organizing.upcoming': MY_EVENTS_PAGE,
  'organizing.past': MY_EVENTS_PAGE,
  'attending.upcoming': MY_EVENTS_PAGE,
  'attending.past': MY_EVENTS_PAGE,
});

/** How the lists start, at first and whenever they are loaded again. */
const startingLists = (): Pick<MyEventsContext, 'shown' | 'pastOpen'> => ({
  shown: firstPages(),
  pastOpen: { organizing: false, attending: false },
});

/**
 * One list's items in the order people read them: upcoming soonest first, past latest first.
 * An event still under way is upcoming: it ends after now.
 */
export function itemsOf(
  context: Pick<MyEventsContext, 'events' | 'now'>,
  list: MyEventsList,
): (EventSummary | AttendingEvent)[] {
  const [tab, when] = list.split('.') as [MyEventsTab, 'upcoming' | 'past'];
  const all: (EventSummary | AttendingEvent)[] =
    tab === 'organizing' ? context.events.organized : context.events.attending;
  const past = (e: EventSummary) => Date.parse(e.endsAt) < context.now;
  const byStart = (a: EventSummary, b: EventSummary) =>
    Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return when === 'past'
    ? all.filter(past).sort((a, b) => byStart(b, a))
    : all.filter((e) => !past(e)).sort(byStart);
}

/**
 * What a tab listens to: `leave` (a guard) picks the other tab, `tab`'s fold opens over past events
 * and its lists grow a page at a time.
 */
const tabEvents = <
  const TTab extends MyEventsTab,
  const TLeave extends string,
  const TOther extends MyEventsTab,
>(
  tab: TTab,
  leave: TLeave,
  other: TOther,
) =>
  ({
    'tab.select': { guard: leave, target: other },
    'past.toggle': {
      guard: { type: 'hasPast', params: { tab } },
      actions: { type: 'togglePast', params: { tab } },
    },
    'list.more': {
      guard: {
        type: 'hasMore',
        params: ({ event }: { event: { list: MyEventsList } }) => ({ tab, list: event.list }),
      },
      actions: {
        type: 'showMore',
        params: ({ event }: { event: { list: MyEventsList } }) => ({ list: event.list }),
      },
    },
  }) as const;

const failureOf = ({ event }: { event: { error: unknown } }) => toEventsFailure(event.error);

/**
 * The profile page's "my events": what the user organises and attends, each split into upcoming
 * and (folded) past, a page at a time. Which tab opens first depends on what there is to show.
 */
export const myEventsMachine = setup({
  types: {
    context: {} as MyEventsContext,
    events: {} as MyEventsEvent,
    input: {} as MyEventsInput,
  },
  actors: {
    loadMyEvents: notProvided<MyEvents, { userId: string }>('loadMyEvents'),
  },
  actions: {
    /** The app decides where failures are logged. */
    logFailure: (_, _params: EventsFailure) => {},
    storeEvents: assign((_, { output }: { output: MyEvents }) => ({
      events: output,
      failure: null,
    })),
    storeFailure: assign((_, failure: EventsFailure) => ({ failure })),
    resetLists: assign(startingLists),
    showMore: assign(({ context }, { list }: { list: MyEventsList }) => ({
      shown: { ...context.shown, [list]: context.shown[list] + MY_EVENTS_PAGE },
    })),
    togglePast: assign(({ context }, params: { tab: MyEventsTab }) => ({
      pastOpen: { ...context.pastOpen, [params.tab]: !context.pastOpen[params.tab] },
      // Folding and unfolding starts the past list again from its first page.
      shown: { ...context.shown, [`${params.tab}.past`]: MY_EVENTS_PAGE },
    })),
  },
  guards: {
    hasNoEvents: (_, { output }: { output: MyEvents }) =>
      output.organized.length === 0 && output.attending.length === 0,
    organizesNothing: (_, { output }: { output: MyEvents }) => output.organized.length === 0,
    /** The fold only exists on a tab with past events. */
    hasPast: ({ context }, params: { tab: MyEventsTab }) =>
      itemsOf(context, `${params.tab}.past`).length > 0,
    selectsAttending: ({ event }) => event.type === 'tab.select' && event.tab === 'attending',
    selectsOrganizing: ({ event }) => event.type === 'tab.select' && event.tab === 'organizing',
    /** Only a list on the open tab, and a past list only while unfolded, can grow. */
    hasMore: ({ context }, { tab, list }: { tab: MyEventsTab; list: MyEventsList }) =>
      list.startsWith(`${tab}.`) &&
      (list.endsWith('.upcoming') || context.pastOpen[tab]) &&
      itemsOf(context, list).length > context.shown[list],
  },
}).createMachine({
  id: 'myEvents',
  context: ({ input }) => ({
    userId: input.userId,
    now: input.now,
    events: { organized: [], attending: [] },
    ...startingLists(),
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...listLoadingStates({
      loader: 'loadMyEvents',
      input: byUserId,
      onDone: [
        {
          guard: { type: 'hasNoEvents', params: outputOf },
          target: 'empty',
          actions: { type: 'storeEvents', params: outputOf },
        },
        {
          guard: { type: 'organizesNothing', params: outputOf },
          target: 'loaded.attending',
          actions: { type: 'storeEvents', params: outputOf },
        },
        { target: 'loaded.organizing', actions: { type: 'storeEvents', params: outputOf } },
      ],
      failureOf,
    }),
    empty: {},
    loaded: {
      initial: 'organizing',
      entry: 'resetLists',
      states: {
        organizing: { on: tabEvents('organizing', 'selectsAttending', 'attending') },
        attending: { on: tabEvents('attending', 'selectsOrganizing', 'organizing') },
      },
    },
  },
});
