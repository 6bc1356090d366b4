/** /admin's dashboard section, a chunk of its own (with uPlot in one more, loaded by its charts). */
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { useInspect } from '../contexts/inspect';
import { dashboardLogic } from './dashboard.logic';

export function DashboardRoute() {
  return <DashboardPage logic={dashboardLogic} inspect={useInspect()} />;
}
