/** The dashboard's figures from `admin-stats` (issue 19): aggregates the function computes. */
import type { OverviewInput, StatsOverview } from '../../../machines/admin/dashboard.types';
import { type FunctionsClient, invokeAdmin } from './invoke';

export const loadStatsOverview = (client: FunctionsClient, { days }: OverviewInput) =>
  invokeAdmin<StatsOverview>(client, 'admin-stats', { action: 'overview', days });
