/**
 * An account's deletion (issue 18), as «Удалить аккаунт» (delete-account) and an admin's
 * «Удалить» (admin-users, issue 19) both do it, with the service role: the database's part
 * (public.delete_account_data: events, places, groups, the profile emptied), the person's
 * files, and the account itself, soft-deleted as GoTrue does it (email, password, identities
 * and every session gone; the row stays for the profile's foreign key). Throws on any failure.
 */
import { readAllWith, type Service } from './account.ts';

export async function deleteAccount(service: Service, userId: string): Promise<void> {
  // Read before the database's part empties them: the pictures sent in chats.
  const pictures = ((await readAllWith(
    service,
    `messages?author_id=eq.${userId}&image_path=not.is.null&select=image_path`,
  )) ?? []) as { image_path: string }[];

  const data = await service('/rest/v1/rpc/delete_account_data', {
    method: 'POST',
    body: JSON.stringify({ p_user_id: userId }),
  });
  if (!data.ok) throw new Error(`delete_account_data: ${data.status} ${await data.text()}`);

  const files = await Promise.all([
    filesUnder(service, 'avatars', userId),
    filesUnder(service, 'images', userId),
  ]);
  await remove(service, 'avatars', files[0]);
  await remove(service, 'images', files[1]);
  await remove(
    service,
    'message-images',
    pictures.map((p) => p.image_path),
  );

  const account = await service(`/auth/v1/admin/users/${userId}`, {
    method: 'DELETE',
    body: JSON.stringify({ should_soft_delete: true }),
  });
  if (!account.ok) throw new Error(`delete user: ${account.status} ${await account.text()}`);
}

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
