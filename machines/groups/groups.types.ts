/**
 * What the groups catalogue, the group form and the home page's popular groups work with (issue
 * 15). Shapes as `src/services/groups.ts` answers them: machines never import the service, and
 * the service's values fit these types as they are.
 */
import { CATEGORY_IDS, type CategoryId, isCategoryId } from '../events/events.types';
import { charLength } from '../events/event-limits';

/** A group's category is one of the events' six (groups.category_id references the same table). */
export { CATEGORY_IDS as GROUP_CATEGORY_IDS, isCategoryId, charLength };
export type { CategoryId };

export type GroupPrivacy = 'public' | 'private';

/** What a card shows: anyone may read it, whatever the group's privacy. */
export interface GroupSummary {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  isOnline: boolean;
  city: string | null;
  coverUrl: string | null;
  privacy: GroupPrivacy;
  memberCount: number;
  createdAt: string;
}

/** The codes `src/services/groups-errors.ts` turns refusals into; the views translate them. */
export const GROUPS_ERROR_CODES = [
  'not_signed_in',
  'not_found',
  'not_member',
  'forbidden',
  'banned',
  'private_group',
  'public_group',
  'already_member',
  'owner_cannot_leave',
  'own_role',
  'self',
  'target_owner',
  'request_not_pending',
  'members_only',
  'closed',
  'invalid',
  'network',
  'unknown',
] as const;

export type GroupsErrorCode = (typeof GROUPS_ERROR_CODES)[number];

/** The group form's values the database can refuse one by one. */
export type GroupFormField =
  'name' | 'description' | 'categoryId' | 'city' | 'coverUrl' | 'privacy';

export interface GroupsFailure {
  code: GroupsErrorCode;
  /** The backend's own words, for logs; never the main text. */
  message: string;
  /** The field the database named, when it refused one value. */
  field?: string;
}

export function toGroupsFailure(error: unknown): GroupsFailure {
  if (typeof error === 'object' && error !== null) {
    const { code, message, field } = error as Partial<GroupsFailure>;
    // Anything else (a thrown Error, a backend code the service did not map) is unknown.
    if ((GROUPS_ERROR_CODES as readonly unknown[]).includes(code) && typeof message === 'string')
      return { code: code!, message, ...(field && { field }) };
  }
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}
