import type { SnapshotFrom } from 'xstate';
import { stateStatus } from '../shared/status';
import type { AdminErrorCode } from './admin.types';
import { AUDIT_PAGE_SIZE, type auditMachine } from './audit.machine';
import type { AuditEntry, AuditFilters } from './audit.types';

type Snapshot = SnapshotFrom<typeof auditMachine>;

export type AuditStatus = 'loading' | 'loaded' | 'paging' | 'empty' | 'failed';

/** One changed value of a row: what it was and what it became (null: none, e.g. on create). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** One row of the log as the screen shows it. */
export interface AuditLine {
  id: string;
  at: string;
  actor: { id: string; name: string | null; email: string; deleted: boolean };
  kind: string;
  targetType: string;
  targetId: string;
  /** Where the target's page is; null for what has none (a message, a comment). */
  targetHref: string | null;
  changes: AuditChange[];
}

export interface AuditView {
  status: AuditStatus;
  filters: AuditFilters;
  filtered: boolean;
  lines: AuditLine[];
  /** 1-based, for people. */
  page: number;
  pageCount: number;
  total: number;
  /** The rows shown, 1-based: «26–50 of 120». */
  first: number;
  last: number;
  hasPrevious: boolean;
  hasNext: boolean;
  errorCode: AdminErrorCode | null;
}

const PAGES: Record<string, string> = {
  user: '/users/',
  person: '/users/',
  event: '/events/',
  group: '/groups/',
};

const shown = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The values that differ between before and after, in the order the answer names them. */
export function changesOf({ before, after }: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

export const lineOf = (entry: AuditEntry): AuditLine => ({
  id: entry.id,
  at: entry.at,
  actor: entry.actor,
  kind: entry.kind,
  targetType: entry.targetType,
  targetId: entry.targetId,
  targetHref: PAGES[entry.targetType] ? `${PAGES[entry.targetType]}${entry.targetId}` : null,
  changes: changesOf(entry),
});

export const selectAuditView = (s: Snapshot): AuditView => {
  const { filters, page, total, entries, error } = s.context;
  const status = stateStatus(s, ['loading', 'paging', 'empty', 'failed'], 'loaded');
  const first = page * AUDIT_PAGE_SIZE + 1;
  return {
    status,
    filters,
    filtered: Object.values(filters).some((value) => value !== null),
    lines: status === 'loaded' || status === 'paging' ? entries.map(lineOf) : [],
    page: page + 1,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    total,
    first,
    last: Math.min(total, first + entries.length - 1),
    hasPrevious: s.can({ type: 'page.previous' }),
    hasNext: s.can({ type: 'page.next' }),
    errorCode: error?.code ?? null,
  };
};
