import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { adminReportsMachine } from '../../../../machines/admin/reports.machine';
import { selectAdminReportsView } from '../../../../machines/admin/reports.selectors';
import { ReportsView } from './reports-view';

export interface ReportsPageProps {
  logic: typeof adminReportsMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** /admin/reports: runs the queue's machine and sends it what the admin does. */
export function ReportsPage({ logic, inspect }: ReportsPageProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectAdminReportsView);
  return (
    <ReportsView
      {...view}
      onFilter={(status) => actor.send({ type: 'filter.status', status })}
      onRetry={() => actor.send({ type: 'retry' })}
      onNext={() => actor.send({ type: 'page.next' })}
      onPrevious={() => actor.send({ type: 'page.previous' })}
      onResolve={(targetType, targetId, outcome) =>
        actor.send({ type: 'resolve.start', targetType, targetId, outcome })
      }
      onHours={(hours) => actor.send({ type: 'hours.change', hours })}
      onConfirm={() => actor.send({ type: 'resolve.confirm' })}
      onCancel={() => actor.send({ type: 'resolve.cancel' })}
    />
  );
}
