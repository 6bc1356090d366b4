/**
 * The messaging functions' and tables' refusals as codes the screens translate (issue 16). The
 * database raises a message key with an HTTP status (supabase/migrations/20261127000200_messaging.sql,
 * private.raise_api_error); a check constraint names the field it refused.
 */
import { MESSAGES_ERROR_CODES, type MessagesErrorCode } from '../../machines/messages/chat.types';
import { type AreaFailure, areaFailures } from './backend-failure';

export type { MessagesErrorCode };
const CODES = MESSAGES_ERROR_CODES;

/** The values of the message form the database can refuse. */
export type MessageField = 'body' | 'image' | 'replyTo';

export type MessagesFailure = AreaFailure<MessagesErrorCode, MessageField>;

/** Message keys the functions and triggers raise, and what each means to the app. */
export const RAISED_KEYS: Record<string, MessagesErrorCode> = {
  not_authenticated: 'not_signed_in',
  message_not_found: 'not_found',
  message_conversation_not_found: 'not_found',
  message_user_not_found: 'not_found',
  message_forbidden: 'forbidden',
  message_blocked: 'blocked',
  message_peer_deleted: 'peer_deleted',
  // A closed group's chat (admin moderation, issue 19) refuses new messages with the groups' key.
  group_closed: 'group_closed',
  message_rate_limited: 'rate_limited',
  message_self: 'self',
  message_client_id_reused: 'client_id_reused',
  message_reply_elsewhere: 'invalid',
  message_image_invalid: 'invalid',
};

const RAISED_FIELDS: Record<string, MessageField> = {
  message_reply_elsewhere: 'replyTo',
  message_image_invalid: 'image',
};

/** Check constraints by form field. */
export const CONSTRAINT_FIELDS: Record<string, MessageField> = {
  messages_body_check: 'body',
  messages_image_path_check: 'image',
  messages_reply_to_fkey: 'replyTo',
};

const failures = areaFailures<MessagesErrorCode, MessageField>({
  codes: CODES,
  raised: RAISED_KEYS,
  raisedFields: RAISED_FIELDS,
  constraintFields: CONSTRAINT_FIELDS,
});

export const isMessagesFailure = failures.isFailure;
export const toMessagesFailure = failures.toFailure;
