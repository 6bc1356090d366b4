import { callerOf, env, json, preflight, readAll } from '../_shared/account.ts';

/**
 * «Удалить аккаунт». The caller's token says who asks (checked with GoTrue) and the address they
 * typed must be the account's; then, with the service role: the database's part
 * (public.delete_account_data: events, places, groups, the profile emptied), the person's files,
 * and the account itself, soft-deleted as GoTrue does it (email, password, identities and every
 * session gone; the row stays for the profile's foreign key).
 */
export default async function handler(req: Request): Promise<Response> {
  const early = preflight(req, ['POST']);
  if (early) return early;
  const caller = await callerOf(req);
  if (!caller) return json(401, { error: 'not_authenticated' });
  const body = (await req.json().catch(() => ({}))) as { email?: unknown };
  const typed = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!caller.email || typed !== caller.email.toLowerCase()) {
    return json(400, { error: 'email_mismatch' });
  }
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!serviceKey) {
    console.error('[delete-account] SUPABASE_SERVICE_ROLE_KEY is not set');
    return json(500, { error: 'deletion_failed' });
  }
  try {
    const service = (path: string, init: RequestInit = {}) =>
      fetch(`${caller.api}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${serviceKey}`,
          apikey: serviceKey,
          'Content-Type': 'application/json',
          ...init.headers,
        },
      });
    // Read before the database's part empties them: the pictures sent in chats.
    const pictures = ((await readAll(
      caller,
      `messages?author_id=eq.${caller.id}&image_path=not.is.null&select=image_path`,
      serviceKey,
    )) ?? []) as { image_path: string }[];

    const data = await service('/rest/v1/rpc/delete_account_data', {
      method: 'POST',
      body: JSON.stringify({ p_user_id: caller.id }),
    });
    if (!data.ok) throw new Error(`delete_account_data: ${data.status} ${await data.text()}`);

    const files = await Promise.all([
      filesUnder(service, 'avatars', caller.id),
      filesUnder(service, 'images', caller.id),
    ]);
    await remove(service, 'avatars', files[0]);
    await remove(service, 'images', files[1]);
    await remove(
      service,
      'message-images',
      pictures.map((p) => p.image_path),
    );

    const account = await service(`/auth/v1/admin/users/${caller.id}`, {
      method: 'DELETE',
      body: JSON.stringify({ should_soft_delete: true }),
    });
    if (!account.ok) throw new Error(`delete user: ${account.status} ${await account.text()}`);
    return json(200, { deleted: true });
  } catch (e) {
    console.error('[delete-account]', caller.id, e);
    return json(500, { error: 'deletion_failed' });
  }
}

type Service = (path: string, init?: RequestInit) => Promise<Response>;

/** Every file under `<bucket>/<folder>/`, folders walked (storage lists one level at a time). */
async function filesUnder(service: Service, bucket: string, folder: string): Promise<string[]> {
  const found: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await service(`/storage/v1/object/list/${bucket}`, {
      method: 'POST',
      body: JSON.stringify({ prefix: `${folder}/`, limit: 1000, offset }),
    });
    if (!res.ok) throw new Error(`list ${bucket}/${folder}: ${res.status} ${await res.text()}`);
    const entries = (await res.json()) as { name: string; id: string | null }[];
    for (const entry of entries) {
      const path = `${folder}/${entry.name}`;
      if (entry.id === null) found.push(...(await filesUnder(service, bucket, path)));
      else found.push(path);
    }
    if (entries.length < 1000) return found;
  }
}

async function remove(service: Service, bucket: string, paths: string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += 1000) {
    const res = await service(`/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: paths.slice(i, i + 1000) }),
    });
    if (!res.ok) throw new Error(`remove from ${bucket}: ${res.status} ${await res.text()}`);
  }
}
