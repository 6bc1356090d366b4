import { callerOf, env, json, preflight, serviceOf } from '../_shared/account.ts';
import { deleteAccount } from '../_shared/account-deletion.ts';

/**
 * «Удалить аккаунт». The caller's token says who asks (checked with GoTrue) and the address they
 * typed must be the account's; then, with the service role, the deletion itself
 * (_shared/account-deletion.ts, which an admin's deletion runs too).
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
    await deleteAccount(serviceOf(caller.api, serviceKey), caller.id);
    return json(200, { deleted: true });
  } catch (e) {
    console.error('[delete-account]', caller.id, e);
    return json(500, { error: 'deletion_failed' });
  }
}
