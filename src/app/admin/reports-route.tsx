/** /admin/reports, a chunk of its own. */
import { ReportsPage } from '../../features/admin/reports/reports-page';
import { useInspect } from '../contexts/inspect';
import { adminReportsLogic } from './reports.logic';

export function ReportsRoute() {
  return <ReportsPage logic={adminReportsLogic} inspect={useInspect()} />;
}
