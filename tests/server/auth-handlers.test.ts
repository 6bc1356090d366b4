/**
 * /auth/v1 called directly (in-memory PGlite, moving clock), mostly through the real supabase-js so
 * requests and responses are exactly what auth-js sends and expects.
 */
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../server/core/jwt';
import {
  SITE_URL,
  createAuthHarness,
  fragment,
  openLink,
  uniqueEmail,
  type AuthHarness,
} from './auth-harness';

const PASSWORD = 'correct-horse-42';
let h: AuthHarness;

beforeAll(async () => {
  h = await createAuthHarness();
});
afterAll(async () => {
  await h.close();
});

/** Signs up and confirms through the emailed link; returns the signed-in client. */
async function confirmedUser(data: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const client = h.client();
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
  await openLink(h, h.lastMail(email).link);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  return { email, client, session: signedIn.data.session!, user: signedIn.data.user! };
}

describe('sign-up', () => {
  it('creates an unconfirmed user, no session, business role on the server, confirmation email', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { data, error } = await h.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Анна', role: 'admin', locale: 'en' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email.toLowerCase());
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'business',
    });
    expect(user.user_metadata).toMatchObject({ full_name: 'Анна', role: 'admin' });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id });
    expect(user.role).toBe('authenticated');
    expect(user.aud).toBe('authenticated');

    const mail = h.lastMail(email.toLowerCase());
    expect(mail.subject).toBe('Confirm your Vstrechi sign-up');
    expect(mail.link).toContain('type=signup');
    expect(mail.link).toContain(`redirect_to=${SITE_URL}`);
    expect(mail.html).toContain('href="http://127.0.0.1:59321/auth/v1/verify?token=');
  });

  it('writes the email in Russian by default and stores the token hashed', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const mail = h.lastMail(email);
    expect(mail.subject).toBe('Подтвердите регистрацию во «Встречах»');
    const token = new URL(mail.link).searchParams.get('token')!;
    const code = /код подтверждения: (\d{6})/.exec(mail.text)![1]!;
    expect(token).toBe(
      createHash('sha224')
        .update(email + code)
        .digest('hex'),
    );
    const { rows } = await h.pg.query<{ confirmation_token: string; n: number }>(
      `select confirmation_token, (select count(*)::int from auth.one_time_tokens o where o.user_id = u.id) as n
         from auth.users u where email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ confirmation_token: token, n: 1 });
  });

  it('refuses short passwords with 422 weak_password and the reason', async () => {
    const { error } = await h.client().auth.signUp({ email: uniqueEmail(), password: 'short7!' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      name: 'AuthWeakPasswordError',
    });
    expect((error as any).reasons).toEqual(['length']);
    expect(error!.message).toBe('Password should be at least 8 characters.');
  });

  it('counts characters, not bytes, for the minimum', async () => {
    // 7 characters but 13 bytes: short all the same
    const short = await h.client().auth.signUp({ email: uniqueEmail(), password: 'парол1x' });
    expect(short.error?.code).toBe('weak_password');
    expect((short.error as any).reasons).toEqual(['length']);
    const ok = await h.client().auth.signUp({ email: uniqueEmail(), password: 'пароль1x' });
    expect(ok.error).toBeNull();
  });

  it('answers a confirmed address with a look-alike user without identities and sends nothing', async () => {
    const { email, user } = await confirmedUser();
    const before = h.mailer.store.list().length;
    const { data, error } = await h.client().auth.signUp({ email, password: 'another-pass-1' });
    expect(error).toBeNull();
    expect(data.user!.id).not.toBe(user.id);
    expect(data.user!.identities).toEqual([]);
    expect(h.mailer.store.list().length).toBe(before);
    // the password did not change
    const again = await h.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error).toBeNull();
  });

  it('re-sends the confirmation to an unconfirmed address without changing the password', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const first = h.lastMail(email).link;
    const { data, error } = await h.client().auth.signUp({ email, password: 'other-password-9' });
    expect(error).toBeNull();
    expect(data.user!.identities).toHaveLength(1);
    const second = h.lastMail(email).link;
    expect(second).not.toBe(first);
    await openLink(h, second);
    const wrong = await h.client().auth.signInWithPassword({ email, password: 'other-password-9' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('keeps redirect_to only when the allow list permits it', async () => {
    const allowed = uniqueEmail();
    await h.client().auth.signUp({
      email: allowed,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:5173/auth/login' },
    });
    expect(h.lastMail(allowed).link).toContain('redirect_to=http://localhost:5173/auth/login');
    const sub = uniqueEmail();
    await h.client().auth.signUp({
      email: sub,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://app.vstrechi.example/welcome' },
    });
    expect(h.lastMail(sub).link).toContain('redirect_to=https://app.vstrechi.example/welcome');
    const evil = uniqueEmail();
    await h.client().auth.signUp({
      email: evil,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    expect(h.lastMail(evil).link).toMatch(/redirect_to=http:\/\/127\.0\.0\.1:5173$/);
  });
});

describe('sign-in with password', () => {
  it('refuses an unconfirmed email with email_not_confirmed', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const { error } = await h.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
  });

  it('answers wrong password and unknown email the same way', async () => {
    const { email } = await confirmedUser();
    const wrong = await h.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await h
      .client()
      .auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    for (const r of [wrong, unknown]) {
      expect(r.error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('issues a GoTrue session and a JWT with GoTrue claims', async () => {
    const { session, user } = await confirmedUser({ role: 'admin' });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(Math.floor(h.clock.now / 1000) + 3600);
    expect(session.refresh_token).toMatch(/^[a-z2-7]{12}$/);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      iss: 'http://127.0.0.1:59321/auth/v1',
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'], role: 'business' },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.last_sign_in_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toMatchObject({ role: 'admin', email_verified: true });
  });

  it('refuses banned users and lets them in again after ban_duration none', async () => {
    const { email, user } = await confirmedUser();
    const admin = h.admin().auth.admin;
    expect((await admin.updateUserById(user.id, { ban_duration: '24h' })).error).toBeNull();
    const banned = await h.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(
      (await admin.updateUserById(user.id, { ban_duration: 'none' })).data.user!.banned_until,
    ).toBeUndefined();
    expect(
      (await h.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh revokes the old token and returns a new one in the same session', async () => {
    const { client, session } = await confirmedUser();
    const { data, error } = await client.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
  });

  it('returns the active child when the parent is replayed, and revokes the session on older replays', async () => {
    const { session } = await confirmedUser();
    const refresh = (token: string) =>
      h.call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });
    const r1 = await refresh(session.refresh_token);
    expect(r1.status).toBe(200);
    const t1 = r1.body.refresh_token as string;
    // the client lost the answer and retries with the same token: it gets the same child back
    const retry = await refresh(session.refresh_token);
    expect(retry.body.refresh_token).toBe(t1);
    const r2 = await refresh(t1);
    const t2 = r2.body.refresh_token as string;
    // t0 is no longer the parent of the active token; within the reuse interval it still works
    h.clock.advance(5);
    const within = await refresh(session.refresh_token);
    expect(within.status).toBe(200);
    h.clock.advance(11);
    const stolen = await refresh(t1);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // the whole family is revoked, so the legitimate holders are out too
    for (const token of [t2, within.body.refresh_token as string]) {
      const victim = await refresh(token);
      expect(victim.status).toBe(400);
      expect(victim.body.code).toBe('refresh_token_already_used');
    }
  });

  it('reports unknown tokens and a missing token as GoTrue does', async () => {
    const unknown = await h.call('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: 'nope' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
    const missing = await h.call('POST', '/token?grant_type=refresh_token', { body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token required' },
    });
  });
});

describe('logout', () => {
  it('local ends one session, others ends the rest, global ends all', async () => {
    const { email } = await confirmedUser();
    const sessions = [];
    for (let i = 0; i < 3; i++) {
      const c = h.client();
      const { data } = await c.auth.signInWithPassword({ email, password: PASSWORD });
      sessions.push({ c, s: data.session! });
    }
    const alive = async (s: { access_token: string }) =>
      (await h.call('GET', '/user', { token: s.access_token })).status === 200;

    expect(
      (await h.call('POST', '/logout?scope=local', { token: sessions[0]!.s.access_token })).status,
    ).toBe(204);
    expect(await alive(sessions[0]!.s)).toBe(false);
    expect(await alive(sessions[1]!.s)).toBe(true);

    expect(
      (await h.call('POST', '/logout?scope=others', { token: sessions[1]!.s.access_token })).status,
    ).toBe(204);
    expect(await alive(sessions[1]!.s)).toBe(true);
    expect(await alive(sessions[2]!.s)).toBe(false);

    const { error } = await sessions[1]!.c.auth.admin.signOut(
      sessions[1]!.s.access_token,
      'global',
    );
    expect(error).toBeNull();
    const ended = await h.call('GET', '/user', { token: sessions[1]!.s.access_token });
    expect(ended).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    const refreshed = await h.call('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: sessions[1]!.s.refresh_token },
    });
    expect(refreshed.body.code).toBe('refresh_token_not_found');
  });

  it('refuses an unknown scope', async () => {
    const { session } = await confirmedUser();
    const r = await h.call('POST', '/logout?scope=everyone', { token: session.access_token });
    expect(r).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('verify links', () => {
  it('confirms through GET and lands on the app with the session in the fragment', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const landed = await openLink(h, h.lastMail(email).link);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE_URL}/`);
    const f = fragment(landed);
    expect(f.get('type')).toBe('signup');
    expect(f.get('token_type')).toBe('bearer');
    expect(decodeJwt(f.get('access_token')!).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
    const { data } = await h.client().auth.getUser(f.get('access_token')!);
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });

  it('is single-use and expires', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const link = h.lastMail(email).link;
    await openLink(h, link);
    const again = fragment(await openLink(h, link));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error')).toBe('access_denied');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');

    const late = uniqueEmail();
    await h.client().auth.signUp({ email: late, password: PASSWORD });
    h.clock.advance(3601);
    expect(fragment(await openLink(h, h.lastMail(late).link)).get('error_code')).toBe(
      'otp_expired',
    );
  });

  it('accepts the six-digit code with the email (verifyOtp)', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const code = /code: (\d{6})|код подтверждения: (\d{6})/.exec(h.lastMail(email).text)!;
    const token = code[1] ?? code[2]!;
    const wrong = await h
      .client()
      .auth.verifyOtp({ email, token: '000000' === token ? '111111' : '000000', type: 'signup' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await h.client().auth.verifyOtp({ email, token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
  });

  it('resumes a PKCE sign-up with ?code= and exchanges it once', async () => {
    const email = uniqueEmail();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const signup = await h.call('POST', '/signup', {
      body: { email, password: PASSWORD, code_challenge: challenge, code_challenge_method: 's256' },
    });
    expect(signup.status).toBe(200);
    const link = h.lastMail(email).link;
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const landed = await openLink(h, link);
    const code = landed.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await h.call('POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(43) },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'bad_code_verifier' } });
    const ok = await h.call('POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: verifier },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    const reused = await h.call('POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: verifier },
    });
    expect(reused).toMatchObject({ status: 404, body: { code: 'flow_state_not_found' } });
  });
});

