/**
 * A person's public page (/users/:id) as user_profile_page answers it. A visitor's comes over
 * plain fetch (what anyone may read: the page loads no supabase-js); a signed-in viewer's through
 * profiles.ts, with their token, since the events listed are those their own policies let them
 * read. Both map the answer here.
 */
import type { CategoryId } from '../../machines/events/events.types';
import type { ProfileFailure } from '../../machines/profile/profile.machine';
import type { PublicProfilePage } from '../../machines/profile/public-profile.types';
import type { Database } from './database.types';
import { type SummaryRow, toSummary } from './event-rows';
import { readPublic } from './events-public';
import { type GroupRole, toCard } from './groups';

type ProfileRow = Database['public']['Tables']['profiles']['Row'];
type GroupRow = Parameters<typeof toCard>[0] & { role: GroupRole; joined_at: string };

/** user_profile_page's json: null for an id nobody has. */
export type ProfilePageAnswer = {
  profile: Pick<
    ProfileRow,
    | 'id'
    | 'full_name'
    | 'avatar_url'
    | 'bio'
    | 'city'
    | 'interests'
    | 'hide_attended'
    | 'created_at'
  >;
  groups: GroupRow[];
  organising: SummaryRow[];
  attended: SummaryRow[];
} | null;

export const NO_SUCH_PERSON: ProfileFailure = { code: 'not_found', message: 'user_not_found' };

export function toPublicProfilePage(answer: ProfilePageAnswer): PublicProfilePage {
  if (!answer) throw NO_SUCH_PERSON;
  const { profile: p } = answer;
  return {
    person: {
      id: p.id,
      fullName: p.full_name ?? '',
      avatarUrl: p.avatar_url ?? '',
      bio: p.bio,
      city: p.city,
      interests: p.interests as CategoryId[],
      hideAttended: p.hide_attended,
      memberSince: p.created_at,
    },
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
