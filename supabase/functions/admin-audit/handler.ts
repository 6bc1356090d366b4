import { adminFunction, AUDIT_KINDS, rpc } from '../_shared/admin.ts';

/**
 * The admin panel's «Журнал» (issue 19): who did what, newest first, filtered by actor, kind,
 * target type and a time range (`from` inclusive, `to` exclusive). A read: it writes no audit
 * row. The list is public.admin_audit_list (service role only) over private.admin_audit.
 */
export default adminFunction('admin-audit', {
  async list({ service }, input) {
    const { pageSize, offset } = input.paging();
    return rpc<object>(service, 'admin_audit_list', {
      p_actor_id: input.uuid('actorId', { optional: true }) ?? null,
      p_kind: input.oneOf('kind', AUDIT_KINDS, { optional: true }) ?? null,
      p_target_type: input.string('targetType', { max: 40, optional: true }) ?? null,
      p_from: input.time('from', { optional: true }) ?? null,
      p_to: input.time('to', { optional: true }) ?? null,
      p_limit: pageSize,
      p_offset: offset,
    });
  },
});