describe('password recovery', () => {
  it('always answers 200, mails a single-use link to /auth/update-password, and the new password works', async () => {
    const { email } = await confirmedUser({ locale: 'de' });
    const unknown = await h.client().auth.resetPasswordForEmail(uniqueEmail());
    expect(unknown.error).toBeNull();
    const { error } = await h.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const mail = h.lastMail(email);
    expect(mail.subject).toBe('Setze dein Vstrechi-Passwort zurück');
    expect(mail.link).toContain(`redirect_to=${SITE_URL}/auth/update-password`);
    const landed = await openLink(h, mail.link);
    expect(landed.pathname).toBe('/auth/update-password');
    const f = fragment(landed);
    expect(f.get('type')).toBe('recovery');

    const client = h.client();
    await client.auth.setSession({
      access_token: f.get('access_token')!,
      refresh_token: f.get('refresh_token')!,
    });
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await client.auth.updateUser({ password: 'brand-new-pass-7' })).error).toBeNull();
    expect(fragment(await openLink(h, mail.link)).get('error_code')).toBe('otp_expired');
    expect(
      (await h.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await h.client().auth.signInWithPassword({ email, password: 'brand-new-pass-7' })).error,
    ).toBeNull();
  });

  it('takes the language from lang in the redirect URL before the stored locale', async () => {
    const { email } = await confirmedUser({ locale: 'de' });
    await h.client().auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE_URL}/auth/update-password?lang=fr`,
    });
    expect(h.lastMail(email).subject).toBe('Réinitialisez votre mot de passe Vstrechi');
  });
});

describe('user', () => {
  it('keeps app_metadata out of reach of the user, whatever user_metadata says', async () => {
    const { client, session } = await confirmedUser({ role: 'admin' });
    const upd = await client.auth.updateUser({ data: { role: 'admin', full_name: 'Boris' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user!.user_metadata).toMatchObject({ role: 'admin', full_name: 'Boris' });
    expect(upd.data.user!.app_metadata.role).toBe('business');
    const forged = await h.call('PUT', '/user', {
      token: session.access_token,
      body: { app_metadata: { role: 'admin' } },
    });
    expect(forged).toMatchObject({ status: 403, body: { code: 'not_admin' } });
    const { data } = await client.auth.refreshSession();
    expect(decodeJwt(data.session!.access_token).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'business',
    });
  });

  it('changes the email only after both addresses confirm (secure email change)', async () => {
    const { email, client } = await confirmedUser();
    const next = uniqueEmail('next');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.new_email).toBe(next);
    const toNew = h.lastMail(next);
    const toOld = h.lastMail(email);
    expect(toNew.link).toContain('type=email_change');
    const first = fragment(await openLink(h, toNew.link));
    expect(first.get('message')).toMatch(/^Confirmation link accepted/);
    const second = fragment(await openLink(h, toOld.link));
    expect(second.get('type')).toBe('email_change');
    const after = await h.client().auth.getUser(second.get('access_token')!);
    expect(after.data.user!.email).toBe(next);
    expect(
      (await h.client().auth.signInWithPassword({ email: next, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('refuses an email already taken', async () => {
    const a = await confirmedUser();
    const b = await confirmedUser();
    const { error } = await b.client.auth.updateUser({ email: a.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses tokens of deleted users', async () => {
    const { user, session } = await confirmedUser();
    expect((await h.admin().auth.admin.deleteUser(user.id)).error).toBeNull();
    const r = await h.call('GET', '/user', { token: session.access_token });
    expect(r).toMatchObject({ status: 403, body: { code: 'user_not_found' } });
  });
});

describe('admin API', () => {
  it('creates, lists with pagination headers, gets, updates and deletes users', async () => {
    const admin = h.admin().auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Created' },
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(
      (await h.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();

    const dup = await admin.createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect((page.data as any).total).toBeGreaterThan(2);
    expect((page.data as any).nextPage).toBe(2);

    const got = await admin.getUserById(user.id);
    expect(got.data.user!.email).toBe(email);
    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const upd = await admin.updateUserById(user.id, { app_metadata: { role: 'business' } });
    expect(upd.data.user!.app_metadata.role).toBe('business');

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    expect((await admin.getUserById(user.id)).error?.code).toBe('user_not_found');
  });

  it('confirms an email through update (email_confirm)', async () => {
    const email = uniqueEmail();
    const { data } = await h.client().auth.signUp({ email, password: PASSWORD });
    const upd = await h.admin().auth.admin.updateUserById(data.user!.id, { email_confirm: true });
    expect(upd.data.user!.email_confirmed_at).toBeTruthy();
    expect(
      (await h.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('generates working links in GoTrue shape', async () => {
    const { email } = await confirmedUser();
    const { data, error } = await h.admin().auth.admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    const p = data.properties!;
    expect(p.verification_type).toBe('recovery');
    expect(p.email_otp).toMatch(/^\d{6}$/);
    expect(p.hashed_token).toBe(
      createHash('sha224')
        .update(email + p.email_otp)
        .digest('hex'),
    );
    expect(p.action_link).toBe(
      `http://127.0.0.1:59321/auth/v1/verify?token=${p.hashed_token}&type=recovery&redirect_to=${SITE_URL}`,
    );
    expect(data.user!.email).toBe(email);
    expect(fragment(await openLink(h, p.action_link)).get('type')).toBe('recovery');

    const signup = await h.admin().auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(signup.data.user!.app_metadata.role).toBe('business');
    expect(fragment(await openLink(h, signup.data.properties!.action_link)).get('type')).toBe(
      'signup',
    );

    const nobody = await h
      .admin()
      .auth.admin.generateLink({ type: 'recovery', email: uniqueEmail() });
    expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('is refused to anon and user tokens and without a token', async () => {
    const { session } = await confirmedUser();
    const anon = await h.call('GET', '/admin/users', { token: h.anonKey });
    expect(anon).toMatchObject({
      status: 403,
      body: { code: 'not_admin', message: 'User not allowed' },
    });
    const user = await h.call('GET', '/admin/users', { token: session.access_token });
    expect(user).toMatchObject({ status: 403, body: { code: 'not_admin' } });
    const none = await h.call('POST', '/admin/users', { body: { email: uniqueEmail() } });
    expect(none).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
    const viaClient = await h.client().auth.admin.listUsers();
    expect(viaClient.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('resend', () => {
  it('re-sends the sign-up confirmation and refuses unknown types', async () => {
    const email = uniqueEmail();
    await h.client().auth.signUp({ email, password: PASSWORD });
    const first = h.lastMail(email).link;
    const { error } = await h.client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(h.lastMail(email).link).not.toBe(first);
    const bad = await h.call('POST', '/resend', { body: { type: 'magic', email } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('discovery endpoints', () => {
  it('publishes settings and an empty JWKS for the HS256 secret', async () => {
    const s = await h.call('GET', '/settings');
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ disable_signup: false, mailer_autoconfirm: false });
    expect(s.body.external.email).toBe(true);
    expect(s.body.external.google).toBe(false);
    const j = await h.call('GET', '/.well-known/jwks.json');
    expect(j).toMatchObject({ status: 200, body: { keys: [] } });
  });
});

describe('errors and bad input', () => {
  it('uses the legacy shape without the API version header and the new one with it', async () => {
    const legacy = await h.call('POST', '/token?grant_type=password', {
      body: { email: uniqueEmail(), password: 'x' },
      headers: { 'X-Supabase-Api-Version': '' },
    });
    expect(legacy.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    const current = await h.call('POST', '/token?grant_type=password', {
      body: { email: uniqueEmail(), password: 'x' },
    });
    expect(current.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it.each([
    ['malformed JSON', 400, 'bad_json', { raw: '{"email":' }],
    ['an array', 400, 'bad_json', { raw: '[1,2]' }],
    ['an empty body', 400, 'bad_json', { raw: '' }],
    ['a number for email', 400, 'bad_json', { body: { email: 42, password: PASSWORD } }],
    [
      'a string for data',
      400,
      'bad_json',
      { body: { email: 'a@b.co', password: PASSWORD, data: 'x' } },
    ],
    ['no password', 400, 'validation_failed', { body: { email: 'a@b.co' } }],
    [
      'a bad email',
      400,
      'validation_failed',
      { body: { email: 'not-an-email', password: PASSWORD } },
    ],
    ['no email', 422, 'anonymous_provider_disabled', { body: { password: PASSWORD } }],
    [
      'a phone',
      400,
      'phone_provider_disabled',
      { body: { phone: '+15555550100', password: PASSWORD } },
    ],
    [
      'a 73-byte password',
      400,
      'validation_failed',
      { body: { email: 'a@b.co', password: 'x'.repeat(73) } },
    ],
    [
      'a short PKCE challenge',
      400,
      'validation_failed',
      {
        body: {
          email: 'a@b.co',
          password: PASSWORD,
          code_challenge: 'abc',
          code_challenge_method: 's256',
        },
      },
    ],
  ])('sign-up with %s is a %i %s', async (_name, status, code, options) => {
    const r = await h.call('POST', '/signup', options as any);
    expect(r.status).toBe(status);
    expect(r.body.code).toBe(code);
    expect(typeof r.body.message).toBe('string');
  });

  it('refuses bodies over 1 MB with 413 and never 5xx on odd input', async () => {
    const huge = await h.call('POST', '/signup', {
      raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 << 20) }),
    });
    expect(huge).toMatchObject({ status: 413, body: { code: 'request_entity_too_large' } });
    const odd = [
      h.call('POST', '/token?grant_type=nonsense', { body: {} }),
      h.call('POST', '/token', { body: {} }),
      h.call('POST', '/token?grant_type=pkce', { body: { auth_code: 1 } }),
      h.call('POST', '/token?grant_type=pkce', { body: { auth_code: 'x', code_verifier: 'y' } }),
      h.call('POST', '/verify', { body: { type: 'signup', token_hash: 'zz' } }),
      h.call('POST', '/verify', { body: { type: 'nope', token: '123456', email: 'a@b.co' } }),
      h.call('GET', '/verify?type=signup&token=%E0%A4%A'),
      h.call('GET', '/verify'),
      h.call('POST', '/recover', { body: { email: null } }),
      h.call('POST', '/resend', { raw: 'null' }),
      h.call('PUT', '/user', { body: { data: 'x' } }),
      h.call('GET', '/admin/users/%E0%A4%A', { token: h.serviceRoleKey }),
      h.call('GET', '/admin/users/not-a-uuid', { token: h.serviceRoleKey }),
      h.call('GET', '/admin/users?page=abc', { token: h.serviceRoleKey }),
      h.call('PUT', '/admin/users/00000000-0000-4000-8000-000000000000', {
        token: h.serviceRoleKey,
        body: { ban_duration: 'forever' },
      }),
      h.call('POST', '/admin/generate_link', {
        token: h.serviceRoleKey,
        body: { type: 'weird', email: 'a@b.co' },
      }),
      h.call('DELETE', '/signup'),
      h.call('GET', '/no-such-endpoint'),
    ];
    for (const r of await Promise.all(odd)) {
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(300);
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    }
  });

  it('refuses bad JWTs: missing, garbage, wrong signature, alg none, expired, anon key', async () => {
    const { session } = await confirmedUser();
    const payload = session.access_token.split('.')[1];
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const wrongSig = await signJwt(decodeJwt(session.access_token) as any, 'x'.repeat(40));
    const expired = await signJwt(
      { ...(decodeJwt(session.access_token) as any), exp: Math.floor(Date.now() / 1000) - 10 },
      'super-secret-jwt-token-with-at-least-32-characters-long',
    );
    expect((await h.call('GET', '/user')).body.code).toBe('no_authorization');
    expect((await h.call('GET', '/user')).status).toBe(401);
    for (const token of ['garbage', none, wrongSig, expired, h.anonKey]) {
      const r = await h.call('GET', '/user', { token });
      expect(r.status, token).toBe(403);
      expect(r.body.code, token).toBe('bad_jwt');
    }
  });
});

describe('rate limits', () => {
  it('limits sign-ups per IP, refreshes, verifications and emails per hour, then recovers', async () => {
    const limited = await createAuthHarness({
      rateLimits: {
        signInSignUpPer5Min: 2,
        tokenRefreshPer5Min: 1,
        verifyPer5Min: 1,
        emailSentPerHour: 3,
      },
    });
    try {
      const ip = (n: number) => ({ 'X-Forwarded-For': `10.0.0.${n}` });
      const signup = (n: number) =>
        limited.call('POST', '/signup', {
          body: { email: uniqueEmail(), password: PASSWORD },
          headers: ip(n),
        });
      expect((await signup(1)).status).toBe(200);
      expect((await signup(1)).status).toBe(200);
      const third = await signup(1);
      expect(third).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
      // another address has its own budget, but the hourly email budget (3) is shared
      expect((await signup(2)).status).toBe(200);
      const mailCapped = await signup(2);
      expect(mailCapped).toMatchObject({
        status: 429,
        body: { code: 'over_email_send_rate_limit' },
      });

      const refresh = () =>
        limited.call('POST', '/token?grant_type=refresh_token', {
          body: { refresh_token: 'x' },
          headers: ip(3),
        });
      expect((await refresh()).status).toBe(400);
      expect((await refresh()).body.code).toBe('over_request_rate_limit');

      const verify = () => limited.call('GET', '/verify?type=signup&token=abc', { headers: ip(4) });
      expect((await verify()).status).toBe(303);
      expect((await verify()).status).toBe(429);

      limited.clock.advance(301);
      expect((await refresh()).status).toBe(400);
      expect((await signup(1)).status).toBe(429); // emails are still capped for the hour
      limited.clock.advance(3600);
      expect((await signup(1)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits emails of one kind to one user by the minimum interval', async () => {
    const spaced = await createAuthHarness({ auth: { emailMaxFrequencySeconds: 60 } });
    try {
      const email = uniqueEmail();
      await spaced.call('POST', '/signup', { body: { email, password: PASSWORD } });
      const soon = await spaced.call('POST', '/resend', { body: { type: 'signup', email } });
      expect(soon.status).toBe(429);
      expect(soon.body.message).toMatch(/only request this after \d+ seconds/);
      spaced.clock.advance(61);
      expect(
        (await spaced.call('POST', '/resend', { body: { type: 'signup', email } })).status,
      ).toBe(200);
    } finally {
      await spaced.close();
    }
  });
});
