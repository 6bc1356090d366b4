/** The admin reports queue's data, as issue 19's `admin-reports` function answers it. */
import type { ReportReason, ReportTargetType } from '../reports/report.types';
import type { AdminPerson } from './admin.types';

export type ReportOutcome = 'dismiss' | 'remove' | 'ban';
export type ReportStatus = 'open' | 'resolved';

export interface ReportEntry {
  id: string;
  reporter: AdminPerson;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
}

/** Every report on one target: one item of the queue. */
export interface ReportGroup {
  targetType: ReportTargetType;
  targetId: string;
  /** The event's title, the group's name, a message's or comment's excerpt, the person's name. */
  targetLabel: string | null;
  targetAuthor: AdminPerson | null;
  count: number;
  reasons: { reason: ReportReason; count: number }[];
  latestAt: string;
  reports: ReportEntry[];
  outcome: ReportOutcome | null;
}

export interface QueueInput {
  status: ReportStatus;
  page: number;
  pageSize: number;
}

export interface QueuePage {
  items: ReportGroup[];
  total: number;
}

export interface ResolveInput {
  targetType: ReportTargetType;
  targetId: string;
  outcome: ReportOutcome;
  /** Only for a ban. */
  hours?: number;
}

/** How long a ban lasts, in hours: a day, a week, a month, a year. */
export const BAN_HOURS = [24, 168, 720, 8760] as const;
export const DEFAULT_BAN_HOURS = 168;

export const QUEUE_PAGE_SIZE = 20;

/** A person cannot be «removed»: only dismissed or banned. */
export const outcomesFor = (type: ReportTargetType): ReportOutcome[] =>
  type === 'person' ? ['dismiss', 'ban'] : ['dismiss', 'remove', 'ban'];
