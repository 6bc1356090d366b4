/**
 * Profiles over supabase-js (`profiles` table, RLS: everyone reads, only the owner updates).
 * Functions return our own types and throw only ProfileFailure.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import type {
  Profile,
  ProfileErrorCode,
  ProfileFailure,
  ProfileRefusal,
  SaveProfileInput,
} from '../../machines/profile/profile.machine';
import type { PublicProfilePage } from '../../machines/profile/public-profile.types';
import { type ProfilePageAnswer, toProfile, toPublicProfilePage } from './profiles-public';
import { supabase } from './supabase';

const COLUMNS = 'id, full_name, avatar_url, bio, city, interests, hide_attended';

/** The checks a profile's row holds (23514 names the one broken), as the form's codes. */
const REFUSED: Record<string, ProfileRefusal> = {
  profiles_full_name_check: 'full_name_too_long',
  profiles_bio_check: 'bio_too_long',
  profiles_city_check: 'city_too_long',
  profiles_interests_check: 'interests_invalid',
};

export function toProfileFailure(error: Partial<PostgrestError> | Error): ProfileFailure {
  const e = error as Partial<PostgrestError> & { name?: string };
  let code: ProfileErrorCode = 'unknown';
  // PostgREST's "0 rows for .single()": a missing row, or one RLS keeps this user from touching.
  const refused = Object.keys(REFUSED).find((check) => e.message?.includes(check));
  if (e.code === '23514' && refused) code = REFUSED[refused]!;
  else if (e.code === 'PGRST116') code = 'not_found';
  else if (e.code === '42501') code = 'forbidden';
  else if (e.name === 'TypeError' || /fetch/i.test(e.message ?? '')) code = 'network';
  return { code, message: e.message ?? String(error) };
}

export async function getProfile({ id }: { id: string }): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').select(COLUMNS).eq('id', id).single();
  if (error) {
    console.error('Profile fetch failed', error);
    throw toProfileFailure(error);
  }
  return toProfile(data);
}

/**
 * Saves the row, then mirrors name and picture into the account's metadata: the header reads the
 * session, and supabase-js reports the change (USER_UPDATED) to the session machine.
 */
export async function updateProfile(
  input: SaveProfileInput | Pick<Profile, 'id' | 'fullName' | 'avatarUrl'>,
): Promise<Profile> {
  // The avatar saved after the first sign-in changes the name and picture only.
  const about = 'bio' in input && {
    bio: input.bio,
    city: input.city,
    interests: input.interests,
    hide_attended: input.hideAttended,
  };
  const { data, error } = await supabase
    .from('profiles')
    .update({
      full_name: input.fullName,
      avatar_url: input.avatarUrl || null,
      ...about,
    })
    .eq('id', input.id)
    .select(COLUMNS)
    .single();
  if (error) {
    console.error('Profile update failed', error);
    throw toProfileFailure(error);
  }
  const { error: metaError } = await supabase.auth.updateUser({
    data: { full_name: data.full_name ?? '', avatar_url: data.avatar_url ?? '' },
  });
  // The row is what counts; a stale header picture is not worth failing the save for.
  if (metaError) console.warn('Profile saved, account metadata not updated', metaError);
  return toProfile(data);
}

/** /users/:id as a signed-in viewer's own policies let them read it (the events listed). */
export async function getProfilePage(userId: string): Promise<PublicProfilePage> {
  const { data, error } = await supabase.rpc('user_profile_page', { p_user_id: userId });
  if (error) {
    console.error('Profile page fetch failed', error);
    throw toProfileFailure(error);
  }
  return toPublicProfilePage(data as ProfilePageAnswer);
}
