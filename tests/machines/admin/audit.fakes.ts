/** The audit log's service as a controllable fake: machine tests, page tests and stories. */
import type { AuditPage, AuditQuery } from '../../../machines/admin/audit.types';
import { controllable } from '../../support/controllable';

export function auditFakes() {
  return { loadAudit: controllable<AuditPage, AuditQuery>() };
}
