import { env, json } from '../_shared/account.ts';
import { apiUrlFor, roleOf } from '../notify-email/env.ts';

/**
 * Sweeps message-images: a picture no message names 24 h after its upload (a tab closed between
 * the upload and sending, a message deleted while its file could not be removed) is removed
 * through the Storage API, since SQL may not delete storage objects on hosted Supabase. pg_cron
 * calls it hourly through pg_net with the service role key (the README's Messaging (data)
 * section); nobody else may. The body may name `now` (what "24 h ago" counts from) and a
 * `conversationId` to sweep only its folder: the server tests sweep their own conversation on a
 * clock of their own without touching what other tests upload.
 */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const PAGE = 1000;
/** A run stops after this many pages; the next run takes the rest. */
const MAX_PAGES = 20;

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') {
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
  }
  if (roleOf(req) !== 'service_role') return json(403, { error: 'service_role_only' });
  const body = (await req.json().catch(() => ({}))) as { now?: unknown; conversationId?: unknown };
  const now = typeof body.now === 'string' ? Date.parse(body.now) : Date.now();
  if (Number.isNaN(now)) return json(400, { error: 'bad_now' });
  const api = apiUrlFor(req).replace(/\/+$/, '');
  const key =
    env('SUPABASE_SERVICE_ROLE_KEY') ??
    (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const service = (path: string, payload: unknown, method = 'POST') =>
    fetch(`${api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  let removed = 0;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const listed = await service('/rest/v1/rpc/message_images_unreferenced', {
        p_before: new Date(now - MAX_AGE_MS).toISOString(),
        p_conversation_id: typeof body.conversationId === 'string' ? body.conversationId : null,
        p_limit: PAGE,
      });
      if (!listed.ok) throw new Error(`list: ${listed.status} ${await listed.text()}`);
      const names = (await listed.json()) as string[];
      if (names.length === 0) break;
      const gone = await service(
        '/storage/v1/object/message-images',
        { prefixes: names },
        'DELETE',
      );
      if (!gone.ok) throw new Error(`remove: ${gone.status} ${await gone.text()}`);
      removed += names.length;
      if (names.length < PAGE) break;
    }
    return json(200, { removed });
  } catch (e) {
    console.error('[sweep-message-images]', e);
    return json(502, { error: (e as Error).message, removed });
  }
}
