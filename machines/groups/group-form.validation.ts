/**
 * The group form's rules as pure functions: the machine decides with them, tests call them. The
 * limits are the database's (supabase/migrations/20261126000200_groups.sql, table groups), so
 * the form refuses what the database would, before asking it.
 */
import {
  type CategoryId,
  type GroupFormField,
  type GroupPrivacy,
  type GroupSummary,
  charLength,
  isCategoryId,
} from './groups.types';

export const GROUP_LIMITS = {
  /** char_length(btrim(name)) >= 3 and char_length(name) <= 80 */
  name: { min: 3, max: 80 },
  /** char_length(description) <= 5000 */
  description: { max: 5000 },
  /** char_length(city) <= 100; required unless the group meets online */
  city: { max: 100 },
  /** char_length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)' */
  coverUrl: { max: 2048 },
} as const;

/** What the form holds: strings as the inputs hold them. */
export interface GroupFormValues {
  name: string;
  description: string;
  categoryId: CategoryId | '';
  isOnline: boolean;
  city: string;
  coverUrl: string;
  privacy: GroupPrivacy;
}

/** What the service writes (src/services/groups.ts GroupWrite). */
export interface GroupWriteValues {
  name: string;
  description: string;
  categoryId: CategoryId;
  isOnline: boolean;
  city: string | null;
  coverUrl: string | null;
  privacy: GroupPrivacy;
}

export type GroupValidationCode =
  | 'name_required'
  | 'name_too_short'
  | 'name_too_long'
  | 'description_too_long'
  | 'category_required'
  | 'city_required'
  | 'city_too_long'
  | 'cover_invalid'
  | 'privacy_invalid'
  /** The database refused the value although the form's rules passed it. */
  | 'server_rejected';

export type GroupFormErrors = Partial<Record<GroupFormField, GroupValidationCode>>;

export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: '',
  description: '',
  categoryId: '',
  isOnline: false,
  city: '',
  coverUrl: '',
  privacy: 'public',
};

const COVER = /^(https?:\/\/|\/)/;

export function validateGroupForm(v: GroupFormValues): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'name_required';
  else if (charLength(name) < GROUP_LIMITS.name.min) errors.name = 'name_too_short';
  else if (charLength(name) > GROUP_LIMITS.name.max) errors.name = 'name_too_long';
  if (charLength(v.description) > GROUP_LIMITS.description.max)
    errors.description = 'description_too_long';
  if (!isCategoryId(v.categoryId)) errors.categoryId = 'category_required';
  if (!v.isOnline && !v.city.trim()) errors.city = 'city_required';
  else if (charLength(v.city.trim()) > GROUP_LIMITS.city.max) errors.city = 'city_too_long';
  if (v.coverUrl && (!COVER.test(v.coverUrl) || charLength(v.coverUrl) > GROUP_LIMITS.coverUrl.max))
    errors.coverUrl = 'cover_invalid';
  if (v.privacy !== 'public' && v.privacy !== 'private') errors.privacy = 'privacy_invalid';
  return errors;
}

export const hasGroupErrors = (errors: GroupFormErrors) => Object.keys(errors).length > 0;

/** The values as the database stores them: trimmed, an online group's city left out. */
export function toGroupWrite(v: GroupFormValues): GroupWriteValues {
  const city = v.city.trim();
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    categoryId: v.categoryId as CategoryId,
    isOnline: v.isOnline,
    city: v.isOnline ? city || null : city,
    coverUrl: v.coverUrl || null,
    privacy: v.privacy,
  };
}

/** A group as the form edits it. */
export function toGroupFormValues(
  g: Pick<
    GroupSummary,
    'name' | 'description' | 'categoryId' | 'isOnline' | 'city' | 'coverUrl' | 'privacy'
  >,
): GroupFormValues {
  return {
    name: g.name,
    description: g.description,
    categoryId: isCategoryId(g.categoryId) ? g.categoryId : '',
    isOnline: g.isOnline,
    city: g.city ?? '',
    coverUrl: g.coverUrl ?? '',
    privacy: g.privacy,
  };
}
