/**
 * Members' reports over supabase-js (issue 19): `public.report()` files one; the database holds
 * every rule (signed in, one open report per reporter and target, not one's own content, the
 * details' length). Every function throws only ReportFailure.
 */
import type {
  ReportErrorCode,
  ReportFailure,
  ReportRequest,
} from '../../machines/reports/report.types';
import type { BackendError } from './event-error-codes';
import { supabase } from './supabase';

/** A second open report on the same target hits the unique index (HTTP 409). */
const UNIQUE_VIOLATION = '23505';

/** Message keys `public.report()` raises (migration 20261128050000_reports.sql). */
const RAISED: Record<string, ReportErrorCode> = {
  not_authenticated: 'not_signed_in',
  report_own_content: 'own',
  report_target_not_found: 'not_found',
  report_target_type_invalid: 'invalid',
  report_target_invalid: 'invalid',
  report_reason_invalid: 'invalid',
  report_details_too_long: 'invalid',
};

export function reportFailureOf(error: unknown): ReportFailure {
  const e = (error ?? {}) as BackendError;
  const message = e.message ?? String(error);
  const raised = RAISED[message];
  const code: ReportErrorCode =
    e.code === UNIQUE_VIOLATION
      ? 'already_reported'
      : (raised ??
        (e.name === 'TypeError' || /fetch|network/i.test(message) ? 'network' : 'unknown'));
  return { code, message };
}

// The function arrives with issue 19's migration; until database.types.ts is regenerated for it,
// its arguments are spelled here as the contract names them.
type ReportRpc = (
  fn: 'report',
  args: { target_type: string; target_id: string; reason: string; details: string | null },
) => PromiseLike<{ error: unknown }>;

export async function fileReport({ type, id, reason, details }: ReportRequest): Promise<void> {
  const rpc = supabase.rpc.bind(supabase) as unknown as ReportRpc;
  const { error } = await rpc('report', {
    target_type: type,
    target_id: id,
    reason,
    details,
  });
  if (error) throw reportFailureOf(error);
}
