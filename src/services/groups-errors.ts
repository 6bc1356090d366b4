/**
 * The groups functions' and tables' refusals as codes the screens translate (issue 15). The
 * database raises a message key with an HTTP status (supabase/migrations/20261126000200_groups.sql,
 * private.raise_api_error); a check constraint names the field it refused.
 */
import { type BackendError, REFUSED_WRITE } from './event-error-codes';

const CODES = [
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
  'invalid',
  'network',
  'unknown',
] as const;

export type GroupsErrorCode = (typeof CODES)[number];

/** The values of the group, thread, comment, request and ban forms the database can refuse. */
export type GroupField =
  | 'name'
  | 'description'
  | 'categoryId'
  | 'city'
  | 'coverUrl'
  | 'privacy'
  | 'title'
  | 'body'
  | 'message'
  | 'reason'
  | 'membersOnly';

export interface GroupsFailure {
  code: GroupsErrorCode;
  /** The backend's own words, for logs and the details dialog; never the main text. */
  message: string;
  field?: GroupField;
}

/** Message keys the functions and triggers raise, and what each means to the app. */
export const RAISED_KEYS: Record<string, GroupsErrorCode> = {
  not_authenticated: 'not_signed_in',
  group_not_found: 'not_found',
  group_request_not_found: 'not_found',
  group_thread_not_found: 'not_found',
  group_member_not_found: 'not_member',
  group_forbidden: 'forbidden',
  group_event_forbidden: 'forbidden',
  group_banned: 'banned',
  group_private: 'private_group',
  group_public: 'public_group',
  group_already_member: 'already_member',
  group_owner_cannot_leave: 'owner_cannot_leave',
  group_owner_required: 'owner_cannot_leave',
  group_own_role: 'own_role',
  group_self: 'self',
  group_target_owner: 'target_owner',
  group_request_not_pending: 'request_not_pending',
  group_members_only: 'members_only',
  group_event_members_only: 'invalid',
  group_role_invalid: 'invalid',
  group_reply_elsewhere: 'invalid',
};

/** Raised keys that are about one value of a form. */
const RAISED_FIELDS: Record<string, GroupField> = {
  group_event_members_only: 'membersOnly',
  group_reply_elsewhere: 'body',
};

/** Check constraints (PostgreSQL names a column's `<table>_<column>_check`) by form field. */
export const CONSTRAINT_FIELDS: Record<string, GroupField> = {
  groups_name_check: 'name',
  groups_description_check: 'description',
  groups_category_id_fkey: 'categoryId',
  groups_city_check: 'city',
  groups_city_when_offline: 'city',
  groups_cover_url_check: 'coverUrl',
  groups_privacy_check: 'privacy',
  group_threads_title_check: 'title',
  group_threads_body_check: 'body',
  group_comments_body_check: 'body',
  group_join_requests_message_check: 'message',
  group_bans_reason_check: 'reason',
};

export function isGroupsFailure(value: unknown): value is GroupsFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    // A backend error has a code and a message too (a SQLSTATE): only our codes count.
    (CODES as readonly string[]).includes((value as GroupsFailure).code) &&
    typeof (value as GroupsFailure).message === 'string' &&
    !('details' in value)
  );
}

export function toGroupsFailure(error: unknown): GroupsFailure {
  if (isGroupsFailure(error)) return error;
  const e = (error ?? {}) as BackendError;
  const message = e.message ?? String(error);
  const raised = RAISED_KEYS[message];
  if (raised) {
    const field = RAISED_FIELDS[message];
    return field ? { code: raised, message, field } : { code: raised, message };
  }
  if (REFUSED_WRITE.includes(e.code ?? '')) {
    const constraint = /constraint "([^"]+)"/.exec(message)?.[1];
    const field = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
    return field ? { code: 'invalid', message, field } : { code: 'invalid', message };
  }
  // 0 rows for .single(), or an id that is not a uuid at all (22P02): no such thing either way.
  if (e.code === 'PGRST116' || e.code === '22P02') return { code: 'not_found', message };
  if (e.code === '42501' || e.code === 'PGRST301') return { code: 'forbidden', message };
  if (e.name === 'TypeError' || /fetch|network/i.test(message)) return { code: 'network', message };
  return { code: 'unknown', message };
}
