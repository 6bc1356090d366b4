/**
 * Taking content down (issue 19), as admin-content's actions and admin-reports' «remove» both do
 * it: the database's part is one service-role function per kind of content
 * (supabase/migrations/20261128050100_admin_moderation.sql), which also notifies the owner; a
 * removed message's picture then leaves storage here. Web-standard APIs only (Deno and Node).
 */
import { type Admin, type AuditKind, type Service, rpc } from './admin.ts';

export type ContentType = 'event' | 'group' | 'message' | 'comment';

/** What a function answered: null when there is no such content. */
export interface Change {
  before?: object | null;
  after?: object | null;
  /** False when the content was already that way: nothing written, nothing to audit. */
  changed: boolean;
  imagePath?: string | null;
}

/** The audit kind of taking each kind of content down. */
export const REMOVAL_KIND: Record<ContentType, AuditKind> = {
  event: 'event.unpublish',
  group: 'group.close',
  message: 'message.remove',
  comment: 'comment.remove',
};

const FUNCTION: Record<ContentType, { name: string; id: string }> = {
  event: { name: 'admin_unpublish_event', id: 'p_event_id' },
  group: { name: 'admin_close_group', id: 'p_group_id' },
  message: { name: 'admin_remove_message', id: 'p_message_id' },
  comment: { name: 'admin_remove_comment', id: 'p_comment_id' },
};

/**
 * Unpublishes an event, closes a group, removes a message (and its picture) or a comment. The
 * owner is notified in the same transaction; the caller writes the audit row.
 */
export async function takeDown(
  { caller, service }: Admin,
  type: ContentType,
  id: string,
  reason: string | null,
): Promise<Change | null> {
  const fn = FUNCTION[type];
  const change = await rpc<Change | null>(service, fn.name, {
    [fn.id]: id,
    p_actor: caller.id,
    p_reason: reason,
  });
  if (change?.imagePath) await removePicture(service, change.imagePath);
  return change;
}

/**
 * The message no longer names the file, so a failure here leaves it to sweep-message-images
 * (files no message names, 24 h after upload): logged, not answered as the action's failure.
 */
async function removePicture(service: Service, path: string): Promise<void> {
  try {
    const res = await service('/storage/v1/object/message-images', {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: [path] }),
    });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  } catch (e) {
    console.error('[moderation] picture left to the sweep:', path, e);
  }
}
