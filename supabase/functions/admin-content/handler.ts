import {
  type Admin,
  type AuditKind,
  type Input,
  adminFunction,
  audit,
  notFound,
  rpc,
} from '../_shared/admin.ts';
import { type Change, type ContentType, REMOVAL_KIND, takeDown } from '../_shared/moderation.ts';

/**
 * The admin panel's «Материалы» (issue 19): events (list, feature, unpublish), groups (list,
 * close), a chat message or a discussion comment removed. Lists write nothing; each change writes
 * one audit row, and the database tells the owner of what was unpublished, closed or removed.
 */

const STATUSES = ['published', 'draft', 'cancelled'] as const;

const query = (input: Input) => input.string('query', { max: 100, min: 0, optional: true }) || null;
const reason = (input: Input) =>
  input.string('reason', { max: 500, min: 0, optional: true }) || null;

/** Takes content down and audits it; the change as the database answered it. */
async function takenDown(admin: Admin, type: ContentType, id: string, why: string | null) {
  const change = await takeDown(admin, type, id, why);
  if (!change) throw notFound();
  if (change.changed) await auditChange(admin, REMOVAL_KIND[type], type, id, change, why);
  return change;
}

function auditChange(
  { caller, service }: Admin,
  kind: AuditKind,
  targetType: string,
  targetId: string,
  change: Change,
  why: string | null,
) {
  return audit(service, {
    actorId: caller.id,
    kind,
    targetType,
    targetId,
    before: change.before ?? null,
    after: { ...(change.after ?? { removed: true }), ...(why ? { reason: why } : {}) },
  });
}

export default adminFunction('admin-content', {
  async events({ service }, input) {
    const { pageSize, offset } = input.paging();
    return rpc<object>(service, 'admin_content_events', {
      p_query: query(input),
      p_status: input.oneOf('status', STATUSES, { optional: true }) ?? null,
      p_featured: input.boolean('featured', { optional: true }) ?? null,
      p_limit: pageSize,
      p_offset: offset,
    });
  },

  async feature(admin, input) {
    const eventId = input.uuid('eventId');
    const featured = input.boolean('featured');
    const change = await rpc<Change | null>(admin.service, 'admin_feature_event', {
      p_event_id: eventId,
      p_featured: featured,
    });
    if (!change) throw notFound();
    if (change.changed) {
      const kind = featured ? 'event.feature' : 'event.unfeature';
      await auditChange(admin, kind, 'event', eventId, change, null);
    }
    return { event: change.after };
  },

  async unpublish(admin, input) {
    const change = await takenDown(admin, 'event', input.uuid('eventId'), reason(input));
    return { event: change.after };
  },

  async groups({ service }, input) {
    const { pageSize, offset } = input.paging();
    return rpc<object>(service, 'admin_content_groups', {
      p_query: query(input),
      p_limit: pageSize,
      p_offset: offset,
    });
  },

  async closeGroup(admin, input) {
    const change = await takenDown(admin, 'group', input.uuid('groupId'), reason(input));
    return { group: change.after };
  },

  async removeMessage(admin, input) {
    await takenDown(admin, 'message', input.uuid('messageId'), reason(input));
    return { removed: true };
  },

  async removeComment(admin, input) {
    await takenDown(admin, 'comment', input.uuid('commentId'), reason(input));
    return { removed: true };
  },
});
