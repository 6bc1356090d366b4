/** What members may report, and why: the values `public.report()` accepts (issue 19). */
export const REPORT_TARGET_TYPES = ['event', 'group', 'message', 'comment', 'person'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'inappropriate', 'fake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The database's limit on a report's details (`public.report`). */
export const REPORT_DETAILS_MAX = 1000;

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

export interface ReportRequest extends ReportTarget {
  reason: ReportReason;
  /** Null when the reporter wrote nothing. */
  details: string | null;
}

/**
 * Why a report was not filed: `already_reported` (one open report per reporter and target),
 * `own` (one's own content or oneself), and what any request may meet.
 */
export type ReportErrorCode =
  'already_reported' | 'own' | 'not_signed_in' | 'not_found' | 'invalid' | 'network' | 'unknown';

export interface ReportFailure {
  code: ReportErrorCode;
  /** The service's own words, for logs only. */
  message: string;
}

export function toReportFailure(error: unknown): ReportFailure {
  const e = error as Partial<ReportFailure> | null;
  if (e && typeof e.code === 'string' && typeof e.message === 'string') {
    return { code: e.code, message: e.message };
  }
  return { code: 'unknown', message: String(error) };
}
