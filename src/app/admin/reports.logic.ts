/** /admin/reports with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import { adminReportsMachine } from '../../../machines/admin/reports.machine';
import type { QueueInput, QueuePage, ResolveInput } from '../../../machines/admin/reports.types';
import { loadReportQueue, resolveReports } from '../../services/admin/reports';
import { supabase } from '../../services/supabase';

export const adminReportsLogic = adminReportsMachine.provide({
  actors: {
    loadQueue: fromPromise<QueuePage, QueueInput>(({ input }) => loadReportQueue(supabase, input)),
    resolveReports: fromPromise<{ resolved: number }, ResolveInput>(({ input }) =>
      resolveReports(supabase, input),
    ),
  },
});
