/**
 * The messaging functions' and tables' refusals as codes the screens translate (issue 16). The
 * database raises a message key with an HTTP status (supabase/migrations/20261127000200_messaging.sql,
 * private.raise_api_error); a check constraint names the field it refused.
 */
import { type BackendError, REFUSED_WRITE } from './event-error-codes';

const CODES = [
  'not_signed_in',
  'not_found',
  'forbidden',
  'blocked',
  'rate_limited',
  'self',
  'client_id_reused',
  'invalid',
  'network',
  'unknown',
] as const;

export type MessagesErrorCode = (typeof CODES)[number];

/** The values of the message form the database can refuse. */
export type MessageField = 'body' | 'image' | 'replyTo';

export interface MessagesFailure {
  code: MessagesErrorCode;
  /** The backend's own words, for logs and the details dialog; never the main text. */
  message: string;
  field?: MessageField;
}

/** Message keys the functions and triggers raise, and what each means to the app. */
export const RAISED_KEYS: Record<string, MessagesErrorCode> = {
  not_authenticated: 'not_signed_in',
  message_not_found: 'not_found',
  message_conversation_not_found: 'not_found',
  message_user_not_found: 'not_found',
  message_forbidden: 'forbidden',
  message_blocked: 'blocked',
  message_rate_limited: 'rate_limited',
  message_self: 'self',
  message_client_id_reused: 'client_id_reused',
  message_reply_elsewhere: 'invalid',
  message_image_invalid: 'invalid',
};

/** Raised keys that are about one value of the form. */
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

export function isMessagesFailure(value: unknown): value is MessagesFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    // A backend error has a code and a message too (a SQLSTATE): only our codes count.
    (CODES as readonly string[]).includes((value as MessagesFailure).code) &&
    typeof (value as MessagesFailure).message === 'string' &&
    !('details' in value)
  );
}

export function toMessagesFailure(error: unknown): MessagesFailure {
  if (isMessagesFailure(error)) return error;
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
  if (e.code === 'PGRST116' || e.code === '22P02') return { code: 'not_found', message };
  // A row-level security refusal: not a participant (any more), or not the author.
  if (e.code === '42501' || e.code === 'PGRST301') return { code: 'forbidden', message };
  if (e.name === 'TypeError' || /fetch|network/i.test(message)) return { code: 'network', message };
  return { code: 'unknown', message };
}
