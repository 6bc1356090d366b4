/** /admin/audit, the log of admin actions: a chunk of its own. */
import { AuditPage } from '../../features/admin/audit/audit-page';
import { useInspect } from '../contexts/inspect';
import { auditLogic } from './audit.logic';

export function AuditRoute() {
  return <AuditPage logic={auditLogic} inspect={useInspect()} />;
}
