import { callerOf, json, preflight, readAll } from '../_shared/account.ts';

/**
 * «Скачать мои данные»: everything the person put into Встречи as one JSON file. Every read is made
 * with the caller's own token, so the database's policies decide what is theirs to take; no
 * service role is involved.
 */
export default async function handler(req: Request): Promise<Response> {
  const early = preflight(req, ['GET', 'POST']);
  if (early) return early;
  const caller = await callerOf(req);
  if (!caller) return json(401, { error: 'not_authenticated' });
  const id = encodeURIComponent(caller.id);
  const read = (path: string) => readAll(caller, path);
  try {
    const [profile, events, rsvps, groups, threads, comments, messages, notifications] =
      await Promise.all([
        read(`profiles?id=eq.${id}&select=*`),
        read(`events?organizer_id=eq.${id}&select=*&order=created_at`),
        read(`rsvps?user_id=eq.${id}&select=*,event:events(id,title,starts_at)&order=created_at`),
        read(`group_members?user_id=eq.${id}&select=*,group:groups(id,name)&order=joined_at`),
        read(`group_threads?author_id=eq.${id}&select=*&order=created_at`),
        read(`group_comments?author_id=eq.${id}&select=*&order=created_at`),
        read(
          `messages?author_id=eq.${id}&select=id,conversation_id,body,image_path,reply_to,` +
            `created_at,edited_at,deleted_at&order=created_at`,
        ),
        // The table comes with the notifications (issue 17); its policies show only one's own.
        read('notifications?select=*'),
      ]);
    const exportedAt = new Date().toISOString();
    return json(
      200,
      {
        exportedAt,
        account: { id: caller.id, email: caller.email },
        profile: profile?.[0] ?? null,
        eventsOrganised: events ?? [],
        rsvps: rsvps ?? [],
        groupMemberships: groups ?? [],
        discussions: { threads: threads ?? [], comments: comments ?? [] },
        messages: messages ?? [],
        ...(notifications ? { notifications } : {}),
      },
      {
        'Content-Disposition': `attachment; filename="vstrechi-${exportedAt.slice(0, 10)}.json"`,
      },
    );
  } catch (e) {
    console.error('[export-my-data]', e);
    return json(500, { error: 'export_failed' });
  }
}
