/**
 * The one way the browser calls the admin functions (issue 19): POST `{ action, ...params }` to
 * supabase/functions/<name>, and every refusal of the contract as an AdminFailure the machines
 * branch on. The functions check the caller's token and role themselves; nothing here decides who
 * may do what.
 */
import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import {
  ADMIN_ERROR_CODES,
  type AdminErrorCode,
  type AdminFailure,
} from '../../../machines/admin/admin.types';

export type AdminFunction =
  'admin-users' | 'admin-content' | 'admin-reports' | 'admin-stats' | 'admin-audit';

/** The request body: the action and its parameters (undefined ones are left out by JSON). */
export type AdminRequest = { action: string } & Record<string, unknown>;

/** Only the part of supabase-js the helper uses, so tests hand it a fake. */
export type FunctionsClient = Pick<SupabaseClient, 'functions'>;

/** When the body names no code of the contract (a proxy's page, a 500): the status tells. */
const byStatus: Record<number, AdminErrorCode> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'email_taken',
};

const isCode = (value: unknown): value is AdminErrorCode =>
  ADMIN_ERROR_CODES.includes(value as AdminErrorCode);

/** What the function (or the way to it) answered instead of data, as the contract's failure. */
export async function adminFailure(error: unknown): Promise<AdminFailure> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: unknown; field?: unknown };
    const code = isCode(body.error) ? body.error : (byStatus[response.status] ?? 'unknown');
    const message = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
    return typeof body.field === 'string' && code === 'invalid'
      ? { code, field: body.field, message }
      : { code, message };
  }
  const message = String((error as Error | null)?.message ?? error);
  // No answer from the function at all: offline, or the relay could not reach it.
  if (error instanceof FunctionsFetchError || error instanceof FunctionsRelayError)
    return { code: 'network', message };
  if ((error as Error | null)?.name === 'TypeError') return { code: 'network', message };
  return { code: 'unknown', message };
}

/** Calls an admin function; resolves with its 200 JSON, rejects with an AdminFailure. */
export async function invokeAdmin<T>(
  client: FunctionsClient,
  name: AdminFunction,
  body: AdminRequest,
): Promise<T> {
  let answer: { data: T | null; error: unknown };
  try {
    answer = await client.functions.invoke<T>(name, { method: 'POST', body });
  } catch (error) {
    throw await adminFailure(error);
  }
  if (answer.error) throw await adminFailure(answer.error);
  if (answer.data === null) throw { code: 'unknown', message: 'empty answer' } as AdminFailure;
  return answer.data;
}
