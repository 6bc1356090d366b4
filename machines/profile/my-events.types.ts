import type { EventSummary, EventsFailure, RsvpStatus } from '../events/events.types';

export interface AttendingEvent extends EventSummary {
  rsvp: RsvpStatus;
}

/** What the profile page lists: the user's own events and the ones they RSVP'd to. */
export interface MyEvents {
  /** Everything the user organises, drafts and cancelled ones too, by start time. */
  organized: EventSummary[];
  /** Everything the user has an RSVP for, with its status, by start time. */
  attending: AttendingEvent[];
}

export type MyEventsTab = 'organizing' | 'attending';
export type MyEventsList = `${MyEventsTab}.${'upcoming' | 'past'}`;
export const MY_EVENTS_LISTS: readonly MyEventsList[] = [
  'organizing.upcoming',
  'organizing.past',
  'attending.upcoming',
  'attending.past',
];

export interface MyEventsInput {
  userId: string;
  /** Milliseconds since the epoch: an event that ended before it is past. */
  now: number;
}

export interface MyEventsContext extends MyEventsInput {
  events: MyEvents;
  /** How many items each list shows; grows by a page with "show more". */
  shown: Record<MyEventsList, number>;
  /** Past events stay folded until asked for, per tab. */
  pastOpen: Record<MyEventsTab, boolean>;
  failure: EventsFailure | null;
}

export type MyEventsEvent =
  | { type: 'retry' }
  | { type: 'tab.select'; tab: MyEventsTab }
  | { type: 'past.toggle' }
  | { type: 'list.more'; list: MyEventsList };
