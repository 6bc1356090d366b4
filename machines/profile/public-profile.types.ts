import type { EventSummary } from '../events/events.types';
import type { Profile, ProfileFailure } from './profile.machine';
import type { MyGroup } from './my-groups.types';

/**
 * What a person shows everyone about themselves: their profile (hideAttended: the page says the
 * events attended are hidden instead of listing none), and when the account was made.
 */
export interface PublicPerson extends Profile {
  memberSince: string;
}

/** /users/:id as the viewer may see it (the database decides which events and groups). */
export interface PublicProfilePage {
  person: PublicPerson;
  /** Public groups only, most recently joined first, with the person's role in each. */
  groups: MyGroup[];
  /** Published events still to come that the person organises, soonest first. */
  organising: EventSummary[];
  /** Past events the person went to, latest first; empty when they hide them. */
  attended: EventSummary[];
}

export interface PublicProfileInput {
  /** The address's id, as typed: it may be no uuid at all. */
  userId: string;
  /** Who looks: null for a visitor. */
  viewerId: string | null;
}

export interface PublicProfileQuery {
  userId: string;
  viewerId: string | null;
}

export interface PublicProfileContext extends PublicProfileInput {
  page: PublicProfilePage | null;
  failure: ProfileFailure | null;
}

export type PublicProfileEvent = { type: 'retry' };
