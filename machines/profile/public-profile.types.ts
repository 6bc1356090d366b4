import type { CategoryId, EventSummary } from '../events/events.types';
import type { ProfileFailure } from './profile.machine';
import type { MyGroup } from './my-groups.types';

/** What a person shows everyone about themselves. */
export interface PublicPerson {
  id: string;
  fullName: string;
  avatarUrl: string;
  bio: string;
  city: string;
  interests: CategoryId[];
  /** The person hides the events they attended; the page says so instead of listing none. */
  hideAttended: boolean;
  /** When the account was made: «участник с …». */
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
