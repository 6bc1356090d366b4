/** /admin's dashboard with its real actor: the one place it is provided. */
import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../../machines/admin/dashboard.machine';
import type { OverviewInput, StatsOverview } from '../../../machines/admin/dashboard.types';
import { loadStatsOverview } from '../../services/admin/stats';
import { supabase } from '../../services/supabase';

export const dashboardLogic = dashboardMachine.provide({
  actors: {
    loadOverview: fromPromise<StatsOverview, OverviewInput>(({ input }) =>
      loadStatsOverview(supabase, input),
    ),
  },
});
