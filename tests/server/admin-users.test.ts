import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TEST_PASSWORD,
  type Person,
  account as newAccount,
  call,
  person,
} from './support/admin';
import { inviteLinkIn, mailTo } from './support/mail';
import { anonClient, serviceClient, stack } from './support/stack';

/**
 * admin-users (issue 19) with the real supabase-js: each action's effect and its one audit row
 * (none for the list), the contract's refusals (self, not_found, email_taken, weak_password,
 * invalid), and what a ban does to a signed-in person: no sign-in, no refresh, and the access
 * token they hold refused by the API at once. (401/403: admin-access.test.ts.)
 */

interface AdminUser {
  id: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  role: 'admin' | 'member';
  confirmedAt: string | null;
  bannedUntil: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  deleted: boolean;
}
type List = { items: AdminUser[]; total: number };
type AuditRow = { kind: string; targetId: string; before: unknown; after: unknown };

const APP_ORIGIN = 'http://127.0.0.1:4173';

let admin: Person;
const madeIds: string[] = [];

const users = (body: Record<string, unknown>) => call(admin.client, 'admin-users', body);

async function auditOf(targetId: string): Promise<AuditRow[]> {
  const { body } = await call<{ items: (AuditRow & { targetId: string })[] }>(
    admin.client,
    'admin-audit',
    { action: 'list', actorId: admin.id, targetType: 'user', pageSize: 100 },
  );
  return body.items.filter((row) => row.targetId === targetId);
}

async function account(label: string, options: { confirmed?: boolean; name?: string } = {}) {
  const made = await newAccount(label, { name: `Юзер ${label}`, ...options });
  madeIds.push(made.id);
  return made;
}

beforeAll(async () => {
  admin = await person('users-admin', { role: 'admin' });
  madeIds.push(admin.id);
});

afterAll(async () => {
  for (const id of madeIds) await serviceClient().auth.admin.deleteUser(id);
});

describe('list', () => {
  it('searches email and name, filters, sorts and pages on the server, and writes no audit row', async () => {
    const tag = `q${randomUUID().slice(0, 6)}`;
    const a = await account(`${tag}-a`, { name: `Борис ${tag}` });
    const b = await account(`${tag}-b`, { name: `Алла ${tag}`, confirmed: false });
    await serviceClient().auth.admin.updateUserById(b.id, {
      app_metadata: { role: 'admin' },
      ban_duration: '2h',
    });
    const list = async (extra: Record<string, unknown>) => {
      const answer = await users({ action: 'list', query: tag.toUpperCase(), ...extra });
      expect(answer.status).toBe(200);
      return answer.body as unknown as List;
    };

    const byName = await list({ sort: 'name_asc' });
    expect(byName.total).toBe(2);
    expect(byName.items.map((u) => u.id)).toEqual([b.id, a.id]);
    expect(byName.items[1]).toEqual({
      id: a.id,
      email: a.email,
      name: `Борис ${tag}`,
      avatarUrl: null,
      role: 'member',
      confirmedAt: expect.any(String),
      bannedUntil: null,
      createdAt: expect.any(String),
      lastSignInAt: null,
      deleted: false,
    });
    expect((await list({ sort: 'created_desc' })).items.map((u) => u.id)).toEqual([b.id, a.id]);
    expect((await list({ sort: 'email_asc', pageSize: 1, page: 1 })).items[0]!.id).toBe(b.id);
    for (const filter of [{ role: 'admin' }, { confirmed: false }, { banned: true }]) {
      expect((await list(filter)).items.map((u) => u.id)).toEqual([b.id]);
    }
    for (const filter of [{ role: 'member' }, { confirmed: true }, { banned: false }]) {
      expect((await list(filter)).items.map((u) => u.id)).toEqual([a.id]);
    }
    // Part of the name only: a substring, not a prefix.
    expect((await list({ query: tag.slice(2) })).items.map((u) => u.id)).toContain(a.id);
    expect(await auditOf(a.id)).toEqual([]);
  });

  it('refuses what is out of the contract, naming the field', async () => {
    for (const [body, field] of [
      [{ action: 'list', query: 'x'.repeat(101) }, 'query'],
      [{ action: 'list', role: 'owner' }, 'role'],
      [{ action: 'list', confirmed: 'yes' }, 'confirmed'],
      [{ action: 'list', sort: 'random' }, 'sort'],
      [{ action: 'list', pageSize: 0 }, 'pageSize'],
      [{ action: 'ban', userId: randomUUID(), hours: 87_601 }, 'hours'],
      [{ action: 'confirm', userId: 'nobody' }, 'userId'],
      [{ action: 'create', email: 'not-an-address', name: 'X', role: 'member' }, 'email'],
      [{ action: 'purge' }, 'action'],
    ] as const) {
      expect(await users(body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: 'invalid', field },
      });
    }
  });
});

