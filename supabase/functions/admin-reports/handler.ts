import { Refusal, adminFunction, audit, banUser, notFound, rpc } from '../_shared/admin.ts';
import { type ContentType, takeDown } from '../_shared/moderation.ts';

/**
 * The admin panel's «Жалобы» (issue 19): the queue of reports, one item per target, most
 * reported first; and resolving a target's open reports at once: dismissed, the content taken
 * down (as admin-content does it), or its author banned. One audit row per resolution; the
 * database tells each reporter the outcome (report.resolved) and the owner of removed content.
 */

const TARGET_TYPES = ['event', 'group', 'message', 'comment', 'person'] as const;
const OUTCOMES = ['dismiss', 'remove', 'ban'] as const;
/** A week: the spammer. */
const DEFAULT_BAN_HOURS = 168;

export default adminFunction('admin-reports', {
  async queue({ service }, input) {
    const { pageSize, offset } = input.paging();
    return rpc<object>(service, 'admin_report_queue', {
      p_status: input.oneOf('status', ['open', 'resolved'] as const, { fallback: 'open' }),
      p_limit: pageSize,
      p_offset: offset,
    });
  },

  async resolve(admin, input) {
    const targetType = input.oneOf('targetType', TARGET_TYPES);
    const targetId = input.uuid('targetId');
    const outcome = input.oneOf('outcome', OUTCOMES);
    const hours =
      outcome === 'ban' ? input.integer('hours', 1, 87_600, DEFAULT_BAN_HOURS) : undefined;
    if (outcome === 'remove' && targetType === 'person')
      throw new Refusal(400, { error: 'invalid', field: 'outcome' });

    const { service, caller } = admin;
    const open = await service(
      `/rest/v1/reports?select=id&resolved_at=is.null&limit=1` +
        `&target_type=eq.${targetType}&target_id=eq.${targetId}`,
    );
    if (!open.ok) throw new Error(`reports: ${open.status} ${await open.text()}`);
    if (((await open.json()) as unknown[]).length === 0) throw notFound();

    let before: object | null = null;
    let after: Record<string, unknown> = { outcome };
    if (outcome === 'remove') {
      // Content its owner already took away is nothing more to remove: the reports still close.
      const change = await takeDown(admin, targetType as ContentType, targetId, null);
      before = change?.before ?? null;
      after = { ...after, ...(change?.after ? { content: change.after } : {}) };
    } else if (outcome === 'ban') {
      const author = await rpc<string | null>(service, 'admin_report_target_author', {
        p_target_type: targetType,
        p_target_id: targetId,
      });
      if (author === caller.id) throw new Refusal(400, { error: 'self' });
      if (author) {
        const until = await banUser(service, author, hours!);
        after = { ...after, userId: author, hours, bannedUntil: until };
      }
    }

    const resolved = await rpc<number>(service, 'admin_resolve_reports', {
      p_target_type: targetType,
      p_target_id: targetId,
      p_outcome: outcome,
      p_actor: caller.id,
    });
    await audit(service, {
      actorId: caller.id,
      kind: `report.${outcome}`,
      targetType,
      targetId,
      before,
      after: { ...after, resolved },
    });
    return { resolved };
  },
});
