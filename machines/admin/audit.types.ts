/** The admin audit log, as `admin-audit` answers `list` (issue 19's contract). */

/** What an admin did: every action that changes something writes one row of one of these. */
export const AUDIT_KINDS = [
  'user.create',
  'user.confirm',
  'user.role',
  'user.ban',
  'user.unban',
  'user.delete',
  'event.feature',
  'event.unfeature',
  'event.unpublish',
  'group.close',
  'message.remove',
  'comment.remove',
  'report.dismiss',
  'report.remove',
  'report.ban',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What an action was done to; the part of its kind before the dot, and a report's target. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'event',
  'group',
  'message',
  'comment',
  'person',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface AuditActor {
  id: string;
  name: string | null;
  email: string;
  deleted: boolean;
}

export interface AuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  actor: AuditActor;
  /** One of AUDIT_KINDS; a kind added later on the server still lists, under its own name. */
  kind: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the list is narrowed to; null is «any». Dates are the viewer's calendar days, YYYY-MM-DD. */
export interface AuditFilters {
  kind: AuditKind | null;
  /** Whose actions: chosen from a row, so its name can show without another read. */
  actor: { id: string; label: string } | null;
  targetType: AuditTargetType | null;
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  kind: null,
  actor: null,
  targetType: null,
  from: null,
  to: null,
};

export interface AuditQuery {
  filters: AuditFilters;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
}
