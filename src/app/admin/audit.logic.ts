/** /admin/audit with its real actor: the one place it is provided. */
import { fromPromise } from 'xstate';
import { auditMachine } from '../../../machines/admin/audit.machine';
import type { AuditPage, AuditQuery } from '../../../machines/admin/audit.types';
import { loadAuditPage } from '../../services/admin/audit';
import { supabase } from '../../services/supabase';

export const auditLogic = auditMachine.provide({
  actors: {
    loadAudit: fromPromise<AuditPage, AuditQuery>(({ input }) => loadAuditPage(supabase, input)),
  },
});
