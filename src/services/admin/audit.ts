/** The admin audit log from `admin-audit` (issue 19): newest first, a page at a time. */
import type { AuditPage, AuditQuery } from '../../../machines/admin/audit.types';
import { type FunctionsClient, invokeAdmin } from './invoke';

/** The start of a calendar day in the viewer's time zone, as the function's ISO time. */
const dayStart = (date: string) => new Date(`${date}T00:00:00`).toISOString();

/** The end of a calendar day in the viewer's time zone: a date range includes its last day. */
const dayEnd = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

export const loadAuditPage = (client: FunctionsClient, { filters, page, pageSize }: AuditQuery) =>
  invokeAdmin<AuditPage>(client, 'admin-audit', {
    action: 'list',
    kind: filters.kind ?? undefined,
    actorId: filters.actor?.id,
    targetType: filters.targetType ?? undefined,
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayEnd(filters.to) : undefined,
    page,
    pageSize,
  });
