import { Invalid, adminFunction, rpc } from '../_shared/admin.ts';

/**
 * The admin dashboard's figures (issue 19): totals, a 30- or 90-day trend (one row a day,
 * zero-filled), top categories and cities. One aggregate call to the database
 * (public.admin_stats_overview, over the daily figures its triggers keep); a read, so no audit.
 */
export default adminFunction('admin-stats', {
  async overview({ service }, input) {
    const days = input.integer('days', 30, 90);
    if (days !== 30 && days !== 90) throw new Invalid('days');
    return rpc<object>(service, 'admin_stats_overview', { p_days: days });
  },
});
