/**
 * The groups functions' and tables' refusals as codes the screens translate (issue 15). The
 * database raises a message key with an HTTP status (supabase/migrations/20261126000200_groups.sql,
 * private.raise_api_error); a check constraint names the field it refused.
 */
import { GROUPS_ERROR_CODES, type GroupsErrorCode } from '../../machines/groups/groups.types';
import { type AreaFailure, areaFailures } from './backend-failure';

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

export type GroupsFailure = AreaFailure<GroupsErrorCode, GroupField>;

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
  group_closed: 'closed',
  group_event_members_only: 'invalid',
  group_role_invalid: 'invalid',
  group_reply_elsewhere: 'invalid',
};

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

const failures = areaFailures<GroupsErrorCode, GroupField>({
  codes: GROUPS_ERROR_CODES,
  raised: RAISED_KEYS,
  raisedFields: RAISED_FIELDS,
  constraintFields: CONSTRAINT_FIELDS,
});

export const isGroupsFailure = failures.isFailure;
export const toGroupsFailure = failures.toFailure;
/** An answer's data, else its refusal thrown as a GroupsFailure (`found`: no row is not_found). */
export const { ok, found } = failures;
