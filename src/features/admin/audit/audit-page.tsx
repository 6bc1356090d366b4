import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { auditMachine } from '../../../../machines/admin/audit.machine';
import { selectAuditView } from '../../../../machines/admin/audit.selectors';
import { AuditView } from './audit-view';

export interface AuditPageProps {
  logic: typeof auditMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** /admin/audit: runs the log's machine and sends it what the admin does. */
export function AuditPage({ logic, inspect }: AuditPageProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectAuditView);
  return (
    <AuditView
      {...view}
      onFilters={(filters) => actor.send({ type: 'filters.set', filters })}
      onClearFilters={() => actor.send({ type: 'filters.clear' })}
      onNext={() => actor.send({ type: 'page.next' })}
      onPrevious={() => actor.send({ type: 'page.previous' })}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
