/**
 * A person as the backend names them beside what they did, read the same way in every area: the
 * page functions answer `deleted` (supabase/migrations/20261128060000_deleted_people.sql), reads
 * of profiles select `deleted_at`. A deleted account's profile keeps no name and no picture.
 */

/** The columns of profiles a list of people reads (an embed's or a plain select's). */
export const PERSON_COLUMNS = 'id, full_name, avatar_url, deleted_at';

export interface PersonRow {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  /** From the page functions. */
  deleted?: boolean;
  /** From a read of profiles. */
  deleted_at?: string | null;
}

export const isDeletedRow = (row: Pick<PersonRow, 'deleted' | 'deleted_at'>): boolean =>
  row.deleted ?? (row.deleted_at !== null && row.deleted_at !== undefined);

export const toPersonOf = (p: PersonRow) => ({
  id: p.id,
  fullName: p.full_name,
  avatarUrl: p.avatar_url,
  deleted: isDeletedRow(p),
});
