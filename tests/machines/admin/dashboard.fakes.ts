/** The dashboard's service as a controllable fake: machine tests, page tests and stories. */
import type { OverviewInput, StatsOverview } from '../../../machines/admin/dashboard.types';
import { controllable } from '../../support/controllable';

export function dashboardFakes() {
  return { loadOverview: controllable<StatsOverview, OverviewInput>() };
}
