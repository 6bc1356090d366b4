/**
 * A person's public page (/users/:id) as user_profile_page answers it. A visitor's comes over
 * plain fetch (what anyone may read: the page loads no supabase-js); a signed-in viewer's through
 * profiles.ts, with their token, since the events listed are those their own policies let them
 * read. Both map the answer here.
 */
import type { CategoryId } from '../../machines/events/events.types';
import type { Profile, ProfileFailure } from '../../machines/profile/profile.machine';
import type { PublicProfilePage } from '../../machines/profile/public-profile.types';
import type { Database } from './database.types';
import { type SummaryRow, toSummary } from './event-rows';
import { readPublic } from './events-public';
import { type GroupRole, toCard } from './groups';

type Row = Database['public']['Tables']['profiles']['Row'];
type GroupRow = Parameters<typeof toCard>[0] & { role: GroupRole; joined_at: string };

/** user_profile_page's json: null for an id nobody has. */
export type ProfilePageAnswer = {
  profile: ProfileRow & Pick<Row, 'created_at'>;
  groups: GroupRow[];
  organising: SummaryRow[];
  attended: SummaryRow[];
} | null;

/** A row of profiles as the app's Profile (here, apart from supabase-js, for both readers). */
export type ProfileRow = Pick<
  Row,
  'id' | 'full_name' | 'avatar_url' | 'bio' | 'city' | 'interests' | 'hide_attended'
>;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    fullName: row.full_name ?? '',
    avatarUrl: row.avatar_url ?? '',
    bio: row.bio,
    city: row.city,
    interests: row.interests as CategoryId[],
    hideAttended: row.hide_attended,
  };
}

export const NO_SUCH_PERSON: ProfileFailure = { code: 'not_found', message: 'user_not_found' };

export function toPublicProfilePage(answer: ProfilePageAnswer): PublicProfilePage {
  if (!answer) throw NO_SUCH_PERSON;
  return {
    person: { ...toProfile(answer.profile), memberSince: answer.profile.created_at },
    groups: answer.groups.map((g) => ({ ...toCard(g), role: g.role, joinedAt: g.joined_at })),
    organising: answer.organising.map(toSummary),
    attended: answer.attended.map(toSummary),
  };
}

/** A visitor's view of the page; failures as ProfileFailure. */
export async function getPublicProfilePage(userId: string): Promise<PublicProfilePage> {
  let answer: ProfilePageAnswer;
  try {
    answer = await readPublic<ProfilePageAnswer>(
      '/rpc/user_profile_page',
      new URLSearchParams({ p_user_id: userId }),
    );
  } catch (e) {
    const { code, message } = e as { code: string; message: string };
    throw {
      code: code === 'network' || code === 'not_found' ? code : 'unknown',
      message,
    } satisfies ProfileFailure;
  }
  return toPublicProfilePage(answer);
}
