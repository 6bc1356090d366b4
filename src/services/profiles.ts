/**
 * Profiles over supabase-js (`profiles` table, RLS: everyone reads, only the owner updates).
 * Functions return our own types and throw only ProfileFailure.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import type {
  Profile,
  ProfileErrorCode,
  ProfileFailure,
  SaveProfileInput,
} from '../../machines/profile/profile.machine';
import type { PublicProfilePage } from '../../machines/profile/public-profile.types';
import { type ProfilePageAnswer, toPublicProfilePage } from './profiles-public';
import { supabase } from './supabase';

type Row = { id: string; full_name: string | null; avatar_url: string | null };

function toProfile(row: Row): Profile {
  return { id: row.id, fullName: row.full_name ?? '', avatarUrl: row.avatar_url ?? '' };
}

export function toProfileFailure(error: Partial<PostgrestError> | Error): ProfileFailure {
  const e = error as Partial<PostgrestError> & { name?: string };
  let code: ProfileErrorCode = 'unknown';
  // PostgREST's "0 rows for .single()": a missing row, or one RLS keeps this user from touching.
  if (e.code === 'PGRST116') code = 'not_found';
  else if (e.code === '42501') code = 'forbidden';
  else if (e.name === 'TypeError' || /fetch/i.test(e.message ?? '')) code = 'network';
  return { code, message: e.message ?? String(error) };
}

export async function getProfile({ id }: { id: string }): Promise<Profile> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, avatar_url')
    .eq('id', id)
    .single();
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
export async function updateProfile(input: SaveProfileInput): Promise<Profile> {
  const { data, error } = await supabase
    .from('profiles')
    .update({ full_name: input.fullName, avatar_url: input.avatarUrl || null })
    .eq('id', input.id)
    .select('id, full_name, avatar_url')
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
