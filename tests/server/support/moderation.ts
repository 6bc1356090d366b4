import { expect } from 'vitest';
import { noticesOf } from '../notifications-fixtures';
import { type Person, call } from './admin';
import { anonClient, serviceClient } from './stack';

/**
 * What the moderation functions' tests (admin-content, admin-reports, admin-stats) share: every
 * action refused to a visitor (401) and a member (403) before it reads anything, and the audit
 * rows an admin's calls wrote, as admin-audit lists them; the content and notices they act on.
 */

export async function expectAdminsOnly(fn: string, actions: string[], member: Person) {
  for (const action of actions) {
    expect((await call(anonClient(), fn, { action })).status, `${fn} ${action}`).toBe(401);
    const refused = await call(member.client, fn, { action });
    expect(refused, `${fn} ${action}`).toEqual({ status: 403, body: { error: 'forbidden' } });
  }
}

export interface AuditRow {
  kind: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The admin's audit rows on a target, newest first. */
export async function auditOf(adminId: string, targetId: string): Promise<AuditRow[]> {
  const { data, error } = await serviceClient().rpc('admin_audit_list', {
    p_actor_id: adminId,
    p_limit: 100,
  });
  expect(error).toBeNull();
  return (data as unknown as { items: AuditRow[] }).items.filter((r) => r.targetId === targetId);
}

/** A thread started by `threadAuthor` and one comment on it by `author`; their ids. */
export async function insertComment(
  groupId: string,
  threadAuthor: string,
  author: string,
  body: string,
): Promise<{ threadId: string; commentId: string }> {
  const service = serviceClient();
  const thread = await service
    .from('group_threads')
    .insert({ group_id: groupId, author_id: threadAuthor, title: 'Тема' })
    .select('id')
    .single();
  expect(thread.error).toBeNull();
  const comment = await service
    .from('group_comments')
    .insert({ thread_id: thread.data!.id, group_id: groupId, author_id: author, body })
    .select('id')
    .single();
  expect(comment.error).toBeNull();
  return { threadId: thread.data!.id, commentId: comment.data!.id };
}

/** A person's notifications of `type` about one target (params.targetId). */
export async function noticesOn(userId: string, type: string, targetId: string) {
  return (await noticesOf(userId, type)).filter((n) => n.params.targetId === targetId);
}
