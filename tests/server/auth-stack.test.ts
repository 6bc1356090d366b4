/**
 * /auth/v1 and the mail outbox through the running stack (gateway on 55321, mail API on 55324),
 * with supabase-js exactly as the app uses it. The stack's per-IP limits are shared by every
 * server test (all from 127.0.0.1), so public sign-ups here are few; the rest go through the admin
 * API. Exhaustive endpoint and error-shape coverage is in auth-handlers.test.ts.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { followVerifyLink, fragmentOf, mailTo as readMail, verifyLinkIn } from './support/mail';
import { anonClient, serviceClient, stack } from './support/stack';

const PASSWORD = 'stack-pass-2024';
const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The newest message to `to` and its verify link. */
async function mailTo(to: string, subject?: RegExp) {
  const mail = await readMail(stack().mailUrl, to, subject);
  return { ...mail, link: verifyLinkIn(mail) };
}

async function adminUser(metadata: Record<string, unknown> = {}) {
  const email = uniqueEmail('made');
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: metadata,
  });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

describe('sign-up to sign-in through the inbox', () => {
  it('registers, refuses the unconfirmed sign-in, confirms from the emailed link, signs in', async () => {
    const email = uniqueEmail('journey');
    const visitor = anonClient();
    const { data, error } = await visitor.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        emailRedirectTo: 'http://127.0.0.1:5173/auth/login',
        data: { full_name: 'Анна Петрова', avatar_url: '', role: 'admin', locale: 'ru' },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.app_metadata.role).toBe('business');

    const refused = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Подтвердите регистрацию во «Встречах»');
    expect(mail.link.startsWith(`${stack().apiUrl}/auth/v1/verify?token=`)).toBe(true);
    const landed = await followVerifyLink(mail.link);
    expect(`${landed.origin}${landed.pathname}`).toBe('http://127.0.0.1:5173/auth/login');
    expect(fragmentOf(landed).get('type')).toBe('signup');

    const client = anonClient();
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const claims = decodeJwt(signedIn.data.session!.access_token);
    expect(claims.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'business',
    });
    expect(claims.iss).toBe(`${stack().apiUrl}/auth/v1`);
    expect((claims.user_metadata as Record<string, unknown>).role).toBe('admin');

    // the data API sees the same user: the sign-up trigger made the profile from the metadata
    const profile = await client
      .from('profiles')
      .select('id, full_name')
      .eq('id', signedIn.data.user!.id)
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data!.full_name).toBe('Анна Петрова');

    // writing role: 'admin' later changes user_metadata only
    await client.auth.updateUser({ data: { role: 'admin' } });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((decodeJwt(refreshed.data.session!.access_token).app_metadata as any).role).toBe(
      'business',
    );
    expect(refreshed.data.session!.refresh_token).not.toBe(signedIn.data.session!.refresh_token);

    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    const after = await anonClient().auth.getUser(signedIn.data.session!.access_token);
    expect(after.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

describe('password reset through the inbox', () => {
  it('mails an English link to /auth/update-password that works once', async () => {
    const { email } = await adminUser({ locale: 'en' });
    const { error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const mail = await mailTo(email, /password/i);
    expect(mail.subject).toBe('Reset your Vstrechi password');
    const landed = await followVerifyLink(mail.link);
    expect(landed.pathname).toBe('/auth/update-password');
    const f = fragmentOf(landed);
    expect(f.get('type')).toBe('recovery');

    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: f.get('access_token')!,
      refresh_token: f.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'new-stack-pass-1' })).error).toBeNull();

    const again = fragmentOf(await followVerifyLink(mail.link));
    expect(again.get('error_code')).toBe('otp_expired');
    const old = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anonClient().auth.signInWithPassword({
      email,
      password: 'new-stack-pass-1',
    });
    expect(fresh.error).toBeNull();
  });
});

describe('admin API through the gateway', () => {
  it('works with the service role and is refused to the anon key and to users', async () => {
    const { email, id } = await adminUser();
    const admin = serviceClient().auth.admin;
    const got = await admin.getUserById(id);
    expect(got.data.user!.email).toBe(email);
    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect((page.data as { total?: number }).total).toBeGreaterThan(0);
    const role = await admin.updateUserById(id, { app_metadata: { role: 'admin' } });
    expect(role.data.user!.app_metadata.role).toBe('admin');

    const anonAttempt = await anonClient().auth.admin.listUsers();
    expect(anonAttempt.error).toMatchObject({ status: 403, code: 'not_admin' });

    const user = anonClient();
    const { data } = await user.auth.signInWithPassword({ email, password: PASSWORD });
    const asUser = await fetch(`${stack().apiUrl}/auth/v1/admin/users`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(asUser.status).toBe(403);

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await fetch(`${stack().apiUrl}/auth/v1/user`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(gone.status).toBe(403);
    // without X-Supabase-Api-Version GoTrue answers in its legacy shape
    expect(await gone.json()).toEqual({
      code: 403,
      error_code: 'user_not_found',
      msg: 'User from sub claim in JWT does not exist',
    });
  });
});

describe('bad input over HTTP', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack().apiUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: stack().anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        ...headers,
      },
      body,
    });

  it('answers malformed, mistyped and oversized bodies with 4xx JSON in GoTrue shape', async () => {
    const cases: [string, string, number, string][] = [
      ['/token?grant_type=password', '{"email":', 400, 'bad_json'],
      ['/token?grant_type=password', '{"email":["a"],"password":1}', 400, 'bad_json'],
      [
        '/token?grant_type=refresh_token',
        '{"refresh_token":"missing"}',
        400,
        'refresh_token_not_found',
      ],
      ['/verify', '{"type":"signup","token_hash":"nope"}', 403, 'otp_expired'],
      [
        '/token?grant_type=pkce',
        '{"auth_code":"x","code_verifier":"y"}',
        404,
        'flow_state_not_found',
      ],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      const json = (await res.json()) as { code: string; message: string };
      expect(json.code, path).toBe(code);
      expect(typeof json.message).toBe('string');
    }
    const huge = await post(
      '/recover',
      JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(2 << 20) }),
    );
    expect(huge.status).toBe(413);
  });

  it('refuses expired, forged and alg-none tokens on /user', async () => {
    const { email } = await adminUser();
    const { data } = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    const [h, p] = data.session!.access_token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const forged = `${h}.${p}.${Buffer.from('forged').toString('base64url')}`;
    for (const token of [none, forged, 'not.a.jwt']) {
      const res = await fetch(`${stack().apiUrl}/auth/v1/user`, {
        headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBeGreaterThanOrEqual(401);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('discovery', () => {
  it('serves settings and the empty JWKS', async () => {
    const headers = { apikey: stack().anonKey };
    const settings = await (await fetch(`${stack().apiUrl}/auth/v1/settings`, { headers })).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: false, external: { email: true } });
    const jwks = await fetch(`${stack().apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(await jwks.json()).toEqual({ keys: [] });
  });
});
