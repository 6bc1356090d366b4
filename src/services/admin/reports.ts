/** The reports queue over `admin-reports` (issue 19): read it, and resolve a target's reports. */
import type { QueueInput, QueuePage, ResolveInput } from '../../../machines/admin/reports.types';
import { type FunctionsClient, invokeAdmin } from './invoke';

export const loadReportQueue = (client: FunctionsClient, input: QueueInput) =>
  invokeAdmin<QueuePage>(client, 'admin-reports', { action: 'queue', ...input });

export const resolveReports = (client: FunctionsClient, input: ResolveInput) =>
  invokeAdmin<{ resolved: number }>(client, 'admin-reports', { action: 'resolve', ...input });
