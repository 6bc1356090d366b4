import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { dashboardMachine } from '../../../../machines/admin/dashboard.machine';
import { selectDashboardView } from '../../../../machines/admin/dashboard.selectors';
import { DashboardView } from './dashboard-view';

export interface DashboardPageProps {
  logic: typeof dashboardMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** /admin's dashboard: runs its machine and sends it what the admin does. */
export function DashboardPage({ logic, inspect }: DashboardPageProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectDashboardView);
  return (
    <DashboardView
      {...view}
      onPeriod={(days) => actor.send({ type: 'period.set', days })}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