describe('create', () => {
  it('with a password: a confirmed account that signs in; the address again is email_taken', async () => {
    const email = `created-${randomUUID().slice(0, 8)}@admin-users.vstrechi.test`;
    const created = await users({
      action: 'create',
      email,
      name: 'Созданный',
      role: 'member',
      password: 'Created-19-pass',
    });
    expect(created.status).toBe(200);
    const user = (created.body as { user: AdminUser }).user;
    madeIds.push(user.id);
    expect(user).toMatchObject({ email, name: 'Созданный', role: 'member', deleted: false });
    expect(user.confirmedAt).not.toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'Created-19-pass',
    });
    expect(signIn.error).toBeNull();
    expect(await auditOf(user.id)).toMatchObject([{ kind: 'user.create', before: null }]);

    expect(
      await users({
        action: 'create',
        email,
        name: 'Ещё',
        role: 'member',
        password: 'Other-19-pw',
      }),
    ).toEqual({ status: 409, body: { error: 'email_taken' } });
    const weak = await users({
      action: 'create',
      email: `weak-${randomUUID().slice(0, 8)}@admin-users.vstrechi.test`,
      name: 'Слабый',
      role: 'member',
      password: 'password',
    });
    expect(weak).toMatchObject({ status: 400, body: { error: 'weak_password' } });
  });

  it('without one: GoTrue’s invitation email, whose link the app verifies and signs the person in with', async () => {
    const email = `invited-${randomUUID().slice(0, 8)}@admin-users.vstrechi.test`;
    const { data } = await admin.client.functions.invoke('admin-users', {
      body: { action: 'create', email, name: 'Приглашённая', role: 'admin' },
      // The screens' origin, as a browser sends it: the link leads back to it.
      headers: { Origin: APP_ORIGIN },
    });
    const user = (data as { user: AdminUser }).user;
    madeIds.push(user.id);
    expect(user).toMatchObject({ email, name: 'Приглашённая', role: 'admin', confirmedAt: null });
    const link = inviteLinkIn(await mailTo(stack().mailUrl, email));
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_ORIGIN}/auth/update-password`);
    expect(link.searchParams.get('type')).toBe('invite');
    const invited = anonClient();
    const verified = await invited.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'invite',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: user.id, email });
    expect(verified.data.user!.email_confirmed_at).toBeTruthy();
    const { error } = await invited.auth.updateUser({ password: ADMIN_TEST_PASSWORD });
    expect(error).toBeNull();
    // Spent: the same link signs no one in again.
    const again = await anonClient().auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'invite',
    });
    expect(again.error?.code).toBe('otp_expired');
    expect(await auditOf(user.id)).toMatchObject([
      { kind: 'user.create', after: { email, role: 'admin', invited: true } },
    ]);
  });
});

describe('changes to an account', () => {
  it('confirm: an unconfirmed address confirmed, and the person signs in', async () => {
    const p = await account('confirm', { confirmed: false });
    const answer = await users({ action: 'confirm', userId: p.id });
    expect(answer.status).toBe(200);
    expect((answer.body as { user: AdminUser }).user.confirmedAt).not.toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email: p.email,
      password: ADMIN_TEST_PASSWORD,
    });
    expect(signIn.error).toBeNull();
    expect(await auditOf(p.id)).toMatchObject([
      { kind: 'user.confirm', before: { confirmedAt: null } },
    ]);
  });

  it('setRole: the role reaches the person’s token at its next refresh; an admin cannot demote themselves', async () => {
    const p = await person('promoted');
    madeIds.push(p.id);
    const answer = await users({ action: 'setRole', userId: p.id, role: 'admin' });
    expect(answer.status).toBe(200);
    expect((answer.body as { user: AdminUser }).user.role).toBe('admin');
    const now = (await p.client.auth.getSession()).data.session!;
    expect(decodeJwt(now.access_token).app_metadata).toMatchObject({ role: 'business' });
    const refreshed = await p.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).app_metadata).toMatchObject({
      role: 'admin',
    });
    expect(await auditOf(p.id)).toMatchObject([
      { kind: 'user.role', before: { role: 'member' }, after: { role: 'admin' } },
    ]);

    expect(await users({ action: 'setRole', userId: admin.id, role: 'member' })).toEqual({
      status: 400,
      body: { error: 'self' },
    });
  });

  it('ban: no sign-in, no refresh, and the access token held is refused at once; unban lets them in again', async () => {
    const p = await person('banned');
    madeIds.push(p.id);
    const token = (await p.client.auth.getSession()).data.session!.access_token;
    expect((await p.client.from('profiles').select('id').eq('id', p.id)).error).toBeNull();

    const answer = await users({ action: 'ban', userId: p.id, hours: 168 });
    expect(answer.status).toBe(200);
    const until = Date.parse((answer.body as { user: AdminUser }).user.bannedUntil!);
    expect(until - Date.now()).toBeGreaterThan(167 * 3_600_000);

    const read = await p.client.from('profiles').select('id').eq('id', p.id);
    expect(read.status).toBe(401);
    expect((await p.client.auth.refreshSession()).error).not.toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email: p.email,
      password: ADMIN_TEST_PASSWORD,
    });
    expect(signIn.error?.code).toBe('user_banned');
    const asUser = await fetch(`${stack().apiUrl}/auth/v1/user`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}` },
    });
    expect(asUser.status).toBe(403);

    const unban = await users({ action: 'unban', userId: p.id });
    expect((unban.body as { user: AdminUser }).user.bannedUntil).toBeNull();
    const again = await anonClient().auth.signInWithPassword({
      email: p.email,
      password: ADMIN_TEST_PASSWORD,
    });
    expect(again.error).toBeNull();
    expect((await auditOf(p.id)).map((r) => r.kind)).toEqual(['user.unban', 'user.ban']);

    expect(await users({ action: 'ban', userId: admin.id, hours: 1 })).toEqual({
      status: 400,
      body: { error: 'self' },
    });
  });

  it('delete: the account-deletion rules; then the account is not_found; never oneself', async () => {
    const p = await account('deleted');
    const answer = await users({ action: 'delete', userId: p.id });
    expect(answer).toEqual({ status: 200, body: { deleted: true } });
    const profile = await serviceClient()
      .from('profiles')
      .select('full_name, deleted_at')
      .eq('id', p.id)
      .single();
    expect(profile.data).toMatchObject({ full_name: null, deleted_at: expect.any(String) });
    const signIn = await anonClient().auth.signInWithPassword({
      email: p.email,
      password: ADMIN_TEST_PASSWORD,
    });
    expect(signIn.error).not.toBeNull();
    expect(await auditOf(p.id)).toMatchObject([{ kind: 'user.delete', after: { deleted: true } }]);
    const listed = (await users({ action: 'list', query: p.email })).body as unknown as List;
    expect(listed.items).toEqual([]);

    for (const action of ['delete', 'confirm', 'unban']) {
      expect(await users({ action, userId: p.id })).toEqual({
        status: 404,
        body: { error: 'not_found' },
      });
    }
    expect(await users({ action: 'delete', userId: admin.id })).toEqual({
      status: 400,
      body: { error: 'self' },
    });
  });
});
