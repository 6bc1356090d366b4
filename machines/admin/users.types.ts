/**
 * The users tab of the admin panel (issue 19): a person as the `admin-users` function answers
 * them and the list's filters, as the admin API contract has them. Refusals are the
 * admin area's own (admin.types.ts).
 */
export type AdminRole = 'admin' | 'member';

export interface AdminUser {
  id: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  role: AdminRole;
  confirmedAt: string | null;
  bannedUntil: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  /** An anonymised (deleted) account. */
  deleted: boolean;
}

export type UserSort =
  'created_desc' | 'created_asc' | 'name_asc' | 'email_asc' | 'last_sign_in_desc';

export const USER_SORTS: readonly UserSort[] = [
  'created_desc',
  'created_asc',
  'name_asc',
  'email_asc',
  'last_sign_in_desc',
];

/** A yes/no filter, or no filter at all. */
export type Tristate = 'any' | 'yes' | 'no';

export interface UserFilters {
  /** Applied search: an email or a name, as the server matches it (a substring, any case). */
  query: string;
  role: AdminRole | 'any';
  confirmed: Tristate;
  banned: Tristate;
  sort: UserSort;
}

export const DEFAULT_USER_FILTERS: UserFilters = {
  query: '',
  role: 'any',
  confirmed: 'any',
  banned: 'any',
  sort: 'created_desc',
};

/** The contract caps a search at 100 characters. */
export const QUERY_MAX_LENGTH = 100;

export interface UsersQuery {
  filters: UserFilters;
  page: number;
  pageSize: number;
}

export interface UsersPage {
  items: AdminUser[];
  total: number;
}
